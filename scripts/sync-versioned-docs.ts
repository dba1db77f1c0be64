/**
 * `npm run docs:sync`: copies docs/ to versioned_docs/version-<stable>/ and the sidebar to versioned_sidebars/ (stable:
 * config/versions.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../sidebars';
import {DELIBERATELY_DIFFERENT, LATEST_DIR, listFiles, STABLE_DIR, STABLE_SIDEBAR} from './versioning';

const keep = new Set(DELIBERATELY_DIFFERENT);
for (const file of listFiles(STABLE_DIR)) {
  if (!keep.has(file) && !fs.existsSync(path.join(LATEST_DIR, file))) fs.rmSync(path.join(STABLE_DIR, file));
}
let copied = 0;
for (const file of listFiles(LATEST_DIR)) {
  if (keep.has(file)) continue;
  const target = path.join(STABLE_DIR, file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.copyFileSync(path.join(LATEST_DIR, file), target);
  copied += 1;
}
fs.mkdirSync(path.dirname(STABLE_SIDEBAR), {recursive: true});
fs.writeFileSync(STABLE_SIDEBAR, `${JSON.stringify(sidebars, null, 2)}\n`);
console.log(
  `Copied ${copied} files to ${path.relative(process.cwd(), STABLE_DIR)} ` +
    `and wrote ${path.relative(process.cwd(), STABLE_SIDEBAR)}.`,
);
