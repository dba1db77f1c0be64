/**
 * `node scripts/check-content.mjs [files...]` (`npm run check -- [files...]`): every content check on the given files
 * (default: all content), each problem as `file:line: message`. What it checks: notes/WRITING.md, "Checks".
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkFile, type Problem} from './checks';
import {listContentFiles} from './extract';
import {checkSite} from './site';
import {typecheckSamples} from './typecheck';

const root = path.resolve(__dirname, '../..');

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const files = args.length ? args.map((f) => path.resolve(f)) : listContentFiles(root);
  const missing = files.filter((f) => !fs.existsSync(f));
  if (missing.length) {
    for (const f of missing) console.log(`${path.relative(root, f)}: no such file`);
    return 1;
  }
  const problems: Problem[] = [
    ...files.flatMap((file) => checkFile(file)),
    ...typecheckSamples(files.map((file) => ({file, source: fs.readFileSync(file, 'utf8')}))),
    ...(await checkSite(files)),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const p of problems) console.log(`${path.relative(root, p.file)}:${p.line}: ${p.message}`);
  const count = problems.length;
  console.log(count ? `${count} problem(s) in ${files.length} file(s)` : `No problems in ${files.length} file(s)`);
  return count ? 1 : 0;
}

void main().then((code) => process.exit(code));
