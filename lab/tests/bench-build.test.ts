// The benchmark times the site's own `npm run build`: the Node flags and env file of the script count in what it
// measures (lab/bench/build.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {docusaurusBin, docusaurusBuildArgs} from '../bench/build';

const root = path.resolve(__dirname, '../..');

function siteWithBuildScript(build: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-build-script-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({scripts: {build}}));
  return dir;
}

describe('the benchmark build', () => {
  it('is what the benchmark runs: this Node, the flags, the script file of the site measured', () => {
    assert.deepEqual(docusaurusBuildArgs(root), [
      process.execPath,
      '--optimize-for-size',
      `--env-file=${path.join(root, 'config/build.env')}`,
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
    ]);
    const stock = siteWithBuildScript('docusaurus build');
    assert.deepEqual(docusaurusBuildArgs(stock), [process.execPath, docusaurusBin(stock), 'build']);
    assert.throws(() => docusaurusBuildArgs(siteWithBuildScript('rm -rf build && docusaurus build')), /neither node/);
  });
});
