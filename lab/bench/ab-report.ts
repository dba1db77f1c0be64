/** Prints the A/B report again from a saved bench-results/ab.json: `npx tsx lab/bench/ab-report.ts [file]`. */
import fs from 'node:fs';
import path from 'node:path';
import {abMarkdown} from './ab';
import {ROOT} from './site';

const file = process.argv[2] ?? path.join(ROOT, 'bench-results', 'ab.json');
const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  runs: number;
  variants: Parameters<typeof abMarkdown>[0];
  errors: string[];
  date: string;
};
const pages = Object.keys(saved.variants[0].values);
console.log(abMarkdown(saved.variants, pages, saved.runs, 0, saved.errors));
