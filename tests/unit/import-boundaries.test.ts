/**
 * Who may import whom. The tools in `scripts/` and the lab (`lab/`) never import from `tests/`: what they share lives
 * in `scripts/lib/`. The site never imports the lab, a package of its own installed only when used.
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

  it('lab/ imports nothing from tests/, and the site imports nothing from lab/', () => {
    const importsFrom = (file: string, dir: string) =>
      new RegExp(`(?:from\\s+|import\\(\\s*|require\\(\\s*)['"](?:\\.\\.\\/)+${dir}\\/`).test(
        fs.readFileSync(path.join(root, file), 'utf8'),
      );
    const lab = globSync(['lab/**/*.{ts,mjs}'], {cwd: root, ignore: ['lab/node_modules/**']});
    assert.ok(lab.length > 20, `only ${lab.length} lab files found`);
    assert.deepEqual(
      lab.filter((file) => importsFrom(file, 'tests')),
      [],
    );
    const site = globSync(['{src,config,scripts,tests}/**/*.{ts,tsx,mjs}', '*.ts'], {cwd: root});
    assert.deepEqual(
      site.filter((file) => importsFrom(file, 'lab')),
      [],
    );
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
