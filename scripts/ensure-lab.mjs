// Installs the lab's own packages (lab/package.json: Lighthouse and chrome-launcher, for the benchmark and the upgrade
// rehearsal) when they are missing or older than lab/package-lock.json. The site's install never brings them.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const lab = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'lab');
const installed = path.join(lab, 'node_modules', '.package-lock.json');
const lock = path.join(lab, 'package-lock.json');
const stale = !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing the lab’s packages (lab/package.json), once…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // npm install follows lab/package-lock.json; npm ci refuses a lock without every platform's optional packages,
  // which the registry this is tested against does not serve (as scripts/ensure-deps.mjs says).
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {cwd: lab, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
