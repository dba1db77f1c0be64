/**
 * The config's `markdown.parseFrontMatter` hook (Docusaurus's documented one), for two things:
 * - a front matter slip in a doc (YAML that does not parse, a value of the wrong type) is told as
 *   `file:line: what is wrong` (src/plugins/content-checks/lib/pages.ts) before Docusaurus's own report: the build
 *   stops there, without the stack of Docusaurus's wrapping errors (`npm run build` names every slip even before,
 *   in its `prebuild` step); the dev server reports a failed reload with its stack after the line, and the page's
 *   notice names it too (src/plugins/content-checks);
 * - every blog post gets its generated social card (src/plugins/social-cards) as the front matter's `image`, unless the
 *   post names one itself: the theme then points `og:image` and `twitter:image` at it.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {blogCardPath} from '../src/plugins/social-cards/cardPath';
import {frontMatterProblems, problemsError} from '../src/plugins/content-checks/lib/pages';
import type {Problem} from '../src/plugins/content-checks/lib/problem';
import {CONTENT_INSTANCES} from './content';
import {SITE_DIR} from './versions';

const BLOG_DIR = path.resolve(SITE_DIR, 'blog');
const DOCS_DIRS = CONTENT_INSTANCES.filter((i) => i.kind === 'docs').map((i) => path.resolve(SITE_DIR, i.dir));

const isUnder = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Prints the slips in the terminal, one line each. */
function tell(problems: Problem[]): Error {
  const error = problemsError(SITE_DIR, problems);
  console.error(`[ERROR] ${error.message}`);
  return error;
}

/** Tells the slips; ends `docusaurus build` there, or throws for the dev server to report. */
function stop(problems: Problem[]): never {
  const error = tell(problems);
  // `docusaurus build` sets NODE_ENV to production; its wrapping errors would add some 40 lines of stack.
  if (process.env.NODE_ENV === 'production') process.exit(1);
  throw error;
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const {filePath, fileContent} = params;
  let result: Awaited<ReturnType<ParseFrontMatter>>;
  try {
    result = await params.defaultParseFrontMatter(params);
  } catch (error) {
    const found = frontMatterProblems(filePath, fileContent).filter((p) => p.message.includes('YAML'));
    const reason = (error as Error).message.split('\n')[0];
    const message = `front matter is not valid YAML (${reason}): fix the YAML between the --- lines`;
    stop(found.length ? found : [{file: filePath, line: 1, message}]);
  }
  if (DOCS_DIRS.some((dir) => isUnder(dir, filePath))) {
    const wrong = frontMatterProblems(filePath, fileContent, result.frontMatter);
    // The dev server (NODE_ENV development) gets the line alone: thrown here, it would also fail the page's compile,
    // which holds back the bundler's hot updates, the notice's too; the docs plugin's reload fails on it anyway.
    if (wrong.length && process.env.NODE_ENV === 'development') tell(wrong);
    else if (wrong.length) stop(wrong);
  }
  const isPost = isUnder(BLOG_DIR, filePath) && /\.mdx?$/.test(filePath);
  if (!isPost || result.frontMatter.image !== undefined) return result;
  const image = blogCardPath(path.join('blog', path.relative(BLOG_DIR, filePath)).split(path.sep).join('/'));
  return {...result, frontMatter: {...result.frontMatter, image}};
};
