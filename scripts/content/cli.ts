/** `node scripts/check-content.mjs [files...]`: runs the content checks on the given files (default: all content). */
import path from 'node:path';
import {checkFile} from './checks';
import {listContentFiles} from './extract';

const root = path.resolve(__dirname, '../..');
const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : listContentFiles(root);
let count = 0;
for (const file of files) {
  for (const p of checkFile(file)) {
    count += 1;
    console.log(`${path.relative(root, p.file)}:${p.line}: ${p.message}`);
  }
}
console.log(count ? `${count} problem(s) in ${files.length} file(s)` : `No problems in ${files.length} file(s)`);
process.exit(count ? 1 : 0);
