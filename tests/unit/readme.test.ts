// The README's lists are the repository's: "What is where" names every local plugin of src/plugins and every file of
// config/, and nothing that is not there. The two commands come first.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** The README's bullet that starts with `start`, with the lines that continue it. */
function bullet(start: string): string {
  const lines = readme.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`- ${start}`));
  assert.ok(at >= 0, `README.md has no bullet starting "- ${start}"`);
  const end = lines.findIndex((line, i) => i > at && /^(- |#|$)/.test(line));
  return lines.slice(at, end).join('\n');
}

const codeNames = (text: string) => [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);

describe('README', () => {
  it('opens with the two commands', () => {
    const fence = readme.slice(readme.indexOf('```bash'), readme.indexOf('```', readme.indexOf('```bash') + 3));
    assert.match(fence, /^npm start\b/m);
    assert.match(fence, /^npm test\b/m);
  });

  it('names every local plugin of src/plugins, and no other', () => {
    const plugins = fs
      .readdirSync(path.join(root, 'src', 'plugins'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    assert.ok(plugins.length >= 8, `only ${plugins.length} plugin folders`);
    const listed = bullet('`src/plugins/`')
      .split('\n')
      .flatMap((line) => /^ {2}- `([\w-]+)`:/.exec(line)?.[1] ?? [])
      .sort();
    assert.deepEqual(listed, plugins);
  });

  it('names every file of config/, and no other', () => {
    const files = fs.readdirSync(path.join(root, 'config')).sort();
    const listed = codeNames(bullet('`docusaurus.config.ts`'))
      .filter((name) => /^[\w.]+\.(ts|env)$/.test(name) && name !== 'docusaurus.config.ts')
      .sort();
    assert.deepEqual(listed, files);
  });
});
