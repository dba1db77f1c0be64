/**
 * Timed production builds of a site copy (`docusaurus build` then the post-build CSP step, like `npm run build`),
 * with the peak memory of the whole process tree: /proc is polled for the summed RSS of the build and all its
 * descendants; when GNU time is installed, its "Maximum resident set size" (largest single process) is reported too.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface BuildMeasure {
  /** Wall time of `docusaurus build` + postbuild, ms. */
  ms: number;
  /** Wall time of `docusaurus build` alone, ms. */
  docusaurusMs: number;
  /** Highest summed RSS of the process tree, bytes (polled every 50 ms). */
  peakTreeRss: number;
  /** GNU time's maximum RSS of the largest single process, bytes (null without /usr/bin/time). */
  maxProcessRss: number | null;
  log: string;
}

const PAGE_SIZE = 4096;
const GNU_TIME = '/usr/bin/time';

function hasGnuTime(): boolean {
  return fs.existsSync(GNU_TIME);
}

/** Summed RSS (bytes) of `rootPid` and every process descended from it. */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) comes after the command name, which is in parentheses and may contain spaces.
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(after[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      const statm = fs.readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ');
      rss.set(pid, Number(statm[1]) * PAGE_SIZE);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface Run {
  ms: number;
  peakTreeRss: number;
  maxProcessRss: number | null;
}

export async function runMeasured(
  cwd: string,
  args: string[],
  logFile: string,
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  const timeFile = `${logFile}.time`;
  const useTime = hasGnuTime();
  const [cmd, cmdArgs] = useTime ? [GNU_TIME, ['-v', '-o', timeFile, ...args]] : [args[0], args.slice(1)];
  const out = fs.openSync(logFile, 'a');
  const started = Date.now();
  const child = spawn(cmd, cmdArgs, {
    cwd,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true',
      FORCE_COLOR: '0',
      ...extraEnv,
    },
  });
  let peakTreeRss = 0;
  const timer = setInterval(() => {
    if (child.pid) peakTreeRss = Math.max(peakTreeRss, treeRss(child.pid));
  }, 50);
  const code: number = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (c) => resolve(c ?? 1));
  });
  clearInterval(timer);
  fs.closeSync(out);
  const ms = Date.now() - started;
  if (code !== 0) {
    throw new Error(
      `${args.join(' ')} failed (exit ${code}) in ${cwd}; log: ${logFile}\n` +
        fs.readFileSync(logFile, 'utf8').slice(-3000),
    );
  }
  let maxProcessRss: number | null = null;
  if (useTime && fs.existsSync(timeFile)) {
    const kbytes = fs.readFileSync(timeFile, 'utf8').match(/Maximum resident set size \(kbytes\): (\d+)/);
    if (kbytes) maxProcessRss = Number(kbytes[1]) * 1024;
  }
  return {ms, peakTreeRss, maxProcessRss};
}

/** `docusaurus clear` in the copy (its own build/, .docusaurus and node_modules/.cache). */
export async function clearSite(siteDir: string): Promise<void> {
  await runMeasured(
    siteDir,
    [process.execPath, docusaurusBin(siteDir), 'clear'],
    path.join(siteDir, 'bench-clear.log'),
  );
}

/**
 * The `docusaurus build` of the site's own `npm run build` (the command before `&&`), as arguments for spawn: the Node
 * flags it gives (package.json says why) count in what the benchmark measures. `node` is this Node.
 */
export function docusaurusBuildArgs(siteDir: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: {build: string}};
  const [command = ''] = pkg.scripts.build.split('&&');
  const args = command.trim().split(/\s+/);
  if (args[0] === 'docusaurus') return [process.execPath, docusaurusBin(siteDir), ...args.slice(1)];
  if (args[0] !== 'node') throw new Error(`package.json "build" starts with neither node nor docusaurus: ${command}`);
  // The script file and the env file are relative to the site; the bench runs in a copy of it.
  const resolve = (a: string) =>
    /\.m?js$/.test(a)
      ? path.resolve(siteDir, a)
      : a.replace(/^--env-file=(.+)$/, (_, file: string) => `--env-file=${path.resolve(siteDir, file)}`);
  return [process.execPath, ...args.slice(1).map(resolve)];
}

export function docusaurusBin(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}

/** Builds the copy at `siteDir` into its own build/ folder and measures it. */
/** `env` is added to the build's environment (the A/B mode sets LARAVEXT_SPEED, config/speed.ts). */
export async function measureBuild(
  siteDir: string,
  label: string,
  env: Record<string, string> = {},
): Promise<BuildMeasure> {
  const log = path.join(siteDir, `bench-build-${label}.log`);
  const build = await runMeasured(siteDir, docusaurusBuildArgs(siteDir), log, env);
  const post = await runMeasured(
    siteDir,
    [path.join(siteDir, 'node_modules', '.bin', 'tsx'), 'scripts/postbuild.ts'],
    log,
    env,
  );
  const maxes = [build.maxProcessRss, post.maxProcessRss].filter((v): v is number => v !== null);
  return {
    ms: build.ms + post.ms,
    docusaurusMs: build.ms,
    peakTreeRss: Math.max(build.peakTreeRss, post.peakTreeRss),
    maxProcessRss: maxes.length ? Math.max(...maxes) : null,
    log,
  };
}
