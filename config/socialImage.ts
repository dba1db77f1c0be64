/**
 * The config's `markdown.parseFrontMatter` hook (Docusaurus's documented one), for two things:
 * - a front matter slip in a doc (YAML that does not parse, a value of the wrong type) stops `npm run build` and
 *   `npm start` with `file:line: what is wrong` (src/plugins/content-checks/lib/pages.ts), not Docusaurus's stack;
 * - every blog post gets its generated social card (src/plugins/social-cards) as the front matter's `image`, unless the
 *   post names one itself: the theme then points `og:image` and `twitter:image` at it.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {blogCardPath} from '../src/plugins/social-cards/cardPath';
import {frontMatterProblems, problemsError} from '../src/plugins/content-checks/lib/pages';
import {CONTENT_INSTANCES} from './content';
import {SITE_DIR} from './versions';

const BLOG_DIR = path.resolve(SITE_DIR, 'blog');
const DOCS_DIRS = CONTENT_INSTANCES.filter((i) => i.kind === 'docs').map((i) => path.resolve(SITE_DIR, i.dir));

const isUnder = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const {filePath, fileContent} = params;
  let result: Awaited<ReturnType<ParseFrontMatter>>;
  try {
    result = await params.defaultParseFrontMatter(params);
  } catch (error) {
    const found = frontMatterProblems(filePath, fileContent).filter((p) => p.message.includes('YAML'));
    const reason = (error as Error).message.split('\n')[0];
    const message = `front matter is not valid YAML (${reason}): fix the YAML between the --- lines`;
    throw problemsError(SITE_DIR, found.length ? found : [{file: filePath, line: 1, message}]);
  }
  if (DOCS_DIRS.some((dir) => isUnder(dir, filePath))) {
    const wrong = frontMatterProblems(filePath, fileContent, result.frontMatter);
    if (wrong.length) throw problemsError(SITE_DIR, wrong);
  }
  const isPost = isUnder(BLOG_DIR, filePath) && /\.mdx?$/.test(filePath);
  if (!isPost || result.frontMatter.image !== undefined) return result;
  const image = blogCardPath(path.join('blog', path.relative(BLOG_DIR, filePath)).split(path.sep).join('/'));
  return {...result, frontMatter: {...result.frontMatter, image}};
};
