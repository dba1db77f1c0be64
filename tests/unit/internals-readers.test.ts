// The internals guard's own text readers (tests/support/internals, scripts/lib/configKeys.ts): config keys, engines,
// swizzle configs, the chunk global. They read Docusaurus's files as text, so a change there shows here first.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {chunkGlobalOf} from '../support/chunkGlobal';
import {futureKeyProblems, ourFutureKeys, rejectedFutureKeys, withoutFutureKeys} from '../../scripts/lib/configKeys';
import {nodeEngineProblems, reactPeerProblems} from '../support/internals/requirements';
import {readSwizzleConfig} from '../support/internals/swizzleConfig';

describe('internals guard: its text readers (tests/support/internals)', () => {
  const VALIDATION = `
const FASTER = Joi.alternatives().try(Joi.object({ swcJsLoader: Joi.boolean() }), Joi.boolean());
const FUTURE_V4_SCHEMA = utils_validation_1.Joi.alternatives()
    .try(utils_validation_1.Joi.object({ useCssCascadeLayers: Joi.boolean() }), Joi.boolean());
const FUTURE_CONFIG_SCHEMA = utils_validation_1.Joi.object({
    v4: FUTURE_V4_SCHEMA,
    faster: FASTER,
    experimental_faster: Joi.any().forbidden().messages({
        'any.unknown': \`The config \${logger_1.default.code('future.experimental_faster')} has been renamed.\`,
    }),
}).optional();`;

  it('names future keys the validation does not know or forbids, and passes known ones', () => {
    const ok = `export default {future: {v4: {useCssCascadeLayers: true}, faster: {swcJsLoader: true}}};`;
    assert.deepEqual(ourFutureKeys(ok), [
      'future.v4',
      'future.v4.useCssCascadeLayers',
      'future.faster',
      'future.faster.swcJsLoader',
    ]);
    assert.deepEqual(futureKeyProblems(ok, VALIDATION), []);
    const bad = `const config = {future: {v4: {removeLegacyPostBuildHeadAttribute: true}, experimental_faster: 1}};`;
    assert.deepEqual(futureKeyProblems(bad, VALIDATION), [
      "future.v4.removeLegacyPostBuildHeadAttribute is not a key core's config validation knows " +
        '(knows: useCssCascadeLayers)',
      "future.experimental_faster is rejected by core's config validation: " +
        'The config future.experimental_faster has been renamed.',
    ]);
    assert.match(futureKeyProblems(ok, 'const X = 1;')[0], /no FUTURE_CONFIG_SCHEMA/);
  });

  it('cuts rejected keys out of a config for the scratch copy, with their commas, and nothing else', () => {
    const config = [
      'export default {',
      '  future: {',
      '    v4: {',
      '      removeLegacyPostBuildHeadAttribute: true,',
      '      useCssCascadeLayers: true,',
      '    },',
      '    experimental_faster: 1,',
      '  },',
      '  title: "x",',
      '};',
    ].join('\n');
    const keys = rejectedFutureKeys(config, VALIDATION);
    assert.deepEqual(keys, ['future.v4.removeLegacyPostBuildHeadAttribute', 'future.experimental_faster']);
    const cut = withoutFutureKeys(config, keys);
    assert.deepEqual(futureKeyProblems(cut, VALIDATION), []);
    assert.equal(
      cut,
      'export default {\n  future: {\n    v4: {\n      useCssCascadeLayers: true,\n    },\n  },\n  title: "x",\n};',
    );
  });

  it("names a Node or React outside core's engines and peers", () => {
    const core = {
      version: '4.0.0-canary-6808',
      engines: {node: '>=24.14'},
      peerDependencies: {react: '^19.3.0', 'react-dom': '^19.3.0'},
    };
    assert.deepEqual(nodeEngineProblems(core, {engines: {node: '>=24.14'}}, '24.21.0'), []);
    const problems = nodeEngineProblems(core, {engines: {node: '>=20.0'}}, '20.20.2');
    assert.equal(problems.length, 2);
    assert.match(
      problems[0],
      /^Node 20\.20\.2 runs this, but @docusaurus\/core 4\.0\.0-canary-6808 wants node >=24\.14/,
    );
    assert.match(problems[1], /engines\.node ">=20\.0" allows Node versions/);
    assert.deepEqual(reactPeerProblems(core, {react: '19.3.1', 'react-dom': '19.3.1'}), []);
    assert.match(
      reactPeerProblems(core, {react: '18.3.1', 'react-dom': '19.3.1'}).join(),
      /react 18\.3\.1 is installed, .* wants \^19\.3\.0 \(major 19\)/,
    );
  });

  it('reads a swizzle config as text without loading the theme, and an absent one as empty', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swizzle-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('package.json', '{"main": "lib/index.js"}');
    fs.mkdirSync(path.join(dir, 'lib'));
    // An entry that would throw if loaded.
    write(
      'lib/index.js',
      `require('does-not-exist');\nexports.getSwizzleConfig = require('./getSwizzleConfig').default;`,
    );
    write(
      'lib/getSwizzleConfig.js',
      'function getSwizzleConfig() {\n' +
        "  return {components: {TOC: {actions: {eject: 'unsafe', wrap: 'safe'}, description: 'x'}}};\n}",
    );
    assert.deepEqual(readSwizzleConfig(dir).components.TOC.actions, {eject: 'unsafe', wrap: 'safe'});
    write('lib/getSwizzleConfig.js', `exports.getSwizzleConfig = () => buildIt();`);
    assert.throws(() => readSwizzleConfig(dir), /not a literal object returned by getSwizzleConfig/);
    write('lib/index.js', 'module.exports = function plugin() {};');
    fs.rmSync(path.join(dir, 'lib/getSwizzleConfig.js'));
    assert.deepEqual(readSwizzleConfig(dir), {components: {}});
    fs.rmSync(dir, {recursive: true});
  });

  it('finds the chunk global of webpack/Rspack 1 and of Rspack 2, and nothing else', () => {
    assert.deepEqual(chunkGlobalOf('(self.webpackChunklaravext_website=self.webpackChunklaravext_website||[]).push'), {
      object: 'self',
      name: 'webpackChunklaravext_website',
    });
    assert.deepEqual(chunkGlobalOf('(globalThis.rspackChunklaravext_website||=[]).push'), {
      object: 'globalThis',
      name: 'rspackChunklaravext_website',
    });
    assert.equal(chunkGlobalOf('(self.someOtherGlobal=[]).push'), null);
  });
});
