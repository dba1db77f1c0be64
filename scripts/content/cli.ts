/**
 * `node scripts/check-content.mjs [files...]` (`npm run check -- [files...]`): every content check on the given files
 * (default: all content), each problem as `file:line: message`. What it checks: notes/WRITING.md, "Which check
 * catches what".
 *
 * `--build`: only the checks of mistakes that stop the build (front matter, ids and URLs, blog rules, links, anchors,
 * images), without compiling: `npm run build` runs them first (`prebuild`), so a broken link is named by file and line
 * before the build starts, not by the URL of the built page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkFile} from '../../src/plugins/content-checks/lib/checks';
import {listContentFiles} from '../../src/plugins/content-checks/lib/extract';
import {byPlace, formatProblem, type Problem} from '../../src/plugins/content-checks/lib/problem';
import {checkSite} from '../../src/plugins/content-checks/lib/site';
import {typecheckSamples} from '../../src/plugins/content-checks/lib/typecheck';
import {staleCopies} from '../../src/plugins/content-checks/lib/versionedCopies';
import {contentSite, SITE_REMARK_PLUGINS} from '../../config/content';

const site = contentSite();
const {root} = site;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const buildOnly = args.includes('--build');
  const named = args.filter((a) => a !== '--build');
  const files = named.length ? named.map((f) => path.resolve(f)) : listContentFiles(root);
  const missing = files.filter((f) => !fs.existsSync(f));
  if (missing.length) {
    for (const f of missing) console.log(`${path.relative(root, f)}: no such file`);
    return 1;
  }
  const problems: Problem[] = (
    buildOnly
      ? await checkSite(files, site, {compile: false})
      : [
          ...files.flatMap((file) => checkFile(file)),
          ...typecheckSamples(
            files.map((file) => ({file, source: fs.readFileSync(file, 'utf8')})),
            root,
          ),
          ...(await checkSite(files, site, {remarkPlugins: SITE_REMARK_PLUGINS})),
          ...(site.copy ? staleCopies(root, site.copy, named.length ? files : undefined) : []),
        ]
  ).sort(byPlace);
  for (const p of problems) console.log(formatProblem(root, p));
  const count = problems.length;
  const what = buildOnly ? ' (the checks the build makes; `npm run check` makes them all)' : '';
  console.log(
    count ? `${count} problem(s) in ${files.length} file(s)${what}` : `No problems in ${files.length} file(s)${what}`,
  );
  return count ? 1 : 0;
}

void main().then((code) => process.exit(code));
