import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import sidebars from '../../sidebars';
import {SITE_DIR, VERSIONS, versionDocsDir, versionSidebarFile} from '../../config/versions';
import {
  DELIBERATELY_DIFFERENT,
  LATEST_DIR,
  listFiles,
  STABLE_DIR,
  STABLE_SIDEBAR,
  STABLE_VERSION,
} from '../../scripts/versioning';

describe(`Latest (docs/) and ${STABLE_VERSION} (${path.relative(SITE_DIR, STABLE_DIR)}/) hold the same pages`, () => {
  const latest = listFiles(LATEST_DIR);
  const stable = listFiles(STABLE_DIR);
  it('have the same files', () => {
    assert.deepEqual(stable, latest, 'run `npm run docs:sync` after adding or removing a page');
  });
  for (const file of latest.filter((f) => !DELIBERATELY_DIFFERENT.includes(f))) {
    it(`${file} is identical in both versions`, () => {
      const a = fs.readFileSync(path.join(LATEST_DIR, file), 'utf8');
      const stableFile = path.join(STABLE_DIR, file);
      assert.ok(fs.existsSync(stableFile), `missing ${path.relative(SITE_DIR, stableFile)}`);
      assert.equal(
        fs.readFileSync(stableFile, 'utf8'),
        a,
        `run \`npm run docs:sync\` (or list ${file} in DELIBERATELY_DIFFERENT)`,
      );
    });
  }
  it('share the sidebar', () => {
    assert.deepEqual(JSON.parse(fs.readFileSync(STABLE_SIDEBAR, 'utf8')), JSON.parse(JSON.stringify(sidebars)));
  });
  it('every release in versions.json has its docs and sidebar, the stable one first', () => {
    assert.equal(VERSIONS[0], STABLE_VERSION);
    for (const version of VERSIONS) {
      assert.ok(fs.existsSync(path.join(SITE_DIR, versionDocsDir(version))), `missing ${versionDocsDir(version)}`);
      assert.ok(
        fs.existsSync(path.join(SITE_DIR, versionSidebarFile(version))),
        `missing ${versionSidebarFile(version)}`,
      );
    }
  });
});
