// The README's "What is where" names every local plugin: the folders of src/plugins are the list, the README is
// checked against them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const root = path.resolve(__dirname, '../..');

describe('README', () => {
  it('names every local plugin of src/plugins', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const row = readme.split('\n').find((line) => line.includes('`src/plugins/`')) ?? '';
    const plugins = fs
      .readdirSync(path.join(root, 'src', 'plugins'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    assert.ok(plugins.length >= 8, `only ${plugins.length} plugin folders`);
    assert.deepEqual(
      plugins.filter((name) => !row.includes(`\`${name}\``)),
      [],
    );
  });
});
