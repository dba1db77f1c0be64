import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import sidebars from '../../sidebars';
import {DELIBERATELY_DIFFERENT, LATEST_DIR, listFiles, STABLE_DIR, STABLE_SIDEBAR} from '../../scripts/versioning';

describe('Latest (docs/) and 1.0 (versioned_docs/version-1.0/) hold the same pages', () => {
  const latest = listFiles(LATEST_DIR);
  const stable = listFiles(STABLE_DIR);
  it('have the same files', () => {
    assert.deepEqual(stable, latest, 'run `npm run docs:sync` after adding or removing a page');
  });
  for (const file of latest.filter((f) => !DELIBERATELY_DIFFERENT.includes(f))) {
    it(`${file} is identical in both versions`, () => {
      const a = fs.readFileSync(path.join(LATEST_DIR, file), 'utf8');
      const stableFile = path.join(STABLE_DIR, file);
      assert.ok(fs.existsSync(stableFile), `missing versioned_docs/version-1.0/${file}`);
      assert.equal(fs.readFileSync(stableFile, 'utf8'), a, `run \`npm run docs:sync\` (or list ${file} in DELIBERATELY_DIFFERENT)`);
    });
  }
  it('share the sidebar', () => {
    assert.deepEqual(JSON.parse(fs.readFileSync(STABLE_SIDEBAR, 'utf8')), JSON.parse(JSON.stringify(sidebars)));
  });
  it('lists 1.0 as the only released version', () => {
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8')), ['1.0']);
  });
});
