/**
 * Gives every blog post its generated social card (src/plugins/social-cards) as the front matter's `image`, unless the
 * post names one itself: the theme then points `og:image` and `twitter:image` at it. Through Docusaurus's documented
 * `markdown.parseFrontMatter` hook.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {blogCardPath} from '../src/plugins/social-cards/cardPath';

const BLOG_DIR = path.resolve(__dirname, '..', 'blog');

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const relative = path.relative(BLOG_DIR, params.filePath);
  const isPost = !relative.startsWith('..') && !path.isAbsolute(relative) && /\.mdx?$/.test(relative);
  if (!isPost || result.frontMatter.image !== undefined) return result;
  const image = blogCardPath(path.join('blog', relative).split(path.sep).join('/'));
  return {...result, frontMatter: {...result.frontMatter, image}};
};
