/**
 * Who may import whom. The tools in `scripts/` never import from `tests/`: what both use lives in `scripts/lib/`.
 *
 * The browser tests read the site's settings from `config/`, never from docusaurus.config.ts: loading that file loads
 * every plugin, and `npm run rehearse:next` runs the browser tests against a Docusaurus canary under which a plugin
 * may not load at all (the search plugin did not, with ERR_PACKAGE_PATH_NOT_EXPORTED), failing a whole test file for a
 * reason that has nothing to do with what it tests.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';

const root = path.resolve(__dirname, '../..');

describe('import boundaries', () => {
  it('scripts/ imports nothing from tests/', () => {
    const files = globSync(['scripts/**/*.{ts,mjs,js}'], {cwd: root});
    assert.ok(files.length > 10, `only ${files.length} files found`);
    const importing = files.filter((file) =>
      /(?:from\s+|import\(\s*|require\(\s*)['"](?:\.\.\/)+tests\//.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    assert.deepEqual(importing, []);
  });

  it('browser tests do not import docusaurus.config.ts', () => {
    const files = globSync(['tests/browser/**/*.ts', 'tests/support/**/*.ts', 'tests/nginx/**/*.ts'], {cwd: root});
    assert.ok(files.length > 10, `only ${files.length} files found`);
    const importing = files.filter((file) =>
      /from\s+['"][./]*docusaurus\.config(\.ts)?['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    assert.deepEqual(importing, []);
  });
});
