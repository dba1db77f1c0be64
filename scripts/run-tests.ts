/**
 * `npm test`: the type check, unit tests, the production build, then browser tests in Debian's Chromium against
 * the build served by nginx with the production config. Ends with one line CI reads: `N passed, N failed`.
 *   --only unit      type check + unit tests
 *   --only browser   browser tests against the existing build
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startNginx} from '../tests/support/server';

const root = path.resolve(__dirname, '..');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > -1 ? process.argv[onlyIndex + 1] : null;
const tapDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-tap-'));
const totals = {passed: 0, failed: 0};
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function step(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  console.log(`=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function testFiles(dir: string): string[] {
  const full = path.join(root, 'tests', dir);
  return fs.readdirSync(full).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join('tests', dir, f));
}

function nodeTests(name: string, files: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const tap = path.join(tapDir, `${name}.tap`);
  const ok = step(`${name} tests`, process.execPath, [
    '--import', 'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files,
  ], env);
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (key: string) => Number(text.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  if (!ok && count('fail') + count('cancelled') === 0) totals.failed += 1;
  return ok;
}

async function main(): Promise<number> {
  let ok = true;
  if (only !== 'browser') {
    if (!step('type check', bin('tsc'), ['--noEmit'])) {
      totals.failed += 1;
      ok = false;
    }
    ok = nodeTests('unit', testFiles('unit')) && ok;
  }
  if (only === 'unit') return ok ? 0 : 1;
  if (only !== 'browser') {
    if (!step('production build', 'npm', ['run', 'build'])) {
      totals.failed += 1;
      return 1;
    }
  }
  const server = await startNginx();
  console.log(`nginx serving build/ at ${server.baseUrl}`);
  try {
    ok = nodeTests('browser', testFiles('browser'), {
      LARAVEXT_BASE_URL: server.baseUrl,
      LARAVEXT_WRONG_BASE_URL: server.wrongBaseUrl,
    }) && ok;
  } finally {
    await server.stop();
  }
  return ok ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    totals.failed += 1;
    return 1;
  })
  .then((code) => {
    console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
    process.exit(totals.failed > 0 ? 1 : code);
  });
