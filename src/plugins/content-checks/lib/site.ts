/**
 * The checks the build makes on a page, in a second or two and with file and line: those of ./pages.ts (front matter,
 * unique ids and URLs, blog post rules), and: the page compiles with the site's MDX pipeline, its links to other pages
 * and their anchors resolve (in the page's own docs version), and its images exist. docusaurus.config.ts makes the
 * build throw on each of these; `npm run build` runs these checks first (`prebuild`), without compiling.
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type PluggableList} from 'unified';
import {visit} from 'unist-util-visit';
import {checkPage, normalize, readSite, type ContentSite, type Instance, type Page} from './pages';
import type {Problem} from './problem';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

/** A page's Markdown tree, parsed when a check needs it (parsing every page takes seconds); null if it won't parse. */
const trees = new Map<string, Root | null>();
function treeOf(page: Page): Root | null {
  if (!trees.has(page.file)) {
    try {
      const source = fs.readFileSync(page.file, 'utf8');
      trees.set(page.file, (page.file.endsWith('.mdx') ? parser().use(remarkMdx) : parser()).parse(source));
    } catch {
      trees.set(page.file, null); // checkCompiles() reports it, with its place.
    }
  }
  return trees.get(page.file)!;
}

/** Ids a link's `#anchor` may name: the headings' (as Docusaurus slugs them) and those of JSX elements with an `id`. */
function anchorsOf(page: Page): Set<string> {
  const anchors = new Set<string>();
  const tree = treeOf(page);
  if (!tree) return anchors;
  // Docusaurus's heading ids: github-slugger over the heading's text, lower-cased, deduplicated with -1, -2, ...
  const slugger = new GithubSlugger();
  visit(tree, (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const a of node.attributes)
        if (a.type === 'mdxJsxAttribute' && a.name === 'id' && typeof a.value === 'string') anchors.add(a.value);
    }
  });
  return anchors;
}

/** @mdx-js/mdx is ESM-only (and so is estree-walker under it): loaded with import(), not require(). */
type Compile = typeof import('@mdx-js/mdx').compile;

/**
 * Whether a page compiles depends on its source and format only (the remark plugins read no path), and the docs of
 * Latest and of their release are copies of each other (versioned_docs): each source is compiled once per process.
 */
const compiled = new Map<string, Promise<{line: number; message: string} | null>>();

async function checkCompiles(page: Page, compile: Compile, remarkPlugins: PluggableList): Promise<Problem[]> {
  const value = fs.readFileSync(page.file, 'utf8');
  const format = page.file.endsWith('.mdx') ? 'mdx' : 'md';
  const key = `${format}\n${value}`;
  if (!compiled.has(key)) compiled.set(key, compileProblem(page.file, value, format, compile, remarkPlugins));
  const problem = await compiled.get(key)!;
  return problem ? [{file: page.file, ...problem}] : [];
}

async function compileProblem(
  file: string,
  value: string,
  format: 'md' | 'mdx',
  compile: Compile,
  remarkPlugins: PluggableList,
): Promise<{line: number; message: string} | null> {
  try {
    await compile(
      {path: file, value},
      {format, remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, ...remarkPlugins]},
    );
    return null;
  } catch (e) {
    const err = e as {line?: number; place?: {line?: number; start?: {line?: number}}; reason?: string};
    const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? 1;
    const reason = (err.reason ?? (e as Error).message).split('\n')[0];
    return {line, message: `MDX does not compile: ${reason}: fix the markup (an unclosed tag?)`};
  }
}

/**
 * The page a link names, or null; `undefined` for a link the checks do not follow (external, a route of src/pages,
 * a generated list page).
 */
function target(page: Page, url: string, pages: Page[], instances: readonly Instance[]): Page | null | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const [pathPart] = url.split('#');
  if (pathPart === '') return page;
  if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
    const file = path.resolve(path.dirname(page.file), decodeURI(pathPart));
    return pages.find((p) => p.file === file) ?? null;
  }
  if (!pathPart.startsWith('/')) return undefined;
  const wanted = normalize(pathPart);
  const found = pages.find((p) => p.permalink === wanted);
  if (found) return found;
  // The blog's list pages (/blog, /blog/page/2, tags, authors, archive) and category pages are generated, not files.
  const covered = instances.some((i) => (i.kind === 'docs' && wanted === i.route) || wanted.startsWith(`${i.route}/`));
  return covered && !/\/(category|tags|authors|archive|page)\b/.test(wanted) ? null : undefined;
}

function checkLinks(page: Page, pages: Page[], instances: readonly Instance[]): Problem[] {
  const tree = treeOf(page);
  if (!tree) return [];
  const problems: Problem[] = [];
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image') return;
    const {url} = node;
    const line = node.position?.start.line ?? 1;
    if (node.type === 'image') {
      if (/^[a-z]+:|^\/\//i.test(url)) return;
      const file = url.startsWith('/')
        ? path.join(page.root, 'static', decodeURI(url))
        : path.resolve(path.dirname(page.file), decodeURI(url));
      if (!fs.existsSync(file)) {
        problems.push({file: page.file, line, message: `image ${url} not found: put it in static/ or fix the path`});
      }
      return;
    }
    const to = target(page, url, pages, instances);
    if (to === null) {
      problems.push({file: page.file, line, message: `link to ${url}: no such page: link an existing page`});
    }
    const anchor = url.split('#')[1];
    if (to && anchor && !anchorsOf(to).has(decodeURIComponent(anchor))) {
      const where = to === page ? 'this page' : path.relative(page.root, to.file);
      const message = `link to ${url}: ${where} has no heading #${anchor}: link one of its headings`;
      problems.push({file: page.file, line, message});
    }
  });
  return problems;
}

export interface SiteCheckOptions {
  /** The site's own remark plugins, as the docs, community and blog compile with them (config/docs.ts). */
  remarkPlugins?: PluggableList;
  /** Compile each page with MDX, the slow part; the build's own first step leaves that to the build. */
  compile?: boolean;
}

/** The build's checks of the given files, each finding with its file and line. */
export async function checkSite(
  files: string[],
  site: ContentSite,
  {remarkPlugins = [], compile = true}: SiteCheckOptions = {},
): Promise<Problem[]> {
  const compiler = compile ? (await import('@mdx-js/mdx')).compile : undefined;
  const pages = readSite(site);
  const found = await Promise.all(
    files.map(async (file) => {
      const page = pages.find((p) => p.file === path.resolve(file));
      if (!page) return [];
      return [
        ...checkPage(page, pages),
        ...(compiler ? await checkCompiles(page, compiler, remarkPlugins) : []),
        ...checkLinks(page, pages, site.instances),
      ];
    }),
  );
  return found.flat();
}
