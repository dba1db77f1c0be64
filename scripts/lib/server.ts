/** Starts Debian's nginx on loopback with the production config (deploy/nginx) over the built site. */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {renderNginxConfig} from '../../deploy/nginx/render';

export const ROOT = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.join(ROOT, 'build');

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed: run `node scripts/ensure-deps.mjs --test`');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

export interface RunningServer {
  baseUrl: string;
  wrongBaseUrl: string;
  stop: () => Promise<void>;
}

export async function startNginx(): Promise<RunningServer> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) throw new Error('No build: run `npm run build` first');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-nginx-'));
  const port = await freePort();
  const wrongBasePort = await freePort();
  const conf = renderNginxConfig({workDir, buildDir: BUILD_DIR, port, wrongBasePort});
  const bin = nginxBinary();
  const check = spawnSync(bin, ['-t', '-p', workDir, '-c', conf], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx config test failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(bin, ['-p', workDir, '-c', conf], {stdio: ['ignore', 'inherit', 'inherit']});
  await waitForPort(port);
  await waitForPort(wrongBasePort);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wrongBaseUrl: `http://127.0.0.1:${wrongBasePort}/wrong/`,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(workDir, {recursive: true, force: true});
    },
  };
}
