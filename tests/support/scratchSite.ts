/**
 * A scratch copy of the site for tests that change sources: the working tree without build output, caches and .git,
 * with node_modules linked entry by entry (so the copy's bundler cache, node_modules/.cache, is its own).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SITE_ROOT = path.resolve(__dirname, '../..');
const LEFT_OUT = new Set(['node_modules', 'build', '.docusaurus', '.git', '.scratch', 'bench-results', 'lab']);

export function scratchSite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `laravext-${prefix}-`));
  fs.cpSync(SITE_ROOT, dir, {
    recursive: true,
    filter: (src) => !LEFT_OUT.has(path.relative(SITE_ROOT, src).split(path.sep)[0]),
  });
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(SITE_ROOT, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(SITE_ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  return dir;
}
