/**
 * The stock Docusaurus template of the site's Docusaurus version (`create-docusaurus@<version> … classic --typescript`,
 * the version of `@docusaurus/core` in the site's package.json), built and served the way the
 * site is (nginx with deploy/nginx's production config, less the site's Content-Security-Policy, which would block
 * the template's inline scripts), for the journeys' comparison. One change to the template: `trailingSlash: false`,
 * the site's URL form, which the nginx config serves (`/docs/x` is `docs/x.html`). Kept outside the repository:
 * `LARAVEXT_STOCK_DIR`, or `.scratch/stock-site/stock` (git-ignored); created with npx (npm registry) when missing.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serveSite, type Served} from './server';
import {ROOT} from './site';
import {log} from './util';

/** The site's Docusaurus version, from its package.json: the stock template is made with the same one. */
export const STOCK_VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {dependencies: Record<string, string>}
).dependencies['@docusaurus/core'];

/**
 * The template's counterparts of the pages Lighthouse measures on the site (home, `/docs/quickstart`, the newest post),
 * in that order: its home, its longest doc page (code blocks, tabs, admonitions) and its newest post.
 */
export const STOCK_LIGHTHOUSE_PATHS = ['/', '/docs/tutorial-basics/markdown-features', '/blog/welcome'];

export function stockSiteDir(): string {
  return process.env.LARAVEXT_STOCK_DIR ?? path.join(ROOT, '.scratch', 'stock-site', 'stock');
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, CI: '1'}});
}

/** Creates the template when it is missing, and builds it when it has no build. */
export function prepareStockSite(dir = stockSiteDir()): string {
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    log(`stock template: npx create-docusaurus@${STOCK_VERSION} in ${path.dirname(dir)} (from the npm registry)...`);
    fs.mkdirSync(path.dirname(dir), {recursive: true});
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${STOCK_VERSION}`,
        path.basename(dir),
        'classic',
        '--typescript',
        '--package-manager',
        'npm',
      ],
      path.dirname(dir),
    );
  }
  const config = path.join(dir, 'docusaurus.config.ts');
  const text = fs.readFileSync(config, 'utf8');
  if (!text.includes('trailingSlash: false')) {
    fs.writeFileSync(config, text.replace("baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: false,"));
    fs.rmSync(path.join(dir, 'build'), {recursive: true, force: true});
  }
  if (!fs.existsSync(path.join(dir, 'build', 'index.html'))) {
    log('stock template: docusaurus build...');
    run('npx', ['docusaurus', 'build'], dir);
  }
  return dir;
}

/**
 * Serves the template's build with the site's nginx config: a folder that looks like a site copy to `serveSite`, with
 * the template's build and a copy of deploy/nginx whose generated CSP is empty.
 */
export async function serveStockSite(dir: string): Promise<Served> {
  const shim = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-bench-stock-'));
  // nginx's workers (not root) read the build through it.
  fs.chmodSync(shim, 0o755);
  fs.cpSync(path.join(ROOT, 'deploy', 'nginx'), path.join(shim, 'deploy', 'nginx'), {recursive: true});
  const generated = path.join(shim, 'deploy', 'nginx', 'generated');
  fs.mkdirSync(generated, {recursive: true});
  fs.writeFileSync(path.join(generated, 'csp.conf'), '# The stock template has no Content-Security-Policy.\n');
  fs.symlinkSync(path.join(dir, 'build'), path.join(shim, 'build'));
  const served = await serveSite(shim);
  return {
    ...served,
    stop: async () => {
      await served.stop();
      fs.rmSync(shim, {recursive: true, force: true});
    },
  };
}

/** The template built (when needed) and served beside the site, or null, the reason added to `errors`. */
export async function serveStock(errors: string[]): Promise<Served | null> {
  try {
    return await serveStockSite(prepareStockSite());
  } catch (error) {
    errors.push(`stock template: ${(error as Error).message}`);
    return null;
  }
}
