/**
 * Pages are written in `docs/` (Latest) and copied to the stable version's folder by `npm run docs:sync`
 * (scripts/sync-versioned-docs.ts): a page edited since, added or removed without a sync makes the copy stale.
 * Paths listed as deliberately different may differ (config/content.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import type {VersionedCopy} from './pages';
import type {Problem} from './problem';

/** Every file under `dir`, as sorted paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return globSync('**', {cwd: dir, dot: true}).sort();
}

const SYNC = 'run `npm run docs:sync`';

/** The first line where two texts differ (1-based). */
function firstDifference(a: string, b: string): number {
  const x = a.split('\n');
  const y = b.split('\n');
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  return i + 1;
}

/**
 * Each file of the latest folder whose stable copy is missing or differs, at its first differing line, and each copy
 * whose page is gone. `files`: only the findings on these files (and on the copies of these files).
 */
export function staleCopies(root: string, copy: VersionedCopy, files?: readonly string[]): Problem[] {
  const latestDir = path.join(root, copy.latest);
  const stableDir = path.join(root, copy.stable);
  const keep = new Set(copy.deliberatelyDifferent);
  const allowed = `or list it as deliberately different in config/content.ts`;
  const problems: Problem[] = [];
  const latest = listFiles(latestDir);
  for (const rel of latest) {
    if (keep.has(rel)) continue;
    const file = path.join(latestDir, rel);
    const stable = path.join(stableDir, rel);
    const there = `${copy.stable}/${rel.split(path.sep).join('/')}`;
    if (!fs.existsSync(stable)) {
      problems.push({file, line: 1, message: `no copy in ${copy.stable}/ for the stable version: ${SYNC}`});
      continue;
    }
    const a = fs.readFileSync(file);
    const b = fs.readFileSync(stable);
    if (a.equals(b)) continue;
    const line = firstDifference(a.toString('utf8'), b.toString('utf8'));
    problems.push({file, line, message: `its stable copy ${there} differs from here on: ${SYNC} (${allowed})`});
  }
  const inLatest = new Set(latest);
  for (const rel of listFiles(stableDir)) {
    if (keep.has(rel) || inLatest.has(rel)) continue;
    const message = `no page ${copy.latest}/${rel.split(path.sep).join('/')} for this copy: ${SYNC} (it removes it)`;
    problems.push({file: path.join(stableDir, rel), line: 1, message});
  }
  if (!files) return problems;
  const wanted = new Set(files.map((f) => path.resolve(f)));
  const pairOf = (f: string) => {
    const rel = path.relative(latestDir, f);
    return rel.startsWith('..') ? path.join(latestDir, path.relative(stableDir, f)) : path.join(stableDir, rel);
  };
  return problems.filter((p) => wanted.has(p.file) || wanted.has(pairOf(p.file)));
}
