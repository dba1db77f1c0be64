/**
 * Dev server only: a notice on the open page for the content mistakes that Docusaurus reports in the terminal alone
 * (front matter that is not valid YAML or has a value of the wrong type, a duplicate id or URL, a blog post without a
 * truncate marker or with an unlisted tag or author), naming the file and line. It goes away when the file is fixed.
 *
 * The checks are scripts/content/pages.ts's, run again on every change in a content folder. Their findings go to a
 * JSON module that the notice (./notice.ts, a client module) imports, so the bundler's hot update brings them to the
 * page even when Docusaurus's own reload of the content failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPages, contentInstances} from '../../../scripts/content/pages';

/** The module the notice imports. */
export const PROBLEMS_MODULE = '@content-problems';

/** Writes the findings, as paths relative to the site, when they changed (each write is a hot update). */
function writeProblems(siteDir: string, file: string): void {
  const problems = checkPages(siteDir).map((p) => ({...p, file: path.relative(siteDir, p.file)}));
  const json = `${JSON.stringify(problems, null, 2)}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json) return;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, json);
}

/** Content folders being watched, once per process (Docusaurus may build the plugin again on a reload). */
const watched = new Set<string>();

function watchContent(siteDir: string, file: string): void {
  let timer: NodeJS.Timeout | undefined;
  for (const {dir} of contentInstances()) {
    const folder = path.join(siteDir, dir);
    if (watched.has(folder) || !fs.existsSync(folder)) continue;
    watched.add(folder);
    fs.watch(folder, {recursive: true}, () => {
      clearTimeout(timer);
      timer = setTimeout(() => writeProblems(siteDir, file), 100);
    });
  }
}

export default function contentProblemsPlugin(context: LoadContext): Plugin {
  // Not under node_modules: the bundler takes files there for unchanging and would miss the updates.
  const file = path.join(context.generatedFilesDir, 'laravext-content-problems', 'problems.json');
  return {
    name: 'laravext-content-problems',
    getClientModules: () => [path.join(__dirname, 'notice.ts')],
    // Called when the bundler is set up, in the dev server: other commands that load the config in development
    // (docs:version) never start the watchers, which would keep them running (a recursive watch ignores unref()).
    configureWebpack: () => {
      writeProblems(context.siteDir, file);
      watchContent(context.siteDir, file);
      return {resolve: {alias: {[PROBLEMS_MODULE]: file}}};
    },
  };
}
