/** `node scripts/check-content.mjs [files...]`: runs the content checks on the given files (default: all content). */
import path from 'node:path';
import fs from 'node:fs';
import {checkFile, type Problem} from './checks';
import {typecheckSamples} from './typecheck';
import {listContentFiles} from './extract';

const root = path.resolve(__dirname, '../..');
const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : listContentFiles(root);
const problems: Problem[] = files.flatMap((file) => checkFile(file));
problems.push(...typecheckSamples(files.map((file) => ({file, source: fs.readFileSync(file, 'utf8')}))));
const count = problems.length;
for (const p of problems) console.log(`${path.relative(root, p.file)}:${p.line}: ${p.message}`);
console.log(count ? `${count} problem(s) in ${files.length} file(s)` : `No problems in ${files.length} file(s)`);
process.exit(count ? 1 : 0);
