/**
 * `npm test`: the production build beside the unit tests, the type check, lint (ESLint and Prettier, as `npm run
 * lint`) and the dependency check (knip.config.ts), then browser tests in Debian's Chromium against the build served
 * the way GitHub Pages (production) serves it (scripts/lib/pagesServer.ts), then the self-hosting nginx config's own
 * tests (tests/nginx). Ends with one line CI reads: `N passed, N failed`.
 *   --only unit      type check + lint + dependency check + unit tests
 *   --only browser   browser and nginx tests against the existing build
 *   --full           every case, not only the gate's (`npm run test:full`; scripts/lib/depth.ts)
 *
 * `LARAVEXT_SPEED=off npm test` builds and tests the site without the speed plugin (src/plugins/speed): stock
 * Docusaurus behaviour. Tests that measure a speed mechanism skip, saying so (tests/support/speed.ts); every other test
 * must pass. With `--only browser`, set it as it was for the build under test (config/speed.ts).
 *
 * LARAVEXT_TAP_DIR=<dir> keeps each step's TAP report there (`unit.tap`, `browser.tap`, `browser-timed.tap`,
 * `nginx.tap`): `npm run rehearse:next` (lab/rehearse) reads which tests failed from them.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BUILD_DIR, startNginx} from './lib/server';
import {startPagesServer} from './lib/pagesServer';
import {SPEED_ON} from '../config/speed';
import {FULL_RUN_COMMAND} from './lib/depth';

const root = path.resolve(__dirname, '..');
const onlyIndex = process.argv.indexOf('--only');
// The depth (scripts/lib/depth.ts) reaches the test files through the environment.
const fullRun = process.argv.includes('--full');
if (fullRun) process.env.LARAVEXT_TESTS = 'full';
const only = onlyIndex > -1 ? process.argv[onlyIndex + 1] : null;
const tapDir = process.env.LARAVEXT_TAP_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-tap-'));
fs.mkdirSync(tapDir, {recursive: true});
const totals = {passed: 0, failed: 0, skipped: 0};
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface StepResult {
  ok: boolean;
  /** A held step's whole report (title, output and result line), for the caller to print; empty for a live step. */
  report: string;
}

/**
 * Runs a command to its end without blocking this process: the test servers live in it. With `held`, its output is
 * kept and handed back in one piece, so that steps run side by side do not mix their lines.
 */
async function step(
  title: string,
  cmd: string,
  args: string[],
  options: {env?: NodeJS.ProcessEnv; held?: boolean} = {},
): Promise<StepResult> {
  const {env = {}, held = false} = options;
  if (!held) console.log(`\n=== ${title}`);
  const started = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...process.env, ...env},
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const status = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
  const line = `=== ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (!held) console.log(line);
  return {ok: status === 0, report: held ? `\n=== ${title}\n${Buffer.concat(output).toString()}${line}\n` : ''};
}

/**
 * The type check, the two commands of `npm run lint` (each reported on its own), and every imported package declared
 * in package.json, every declared one used (knip.config.ts): four single-threaded processes, side by side. Their
 * reports are held; each failed one counts as a failure.
 */
async function staticChecks(): Promise<{ok: boolean; report: string}> {
  const results = await Promise.all([
    step('type check', bin('tsc'), ['--noEmit'], {held: true}),
    step('lint: ESLint', bin('eslint'), ['--max-warnings=0', '.'], {held: true}),
    step('lint: Prettier', bin('prettier'), ['--check', '.'], {held: true}),
    step('dependencies: knip', bin('knip'), ['--no-progress'], {held: true}),
  ]);
  totals.failed += results.filter((r) => !r.ok).length;
  return {ok: results.every((r) => r.ok), report: results.map((r) => r.report).join('')};
}

/**
 * Browser test files that measure time, the first paint or layout shifts (throttled loads, frame records, a progress
 * bar after 200 ms, keystrokes at a set pace): they run one at a time with nothing beside them. The others run two
 * files at a time, which the two cores hold: most of their time is waiting on the browser and the network.
 */
const TIMED_BROWSER_TESTS = [
  'deep-links',
  'framework-tabs',
  'layout-shift',
  'long-pages',
  'navigation',
  'search-typing',
].map((name) => path.join('tests', 'browser', `${name}.test.ts`));

function testFiles(dir: string): string[] {
  const full = path.join(root, 'tests', dir);
  return fs
    .readdirSync(full)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join('tests', dir, f));
}

async function nodeTests(
  name: string,
  files: string[],
  options: {env?: NodeJS.ProcessEnv; concurrency?: number; held?: boolean} = {},
): Promise<StepResult> {
  const {env = {}, concurrency = 1, held = false} = options;
  const tap = path.join(tapDir, `${name}.tap`);
  const result = await step(
    `${name} tests`,
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    {env, held},
  );
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (key: string) => Number(text.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skipped');
  if (!result.ok && count('fail') + count('cancelled') === 0) totals.failed += 1;
  return result;
}

/**
 * `npm run build`'s command (package.json) without `--optimize-for-size`. That flag makes V8 collect garbage sooner,
 * which keeps a cold build under 700 MB of memory on a writer's machine (measured by `npm run bench`), at the cost of
 * 13 to 20 s of this machine's two cores; the files it builds are the same byte for byte. Its `prebuild` check is one
 * of the unit tests, which run beside the build.
 */
function buildCommand(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: {build: string}};
  return pkg.scripts.build.replace(/ --optimize-for-size\b/, '');
}
const binPath = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

async function main(): Promise<number> {
  let ok = true;
  // Importing config/speed.ts has already failed on a bad LARAVEXT_SPEED, before anything runs.
  console.log(fullRun ? 'depth: full (every case)' : `depth: the gate (every case: ${FULL_RUN_COMMAND})`);
  console.log(
    SPEED_ON
      ? 'speed plugin: on'
      : 'speed plugin: left out (LARAVEXT_SPEED=off): stock Docusaurus behaviour; tests that measure speed skip',
  );
  if (only === 'unit') {
    const checks = await staticChecks();
    process.stdout.write(checks.report);
    ok = (await nodeTests('unit', testFiles('unit'), {concurrency: 2})).ok && checks.ok && ok;
    return ok ? 0 : 1;
  }
  if (only !== 'browser') {
    // The unit tests (two files at a time), the static checks and the production build run side by side: the build
    // alone leaves part of both cores idle, and the others fill it (notes/TESTING.md, "The unit tests beside the
    // build"). Their reports are held and follow the build's. At the full depth the unit tests run first, alone: the
    // writers' loop times edits in a dev server.
    if (fullRun) ok = (await nodeTests('unit', testFiles('unit'), {concurrency: 2})).ok && ok;
    const build = buildCommand();
    const beside = fullRun
      ? 'The type check, ESLint, Prettier and knip'
      : 'The unit tests, type check, ESLint, Prettier and knip';
    console.log(`\n${beside} run beside the production build, package.json's command without`);
    console.log(`--optimize-for-size (buildCommand):\n> ${build}`);
    const unit = fullRun ? null : nodeTests('unit', testFiles('unit'), {concurrency: 2, held: true});
    const [built, checks, unitResult] = await Promise.all([
      step('production build', 'sh', ['-c', build], {env: {PATH: binPath}}),
      staticChecks(),
      unit,
    ]);
    process.stdout.write((unitResult?.report ?? '') + checks.report);
    ok = checks.ok && (unitResult?.ok ?? true) && ok;
    if (!built.ok) {
      totals.failed += 1;
      return 1;
    }
  }
  const pages = await startPagesServer(BUILD_DIR);
  const wrongBase = await startPagesServer(BUILD_DIR, {prefix: '/wrong/'});
  console.log(`GitHub-Pages-like server serving build/ at ${pages.baseUrl}`);
  try {
    const env = {
      LARAVEXT_BASE_URL: pages.baseUrl,
      LARAVEXT_WRONG_BASE_URL: wrongBase.baseUrl,
      // The served pages parsed once for this run's browser tests (tests/support/siteCrawl.ts).
      LARAVEXT_CRAWL_CACHE: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-crawl-')), 'site-crawl.json'),
    };
    const browserFiles = testFiles('browser');
    const missing = TIMED_BROWSER_TESTS.filter((f) => !browserFiles.includes(f));
    if (missing.length) throw new Error(`run-tests.ts: TIMED_BROWSER_TESTS names no test file: ${missing.join(', ')}`);
    const untimed = browserFiles.filter((f) => !TIMED_BROWSER_TESTS.includes(f));
    ok = (await nodeTests('browser', untimed, {env, concurrency: 2})).ok && ok;
    ok = (await nodeTests('browser-timed', TIMED_BROWSER_TESTS, {env})).ok && ok;
  } finally {
    await pages.stop();
    await wrongBase.stop();
  }
  const nginx = await startNginx();
  console.log(`nginx (deploy/nginx) serving build/ at ${nginx.baseUrl}`);
  try {
    ok = (await nodeTests('nginx', testFiles('nginx'), {env: {LARAVEXT_BASE_URL: nginx.baseUrl}})).ok && ok;
  } finally {
    await nginx.stop();
  }
  return ok ? 0 : 1;
}

void main()
  .catch((error: unknown) => {
    console.error(error);
    totals.failed += 1;
    return 1;
  })
  .then((code) => {
    const more = fullRun ? '' : ` (${FULL_RUN_COMMAND} runs every case)`;
    if (totals.skipped) console.log(`\n${totals.skipped} skipped, each saying why${more}`);
    console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
    process.exit(totals.failed > 0 ? 1 : code);
  });
