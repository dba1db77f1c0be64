// The repository's own Markdown (READMEs, notes, the lab's results; not the site's content) stays quick to skim and
// true: no prose line over 120 characters, no table cell over 200, READMEs within their length, and every repository
// path a note names in backticks exists.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {globSync} from 'tinyglobby';
import * as budgets from '../../scripts/lib/budgets';

const root = path.resolve(__dirname, '../..');

/** The content folders (the site's pages, checked by the content checks) and what tools write. */
const NOT_RECORDS = [
  'node_modules/**',
  '**/node_modules/**',
  'docs/**',
  'versioned_docs/**',
  'blog/**',
  'community/**',
  'build/**',
  '.docusaurus/**',
  'bench-results/**',
  '.scratch/**',
  'deploy/nginx/generated/**',
];

const RECORDS = globSync(['**/*.md'], {cwd: root, ignore: NOT_RECORDS, dot: true}).sort();

/** The longest a README may be, in lines: the repository's, a subsystem's (src/plugins/*), any other. */
const README_LINES = {root: 150, subsystem: 60, other: 100} as const;

const PROSE_WIDTH = 120;
const CELL_WIDTH = 200;

/** The lines of `text` outside fenced code blocks, with their 1-based numbers. */
function outsideCode(text: string): {line: string; n: number}[] {
  let fence: string | null = null;
  const out: {line: string; n: number}[] = [];
  text.split('\n').forEach((line, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (m && (fence === null || m[1].startsWith(fence))) fence = fence === null ? m[1] : null;
    else if (fence === null) out.push({line, n: i + 1});
  });
  return out;
}

const isTableRow = (line: string) => line.trimStart().startsWith('|');
const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** Top-level names of the repository a path in a note may start with. */
const TOP = new Set(fs.readdirSync(root).filter((n) => !['node_modules', 'build', '.git'].includes(n)));
/** Where paths are made by tools or live outside git: a note may name them without their being here. */
const MADE_BY_TOOLS = /^(build|bench-results|\.scratch|\.docusaurus|node_modules|deploy\/nginx\/generated)(\/|$)/;

/** The repository paths `text` names in backticks: relative to the note's folder or to the repository. */
export function namedPaths(text: string): string[] {
  const names = new Set<string>();
  for (const {line} of outsideCode(text)) {
    for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) {
      const p = code.replace(/[.,:;]$/, '').replace(/#.*$/, '');
      if (/[<>*{}$=()'"]|^-|^\.\.?$|^https?:|^@|^[a-z]+:/.test(p)) continue;
      const looksLikePath =
        p.includes('/') || /\.(ts|tsx|mjs|js|json|md|mdx|css|yml|conf|svg|png|ico|txt|patch)$/.test(p);
      if (looksLikePath) names.add(p);
    }
  }
  return [...names];
}

/**
 * The named paths of `file` that do not exist. A path is checked when its first part is a top-level entry of the
 * repository, or a folder beside the note (`theme/DocSidebar` in a plugin's README); URL paths (`/docs/...`) and
 * bare file names are not paths of the repository.
 */
function missingPaths(file: string): string[] {
  const dir = path.dirname(path.join(root, file));
  return namedPaths(fs.readFileSync(path.join(root, file), 'utf8')).filter((p) => {
    const clean = p.replace(/\/$/, '');
    if (clean.startsWith('/') || !clean.includes('/') || MADE_BY_TOOLS.test(clean)) return false;
    const first = clean.split('/')[0];
    if (TOP.has(first)) return !fs.existsSync(path.join(root, clean));
    const beside = path.join(dir, first);
    if (dir !== root && fs.existsSync(beside) && fs.statSync(beside).isDirectory())
      return !fs.existsSync(path.join(dir, clean));
    return false;
  });
}

describe('records', () => {
  it('finds the notes it checks', () => {
    assert.ok(RECORDS.includes('README.md') && RECORDS.length > 10, `only ${RECORDS.join(', ')}`);
  });

  it(`no prose line over ${PROSE_WIDTH} characters (code, table rows and lines with a URL aside)`, () => {
    const long = RECORDS.flatMap((file) =>
      outsideCode(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter(({line}) => line.length > PROSE_WIDTH && !isTableRow(line) && !/https?:\/\//.test(line))
        .map(({n, line}) => `${file}:${n} (${line.length})`),
    );
    assert.deepEqual(long, []);
  });

  it(`no table cell over ${CELL_WIDTH} characters`, () => {
    const wide = RECORDS.flatMap((file) =>
      outsideCode(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter(({line}) => isTableRow(line))
        .flatMap(({line, n}) =>
          cellsOf(line)
            .filter((c) => c.length > CELL_WIDTH)
            .map((c) => `${file}:${n} (${c.length})`),
        ),
    );
    assert.deepEqual(wide, []);
  });

  it('READMEs within their length', () => {
    const over = RECORDS.filter((f) => path.basename(f) === 'README.md').flatMap((file) => {
      const limit =
        file === 'README.md'
          ? README_LINES.root
          : file.startsWith('src/plugins/')
            ? README_LINES.subsystem
            : README_LINES.other;
      const lines = fs.readFileSync(path.join(root, file), 'utf8').trimEnd().split('\n').length;
      return lines > limit ? [`${file}: ${lines} lines, at most ${limit}`] : [];
    });
    assert.deepEqual(over, []);
  });

  it('every path a note names exists', () => {
    const missing = RECORDS.flatMap((file) => missingPaths(file).map((p) => `${file}: ${p}`));
    assert.deepEqual(missing, []);
  });

  it('a budget stated in a note is the one the code holds (scripts/lib/budgets.ts)', () => {
    const held = Object.values(budgets)
      .filter((v): v is number => typeof v === 'number')
      .map((bytes) => bytes / 1024);
    assert.ok(held.length >= 3, 'no budget found in scripts/lib/budgets.ts');
    // Dated results record what was true on their day.
    const notes = RECORDS.filter((f) => !f.startsWith('lab/bench/results/'));
    const drifted = notes.flatMap((file) =>
      outsideCode(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter(({line}) => /budget/i.test(line))
        .flatMap(({line, n}) =>
          [...line.matchAll(/(\d+(?:\.\d+)?) ?KB/g)]
            .map((m) => Number(m[1]))
            .filter((kb) => !held.includes(kb))
            .map((kb) => `${file}:${n}: ${kb} KB beside "budget", but the budgets are ${held.join(', ')} KB`),
        ),
    );
    assert.deepEqual(drifted, []);
  });

  it('the path check sees a missing path, and skips what tools make', () => {
    assert.deepEqual(namedPaths('See `src/nothing/here.ts`, `build/` and `npm test`.'), [
      'src/nothing/here.ts',
      'build/',
    ]);
  });
});
