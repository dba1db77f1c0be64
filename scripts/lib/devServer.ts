/**
 * The writers' dev server (`docusaurus start`) of a site folder, for the writers' loop test
 * (tests/unit/writers-loop.test.ts) and the benchmark's writers mode (lab/bench/writers.ts): start it on a free
 * loopback port, open a page once it is served, time how long an edit of a source file takes to show, stop it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {Page} from 'playwright-core';

export interface DevServer {
  baseUrl: string;
  /** Date.now() when the process was spawned. */
  startedAt: number;
  /** What the server printed so far (stdout and stderr). */
  output: () => string;
  /** The server process's CPU time so far, in clock ticks (Linux `/proc`); null where that cannot be read. */
  cpuTicks: () => number | null;
  stop: () => Promise<void>;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = {...env};
  delete copy.NODE_ENV;
  return copy;
}

/** Spawns `docusaurus start` in `siteDir` (its own process group, so that stop() ends the bundler's workers too). */
export async function startDevServer(siteDir: string, env: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const bin = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  let output = '';
  const startedAt = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // NODE_ENV unset, as in a writer's shell: the CLI sets it to `development` for `start`.
      env: {...withoutNodeEnv(process.env), BROWSER: 'none', FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1', ...env},
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    startedAt,
    output: () => output,
    cpuTicks: () => {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat (after the command name in parentheses): user and system time.
        const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[11]) + Number(fields[12]);
      } catch {
        return null;
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        const killer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }, 5000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}

/** Resolves once something accepts a TCP connection at `baseUrl`, trying every 50 ms until `deadline`. */
async function listening(baseUrl: string, deadline: number): Promise<void> {
  const {hostname, port} = new URL(baseUrl);
  while (Date.now() < deadline) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect({host: hostname, port: Number(port)});
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens `pagePath` as soon as the dev server serves it and waits until `selector` is shown; returns Date.now() then.
 * The browser asks once the server listens, as a writer does when `npm start` says where the site runs (the server
 * holds the request until its first compile is done): asking before, every 100 ms, had Chromium draw an error page
 * each time, work that competed with the server's start on two cores. Connection errors are still retried until
 * `timeoutMs` after the server started.
 */
export async function openWhenServed(
  page: Page,
  server: DevServer,
  pagePath: string,
  selector: string,
  timeoutMs = 180_000,
): Promise<number> {
  const deadline = server.startedAt + timeoutMs;
  await listening(server.baseUrl, deadline);
  for (;;) {
    try {
      await page.goto(new URL(pagePath, server.baseUrl).toString(), {waitUntil: 'commit', timeout: 60_000});
      await page
        .locator(selector)
        .first()
        .waitFor({state: 'visible', timeout: Math.max(deadline - Date.now(), 1)});
      return Date.now();
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `${pagePath} not shown within ${timeoutMs / 1000} s: ${(error as Error).message}\n` +
            server.output().slice(-3000),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Waits until the dev server has used under 10 % of a core for half a second (at most `timeoutMs`): the server keeps
 * working for a moment after the first page shows, and a writer's first edit comes after reading the page, not within
 * a second of it.
 */
export async function serverSettled(server: DevServer, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const samples: number[] = [];
  while (Date.now() < deadline) {
    const ticks = server.cpuTicks();
    if (ticks === null) return;
    samples.push(ticks);
    // Ten samples 50 ms apart: half a second; Linux counts 100 ticks a second, so 5 ticks are 10 % of a core.
    if (samples.length > 10 && samples.at(-1)! - samples.at(-11)! < 5) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Appends a paragraph with `marker` to `file` and returns the milliseconds until the open page shows it (the page's
 * own clock, read on the animation frame where the text is first there).
 */
export async function timeEdit(page: Page, file: string, marker: string, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  fs.appendFileSync(file, `\n${marker}\n`);
  const seen = await page.waitForFunction(
    (text) => (document.querySelector('article')?.textContent?.includes(text) ? Date.now() : 0),
    marker,
    {polling: 'raf', timeout: timeoutMs},
  );
  return (await seen.jsonValue()) - started;
}
