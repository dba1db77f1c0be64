/**
 * `npm run build` runs Docusaurus under `node --optimize-for-size`: V8 then collects garbage sooner instead of growing
 * the heap, and the cold build's peak memory drops from about 1 GB to under 700 MB, for about 10 s more build time
 * on 2 cores (lab/bench/README.md, "Writers results"). The benchmark measures the command the script gives
 * (lab/tests/bench-build.test.ts).
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('the build script', () => {
  it('runs docusaurus build under --optimize-for-size, with its own generated files, then the post-build step', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: {build: string}};
    assert.equal(
      pkg.scripts.build,
      'node --optimize-for-size --env-file=config/build.env node_modules/@docusaurus/core/bin/docusaurus.mjs build' +
        ' && tsx scripts/postbuild.ts',
    );
    assert.match(
      fs.readFileSync(path.join(root, 'config/build.env'), 'utf8'),
      /^DOCUSAURUS_GENERATED_FILES_DIR_NAME=/m,
    );
    assert.ok(fs.existsSync(path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')));
  });
});
