/**
 * Dev server only: a notice on the open page for the content mistakes that Docusaurus reports in the terminal alone
 * (front matter that is not valid YAML or has a value of the wrong type, a duplicate id or URL, a blog post without a
 * truncate marker or with an unlisted tag or author), and for a page of `docs/` whose stable copy is now stale, naming
 * the file and line. It goes away when the file is fixed.
 *
 * The checks are ./lib's, run in `loadContent`: Docusaurus's watcher (chokidar, on the paths `getPathsToWatch` gives)
 * runs it again on every change in a content folder, however the editor saves. The findings go to a JSON module that
 * the notice (./notice.ts, a client module) imports, so the bundler's hot update brings them to the page even when
 * Docusaurus's own reload of the content failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPages, type Instance, type VersionedCopy} from './lib/pages';
import type {Problem} from './lib/problem';
import {staleCopies} from './lib/versionedCopies';

/** The module the notice imports. */
export const PROBLEMS_MODULE = '@content-problems';

export interface ContentChecksOptions {
  instances: readonly Instance[];
  copy?: VersionedCopy;
}

/** What the notice shows: mistakes that keep Docusaurus from loading a page, and stale stable copies. */
export interface Findings {
  cannotLoad: Problem[];
  stale: Problem[];
}

/** Writes the findings, as paths relative to the site, when they changed (each write is a hot update). */
function writeFindings(siteDir: string, file: string, options: ContentChecksOptions): void {
  const relative = (problems: Problem[]) => problems.map((p) => ({...p, file: path.relative(siteDir, p.file)}));
  const site = {root: siteDir, ...options};
  const findings: Findings = {
    cannotLoad: relative(checkPages(site)),
    stale: relative(options.copy ? staleCopies(siteDir, options.copy) : []),
  };
  const json = `${JSON.stringify(findings, null, 2)}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json) return;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, json);
}

export default function contentChecksPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as ContentChecksOptions;
  // Not under node_modules: the bundler takes files there for unchanging and would miss the updates.
  const file = path.join(context.generatedFilesDir, 'laravext-content-problems', 'problems.json');
  const folders = [...options.instances.map((i) => i.dir), ...(options.copy ? [options.copy.stable] : [])];
  return {
    name: 'laravext-content-checks',
    getClientModules: () => [path.join(__dirname, 'notice.ts')],
    // Every file of every content folder: pages, blog/tags.yml and authors.yml, and the stable copies.
    getPathsToWatch: () => [...new Set(folders)].map((dir) => path.join(context.siteDir, dir, '**/*')),
    // Synchronous and fast (no Markdown is parsed): Docusaurus reloads this plugin and the docs plugin side by side
    // on a change in docs/, and the reload that ends last writes the site's routes.
    loadContent: () => writeFindings(context.siteDir, file, options),
    configureWebpack: () => ({resolve: {alias: {[PROBLEMS_MODULE]: file}}}),
  };
}
