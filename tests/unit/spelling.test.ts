import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {it} from 'node:test';

const root = path.resolve(__dirname, '../..');

it('the prose of docs, blog, community and pages is spelled right (cspell with cspell.json)', () => {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'cspell'),
    [
      'lint',
      '--no-progress',
      '--no-summary',
      '--no-color',
      '--config',
      'cspell.json',
      'docs/**/*.mdx',
      'versioned_docs/**/*.mdx',
      'blog/**/*.mdx',
      'community/**/*.mdx',
      'src/pages/**/*.tsx',
      'src/components/**/*.ts*',
      'src/plugins/*/components/**/*.ts*',
    ],
    {cwd: root, encoding: 'utf8'},
  );
  assert.equal(
    result.status,
    0,
    `Unknown words (add real ones to cspell.json "words"):\n${result.stdout}${result.stderr}`,
  );
});
