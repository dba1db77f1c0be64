/**
 * Who may import whom. The tools in `scripts/` and the lab (`lab/`) never import from `tests/`: what they share lives
 * in `scripts/lib/`. The site never imports the lab, a package of its own installed only when used. Imports run one
 * way: `src/` (the site) imports nothing from `scripts/`, `tests/`, `lab/` or `config/` (the config imports the site,
 * and the tools import both), and no files import each other in a circle.
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
import ts from 'typescript';
import {globSync} from 'tinyglobby';

const root = path.resolve(__dirname, '../..');

/** The files each file imports (static, type-only, re-exports, `import()`, `require()`), as written. */
function specifiers(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** The repository file a specifier names (relative, or `@site/...`), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@site/')
    ? path.join(root, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(path.join(root, from)), specifier)
      : null;
  if (base === null) return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  return path.relative(root, base);
}

const SOURCES = '**/*.{ts,tsx,mjs}';
const top = (file: string) => file.split(path.sep)[0];

/** Every circle a depth-first walk meets: a file met again while it is still on the path closes one. */
function circlesIn(edges: Map<string, string[]>): string[] {
  const done = new Set<string>();
  const circles: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (trail.includes(file)) {
      circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of edges.keys()) visit(file, []);
  return circles;
}

describe('import boundaries', () => {
  it('scripts/ imports nothing from tests/', () => {
    const files = globSync(['scripts/**/*.{ts,mjs,js}'], {cwd: root});
    assert.ok(files.length > 10, `only ${files.length} files found`);
    const importing = files.filter((file) => specifiers(file).some((s) => top(resolve(file, s) ?? '') === 'tests'));
    assert.deepEqual(importing, []);
  });

  it('lab/ imports nothing from tests/, and the site imports nothing from lab/', () => {
    const importsFrom = (file: string, dir: string) =>
      specifiers(file).some((s) => top(resolve(file, s) ?? '') === dir);
    const lab = globSync([`lab/${SOURCES}`], {cwd: root, ignore: ['lab/node_modules/**']});
    assert.ok(lab.length > 20, `only ${lab.length} lab files found`);
    assert.deepEqual(
      lab.filter((file) => importsFrom(file, 'tests')),
      [],
    );
    const site = globSync([`{src,config,scripts,tests}/${SOURCES}`, '*.ts'], {cwd: root});
    assert.deepEqual(
      site.filter((file) => importsFrom(file, 'lab')),
      [],
    );
  });

  it('src/ imports nothing from scripts/, tests/, lab/ or config/', () => {
    const files = globSync([`src/${SOURCES}`], {cwd: root});
    assert.ok(files.length > 50, `only ${files.length} files found`);
    const found = files.flatMap((file) =>
      specifiers(file)
        .map((s) => resolve(file, s))
        .filter((target) => target !== null && ['scripts', 'tests', 'lab', 'config'].includes(top(target)))
        .map((target) => `${file} imports ${target}`),
    );
    assert.deepEqual(found, []);
  });

  it('no files import each other in a circle', () => {
    const files = globSync([`{src,config,scripts,lab}/${SOURCES}`, `tests/support/${SOURCES}`, '*.ts'], {
      cwd: root,
      ignore: ['lab/node_modules/**'],
    });
    assert.ok(files.length > 100, `only ${files.length} files found`);
    const known = new Set(files);
    const edges = new Map(
      files.map((file) => [
        file,
        specifiers(file)
          .map((s) => resolve(file, s))
          .filter((t): t is string => t !== null && known.has(t)),
      ]),
    );
    assert.deepEqual(circlesIn(edges), []);
  });

  it('finds a circle when there is one', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
    ]);
    assert.deepEqual(circlesIn(edges), ['a → b → c → a']);
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
