// The pure parts of `npm run rehearse:next` (lab/rehearse): which canary and Node it picks, the scratch
// package.json it writes, how it reads failing tests and build errors, and which breaks the guard had named.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildErrors, classify, namedRow, summary} from '../rehearse/breaks';
import {buildOverrides, canaryManifest, SEARCH_PLUGIN} from '../rehearse/manifest';
import {tapFailures, type Failure} from '../rehearse/tap';
import {canariesNewestFirst, peerBumps, pickCanary, pickNode, rangeForPeers, type Lookup} from '../rehearse/versions';

/** A registry of canaries: 6822 lacks @docusaurus/babel, which core needs; 6808 is whole. */
const REGISTRY: Record<string, Record<string, {deps: Record<string, string>; peers?: Record<string, string>}>> = {
  '@docusaurus/core': {
    '4.0.0-canary-6822': {deps: {'@docusaurus/babel': '4.0.0-canary-6822', commander: '^15'}},
    '4.0.0-canary-6808': {
      deps: {'@docusaurus/babel': '4.0.0-canary-6808'},
      peers: {react: '^19.3.0', '@docusaurus/faster': '4.0.0-canary-6808'},
    },
  },
  '@docusaurus/babel': {'4.0.0-canary-6808': {deps: {'@docusaurus/logger': '4.0.0-canary-6808'}}},
  '@docusaurus/logger': {'4.0.0-canary-6808': {deps: {}}},
  '@docusaurus/tsconfig': {
    '4.0.0-canary-6822': {deps: {}},
    '4.0.0-canary-6808': {deps: {}, peers: {typescript: '>=6.0'}},
  },
};
const lookup: Lookup = (name, version) => {
  const entry = REGISTRY[name]?.[version];
  return Promise.resolve(entry ? {dependencies: entry.deps, peerDependencies: entry.peers ?? {}} : null);
};

describe('rehearse: version picking', () => {
  it('orders canaries newest first, by release then build number, and drops other versions', () => {
    assert.deepEqual(
      canariesNewestFirst(['3.10.2', '3.10.1-canary-6807', '4.0.0-canary-6808', '4.0.0-canary-6822', '4.0.0-alpha.1']),
      ['4.0.0-canary-6822', '4.0.0-canary-6808', '3.10.1-canary-6807'],
    );
  });

  it('skips a canary whose @docusaurus/* closure is not all published, and collects peers', async () => {
    const picked = await pickCanary(
      ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'],
      ['@docusaurus/core', '@docusaurus/tsconfig'],
      lookup,
    );
    assert.ok(picked);
    assert.equal(picked.version, '4.0.0-canary-6808');
    assert.deepEqual(picked.skipped, [{version: '4.0.0-canary-6822', missing: ['@docusaurus/babel']}]);
    assert.deepEqual(picked.packages, [
      '@docusaurus/babel',
      '@docusaurus/core',
      '@docusaurus/logger',
      '@docusaurus/tsconfig',
    ]);
    assert.deepEqual(picked.peers, {
      react: [{range: '^19.3.0', by: '@docusaurus/core'}],
      typescript: [{range: '>=6.0', by: '@docusaurus/tsconfig'}],
    });
    assert.equal(await pickCanary(['4.0.0-canary-6822'], ['@docusaurus/core'], lookup), null);
  });

  it("picks the newest Node of the oldest major line that satisfies core's engines", () => {
    const versions = ['20.19.0', '24.13.0', '24.14.0', '24.21.0', '25.0.0', '26.10.0', '26.11.0-rc.1'];
    assert.equal(pickNode(versions, '>=24.14'), '24.21.0');
    assert.equal(pickNode(versions, '>=25'), '25.0.0');
    assert.equal(pickNode(versions, '>=27'), null);
  });

  it('keeps our range when it fits every peer, else installs the ranges asked', () => {
    assert.equal(rangeForPeers('^19.3.1', ['^19.3.0']), '^19.3.1');
    assert.equal(rangeForPeers('^18.3.1', ['^19.3.0']), '^19.3.0');
    assert.equal(rangeForPeers('~5.9.3', ['>=6.0', '>=6.0']), '^6.0.0');
    assert.equal(rangeForPeers('^17.0.0', ['^18.2.0 || ^19.0.0', '>=18.3']), '^18.3.0');
    assert.deepEqual(
      peerBumps(
        {react: '^18.3.1', typescript: '~5.9.3', clsx: '^2.1.1'},
        {react: [{range: '^19.3.0', by: 'core'}], typescript: [{range: '~5.9.0', by: 'tsconfig'}]},
      ),
      {react: '^19.3.0'},
    );
  });
});

describe('rehearse: the scratch package.json', () => {
  const current = {
    scripts: {build: 'docusaurus build', postinstall: 'patch-package --error-on-fail'},
    dependencies: {'@docusaurus/core': '3.10.2', [SEARCH_PLUGIN]: '0.55.3', react: '^18.3.1'},
    devDependencies: {'@docusaurus/types': '3.10.2', typescript: '~5.9.3'},
    overrides: {'@docsearch/react': '4.7.0'},
  };
  const next = canaryManifest(current, {
    version: '4.0.0-canary-6808',
    closure: ['@docusaurus/core', '@docusaurus/utils'],
    bumps: {react: '^19.3.0', typescript: '>=6.0'},
  });

  it('pins every @docusaurus/* package to the canary and applies the peer bumps', () => {
    assert.deepEqual(next.dependencies, {
      '@docusaurus/core': '4.0.0-canary-6808',
      [SEARCH_PLUGIN]: '0.55.3',
      react: '^19.3.0',
    });
    assert.deepEqual(next.devDependencies, {'@docusaurus/types': '4.0.0-canary-6808', typescript: '>=6.0'});
  });

  it("overrides the search plugin's nested @docusaurus/* packages, keeping other overrides", () => {
    assert.deepEqual(next.overrides, {
      '@docsearch/react': '4.7.0',
      [SEARCH_PLUGIN]: {'@docusaurus/core': '4.0.0-canary-6808', '@docusaurus/utils': '4.0.0-canary-6808'},
    });
    assert.deepEqual(buildOverrides(undefined, '4.0.0-canary-1', ['@docusaurus/logger', 'react']), {
      [SEARCH_PLUGIN]: {'@docusaurus/logger': '4.0.0-canary-1'},
    });
  });

  it('leaves out the postinstall (patches made for the current version), keeps the rest', () => {
    assert.deepEqual(next.scripts, {build: 'docusaurus build'});
    assert.equal(current.scripts.postinstall, 'patch-package --error-on-fail', 'the input was changed');
  });
});

const GUARD_TAP = `TAP version 13
# Subtest: Docusaurus internals we rely on are as checked (notes/INTERNALS.md)
    # Subtest: the lock file exists
    ok 1 - the lock file exists
      ---
      duration_ms: 0.5
      ...
    # Subtest: alias: theme-classic prism-include-languages client module
    not ok 2 - alias: theme-classic prism-include-languages client module
      ---
      duration_ms: 1.2
      location: '/site/tests/unit/internals.test.ts:10:7'
      failureType: 'testCodeFailure'
      error: |-
        
        [internals] REVISIT "alias: theme-classic prism-include-languages client module" (used by src/x.ts):
          - node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js changed (sha256 1, checked 2)
        + actual - expected
      code: 'ERR_ASSERTION'
      stack: |-
        at x (file.js:1:1)
      ...
    # Subtest: requirement: config keys under future (core's config validation knows every key we set)
    not ok 3 - requirement: config keys under future (core's config validation knows every key we set)
      ---
      duration_ms: 1.2
      location: '/site/tests/unit/internals.test.ts:20:7'
      failureType: 'testCodeFailure'
      error: |-
        
        [internals] REVISIT "requirement: config keys under future" (used by docusaurus.config.ts):
          - future.v4.removeLegacyPostBuildHeadAttribute is not a key core's config validation knows
      ...
    1..3
not ok 1 - Docusaurus internals we rely on are as checked (notes/INTERNALS.md)
  ---
  duration_ms: 3.8
  type: 'suite'
  failureType: 'subtestsFailed'
  error: '1 subtest failed'
  ...
# Subtest: /site/tests/unit/internals.test.ts
not ok 2 - /site/tests/unit/internals.test.ts
  ---
  location: '/site/tests/unit/internals.test.ts:1:1'
  failureType: 'testCodeFailure'
  error: 'Cannot find module ''x'''
  ...
`;
const NOTES =
  '| alias: theme-classic prism-include-languages client module | ... | ... | ' +
  'check `tests/browser/code-blocks.test.ts` and `tests/browser/budgets.test.ts` ("the HTML lists every script") |\n';

describe('rehearse: reading failures', () => {
  const failures = tapFailures(GUARD_TAP, '/site');

  it('lists failing tests with their suites, file and message, not the suites that only failed through them', () => {
    assert.deepEqual(
      failures.map((f) => [f.name.split(' > ').pop(), f.file]),
      [
        ['alias: theme-classic prism-include-languages client module', 'tests/unit/internals.test.ts'],
        [
          "requirement: config keys under future (core's config validation knows every key we set)",
          'tests/unit/internals.test.ts',
        ],
        ['/site/tests/unit/internals.test.ts', 'tests/unit/internals.test.ts'],
      ],
    );
    assert.match(failures[0].message, /^\[internals\] REVISIT "alias: theme-classic/);
    assert.ok(!failures[0].message.includes('at x'), 'the stack is part of the message');
    assert.equal(failures[2].message, "Cannot find module 'x'");
  });

  it('takes error blocks out of a build log, or its tail when a failed build printed none', () => {
    const log = 'compiling\n[ERROR] Error: These field(s) ("future.v4.x",) are not recognized\n  at a\n\nafter\n';
    assert.deepEqual(buildErrors(log, true), [
      '[ERROR] Error: These field(s) ("future.v4.x",) are not recognized\n  at a',
    ]);
    assert.deepEqual(buildErrors('all fine\nTypeError: in a warning\n', false), []);
    assert.deepEqual(buildErrors('done\n[ERROR] late\n', false), ['[ERROR] late']);
    assert.deepEqual(buildErrors('one\ntwo', true), ['one\ntwo']);
  });

  it('a named row points at its id, users, cited files, config keys and the browser tests its notes row names', () => {
    const row = namedRow(failures[0], NOTES);
    assert.ok(row);
    assert.equal(row.id, 'alias: theme-classic prism-include-languages client module');
    for (const key of [
      'src/x.ts',
      '@docusaurus/theme-classic/lib/prism-include-languages.js',
      'tests/browser/code-blocks.test.ts',
      'tests/browser/budgets.test.ts::the HTML lists every script',
    ])
      assert.ok(row.keys.includes(key), `no key ${key}: ${JSON.stringify(row.keys)}`);
    assert.ok(namedRow(failures[1], NOTES)?.keys.includes('future.v4.removeLegacyPostBuildHeadAttribute'));
    assert.equal(namedRow(failures[2], NOTES), null, 'a crash of the guard is not a named row');
  });

  it('marks each break NAMED by the row that pointed at it, or NOT NAMED', () => {
    const browser: Failure[] = [
      {name: 'code blocks > copy works', file: 'tests/browser/code-blocks.test.ts', message: 'no button'},
      {name: 'search > finds', file: 'tests/browser/search.test.ts', message: 'timeout'},
      {name: 'budgets > the HTML lists every script it runs', file: 'tests/browser/budgets.test.ts', message: 'only 2'},
      {name: 'budgets > the first search is small', file: 'tests/browser/budgets.test.ts', message: '115 KB'},
    ];
    const breaks = classify(
      {
        install: ['npm install failed'],
        guard: failures,
        build: ['[ERROR] Error: These field(s) ("future.v4.removeLegacyPostBuildHeadAttribute",) are not recognized'],
        browser,
      },
      NOTES,
    );
    assert.deepEqual(
      breaks.map((b) => [b.stage, b.namedBy]),
      [
        ['install', null],
        ['guard', 'alias: theme-classic prism-include-languages client module'],
        ['guard', 'requirement: config keys under future'],
        ['guard', null],
        ['build', 'requirement: config keys under future'],
        ['browser', 'alias: theme-classic prism-include-languages client module'],
        ['browser', null],
        ['browser', 'alias: theme-classic prism-include-languages client module'],
        ['browser', null],
      ],
    );
    const text = summary(breaks);
    assert.match(text, /^9 break\(s\): 5 named by the internals guard, 4 not named/);
    assert.match(text, /\[NAMED: requirement: config keys under future\] \[ERROR\] Error: These field/);
    assert.match(text, /\[NOT NAMED\] tests\/browser\/search\.test\.ts: search > finds/);
  });
});
