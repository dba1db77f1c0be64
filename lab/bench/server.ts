/**
 * nginx with the production config (deploy/nginx) over a site's build/, on a loopback port. For a site copy, the
 * copy's own deploy/nginx is used, so that the Content-Security-Policy carries the hashes of the copy's build.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {freePort, nginxBinary, waitForPort} from '../../scripts/lib/server';

export interface Served {
  baseUrl: string;
  brotli: boolean;
  stop: () => Promise<void>;
}

type Render = (options: {workDir: string; buildDir: string; port: number}) => string;

export async function serveSite(siteDir: string): Promise<Served> {
  const buildDir = path.join(siteDir, 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`no build in ${buildDir}`);
  const renderModule = (await import(pathToFileURL(path.join(siteDir, 'deploy', 'nginx', 'render.ts')).href)) as {
    renderNginxConfig?: Render;
    default?: {renderNginxConfig: Render; BROTLI_MODULE: string};
  };
  const render = renderModule.renderNginxConfig ?? renderModule.default?.renderNginxConfig;
  if (!render) throw new Error('deploy/nginx/render.ts exports no renderNginxConfig');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-bench-nginx-'));
  const port = await freePort();
  const conf = render({workDir, buildDir, port});
  const bin = nginxBinary();
  const check = spawnSync(bin, ['-t', '-p', workDir, '-c', conf], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx config test failed:\n${check.stderr}`);
  const child = spawn(bin, ['-p', workDir, '-c', conf], {stdio: ['ignore', 'ignore', 'inherit']});
  await waitForPort(port);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    brotli: fs.readFileSync(conf, 'utf8').includes('brotli on'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(workDir, {recursive: true, force: true});
    },
  };
}
