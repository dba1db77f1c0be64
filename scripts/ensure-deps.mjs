// Installs what `npm start` / `npm test` need on a fresh machine, and nothing when it is already there.
// Plain Node with no dependencies: it runs before node_modules exists.
//   node scripts/ensure-deps.mjs          npm packages
//   node scripts/ensure-deps.mjs --test   npm packages + Debian's chromium, fonts, nginx (with brotli) and php-cli
import {execSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const forTests = process.argv.includes('--test');

function run(cmd) {
  console.log(`> ${cmd}`);
  execSync(cmd, {cwd: root, stdio: 'inherit'});
}

/**
 * Runs a command beside this process's own work (which may block it, as `run` does): its output goes to a file, printed
 * in one piece when it ends.
 */
function runBeside(cmd) {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-deps-')), 'output.log');
  const fd = fs.openSync(log, 'w');
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', cmd], {cwd: root, stdio: ['ignore', fd, fd]});
    child.on('error', reject);
    child.on('close', (code) => {
      fs.closeSync(fd);
      process.stdout.write(`> ${cmd}\n${fs.readFileSync(log, 'utf8')}`);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} exited with ${code}`));
    });
  });
}

function npmPackagesUpToDate() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!fs.existsSync(installed)) return false;
  if (!fs.existsSync(lock)) return true;
  return fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs - 1000;
}

// Debian's packages come in beside the npm packages: on a clean machine both take a while, mostly downloading.
const debian = forTests ? installDebianPackages() : Promise.resolve();
// `npm install` (which follows package-lock.json) rather than `npm ci`: the registry this project is tested against
// does not serve every platform's optional binaries (@swc/core-darwin-*, ...), and `npm ci` refuses a lock file
// without them.
const installed = !npmPackagesUpToDate();
if (installed) run('npm install --no-audit --no-fund');

// `npm install` applies patches/ (postinstall). A patch added or changed since is applied here, and the bundler's cache
// is dropped: Rspack takes files under node_modules as unchanged while a package's version is the same. A change of
// config/build.env drops it too: the cache does not see the environment the build reads (WEBPACK_URL_LOADER_LIMIT).
const patchesDir = path.join(root, 'patches');
const patchStamp = path.join(root, 'node_modules', '.laravext-patches');
const patchesNow = fs.existsSync(patchesDir)
  ? fs
      .readdirSync(patchesDir)
      .filter((f) => f.endsWith('.patch'))
      .sort()
      .map(
        (f) =>
          `${f}:${fs.readFileSync(path.join(patchesDir, f), 'utf8').length}:` +
          fs.statSync(path.join(patchesDir, f)).mtimeMs,
      )
      .join('\n')
  : '';
const buildEnv = path.join(root, 'config', 'build.env');
const stampNow = `${patchesNow}\n${fs.existsSync(buildEnv) ? fs.readFileSync(buildEnv, 'utf8') : ''}`;
// After an install, its postinstall has just applied them: only the stamp is written.
if ((fs.existsSync(patchStamp) ? fs.readFileSync(patchStamp, 'utf8') : null) !== stampNow) {
  if (!installed) run('npx patch-package --error-on-fail');
  fs.rmSync(path.join(root, 'node_modules', '.cache'), {recursive: true, force: true});
  fs.writeFileSync(patchStamp, stampNow);
}

await debian;

/** Debian's chromium, fonts, nginx (with brotli) and php-cli, for the tests: only those missing. */
async function installDebianPackages() {
  const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`], {stdio: 'ignore'}).status === 0;
  const debianPackages = [];
  if (!fs.existsSync('/usr/bin/chromium')) debianPackages.push('chromium');
  if (!has('nginx') && !fs.existsSync('/usr/sbin/nginx')) debianPackages.push('nginx');
  if (!fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')) {
    debianPackages.push('libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static');
  }
  if (!has('php')) debianPackages.push('php-cli');
  // A fresh container may have no fonts at all; the browser tests lay out text in DejaVu, as on Debian desktops.
  if (!fs.existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')) debianPackages.push('fonts-dejavu-core');
  if (!debianPackages.length) return;
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  await runBeside(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ` +
      `--no-install-recommends ${debianPackages.join(' ')}`,
  );
}
