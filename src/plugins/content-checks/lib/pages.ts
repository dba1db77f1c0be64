/**
 * The site's pages as Docusaurus sees them, without parsing their Markdown (fast enough to run on every change in the
 * dev server): each page's docs instance, id, URL and front matter, and the checks that need nothing more: front
 * matter that is valid YAML with values of the types Docusaurus accepts, ids and URLs no other page has, blog posts
 * with a truncate marker and only listed tags and authors. The build throws on each of these (docusaurus.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml, YAMLError} from 'yaml';
import {formatProblem, type Problem} from './problem';

/** One folder of content: a docs version, the community section, the blog. */
export interface Instance {
  /** Folder of the sources, relative to the site. */
  dir: string;
  /** URL of the folder's root. */
  route: string;
  kind: 'docs' | 'blog';
}

/** A docs folder written by hand and its copy for the stable version, written by `npm run docs:sync`. */
export interface VersionedCopy {
  /** Folders relative to the site: `docs` and `versioned_docs/version-<stable>`. */
  latest: string;
  stable: string;
  /** Paths, relative to both folders, allowed to differ. */
  deliberatelyDifferent: readonly string[];
}

/** What the checks know of a site: where it is, where its content lives and is served (config/content.ts). */
export interface ContentSite {
  root: string;
  instances: readonly Instance[];
  /** The docs copied to the stable version, when a version is released. */
  copy?: VersionedCopy;
}

export interface Page {
  /** The site folder the page belongs to. */
  root: string;
  file: string;
  instance: Instance;
  id: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
  /** Line of each top-level front matter key. */
  keyLines: Map<string, number>;
  problems: Problem[];
}

export const normalize = (url: string) => (url.replace(/\/+/g, '/').replace(/(.)\/$/, '$1') || '/').toLowerCase();

const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

function readFrontMatter(file: string, source: string, problems: Problem[]) {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/);
  const keyLines = new Map<string, number>();
  if (!match) return {frontMatter: {}, keyLines};
  match[1].split('\n').forEach((line, i) => {
    const key = line.match(/^([\w-]+):/)?.[1];
    if (key) keyLines.set(key, i + 2);
  });
  try {
    const data: unknown = parseYaml(match[1]) ?? {};
    if (typeof data === 'object' && !Array.isArray(data))
      return {frontMatter: data as Record<string, unknown>, keyLines};
    problems.push({file, line: 1, message: 'front matter is not a list of `key: value` lines: write it as YAML keys'});
  } catch (e) {
    // The parser counts lines inside the front matter: the page's line is one more (the opening ---).
    const line = e instanceof YAMLError ? (e.linePos?.[0].line ?? 1) + 1 : 1;
    const text = (e as Error).message.split('\n')[0];
    problems.push({
      file,
      line,
      message: `front matter is not valid YAML (${text}): fix the YAML between the --- lines`,
    });
  }
  return {frontMatter: {}, keyLines};
}

/** What Docusaurus makes of a file's path and front matter: the doc id and the URL. */
function locate(instance: Instance, rel: string, fm: Record<string, unknown>): {id: string; permalink: string} {
  const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const base = path.posix.basename(rel).replace(/\.mdx?$/, '');
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const slug = text(fm.slug);
  if (instance.kind === 'blog') {
    const dated = base.match(/^(\d{4})-(\d{2})-(\d{2})-(.+)$/);
    const name = dated ? `${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : base;
    return {id: base, permalink: normalize(`${instance.route}/${slug ?? name}`)};
  }
  const id = text(fm.id) ?? base;
  const isIndex = /^(index|readme)$/i.test(base) || (dir !== '' && base === path.posix.basename(dir));
  const tail = slug !== undefined ? (slug.startsWith('/') ? slug : `${dir}/${slug}`) : isIndex ? dir : `${dir}/${id}`;
  return {id: dir ? `${dir}/${id}` : id, permalink: normalize(`${instance.route}/${tail}`)};
}

function readPage(root: string, file: string, instance: Instance): Page {
  const source = fs.readFileSync(file, 'utf8');
  const problems: Problem[] = [];
  const {frontMatter, keyLines} = readFrontMatter(file, source, problems);
  const rel = path.relative(path.join(root, instance.dir), file).split(path.sep).join('/');
  return {root, file, instance, ...locate(instance, rel, frontMatter), frontMatter, keyLines, problems};
}

/** Every page of the site, read once per run (the checks of one page look at the others). */
export function readSite({root, instances}: ContentSite): Page[] {
  return instances.flatMap((instance) => {
    const dir = path.join(root, instance.dir);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((part) => part.startsWith('_')))
      .sort()
      .map((f) => readPage(root, path.join(dir, f), instance));
  });
}

/** Front matter keys Docusaurus reads as text: a number or a date is taken as text too (`title: 2024`). */
const TEXT_KEYS = ['id', 'title', 'sidebar_label', 'description', 'slug'];

/** Values of the wrong type, as Docusaurus's validation of a doc's front matter rejects them (docs only). */
function checkFrontMatterTypes(file: string, fm: Record<string, unknown>, keyLines: Map<string, number>): Problem[] {
  const problems: Problem[] = [];
  const isText = (v: unknown) => typeof v === 'string' || typeof v === 'number' || v instanceof Date;
  for (const key of TEXT_KEYS) {
    if (key in fm && !isText(fm[key])) {
      problems.push({file, line: keyLines.get(key) ?? 1, message: `front matter ${key}: write a string`});
    }
  }
  const position = fm.sidebar_position;
  const isNumber =
    typeof position === 'number' || (typeof position === 'string' && position.trim() !== '' && !isNaN(+position));
  if ('sidebar_position' in fm && !isNumber) {
    const line = keyLines.get('sidebar_position') ?? 1;
    problems.push({file, line, message: 'front matter sidebar_position: write a number'});
  }
  if (typeof fm.id === 'string' && fm.id.includes('/')) {
    const line = keyLines.get('id') ?? 1;
    problems.push({file, line, message: 'front matter id: leave "/" out (the folder is part of the id)'});
  }
  return problems;
}

/**
 * The front matter mistakes of one doc that stop Docusaurus (YAML that does not parse, a value of the wrong type), for
 * config/frontMatter.ts's `markdown.parseFrontMatter` hook, which reports them before Docusaurus does. `parsed`: the
 * front matter as Docusaurus parsed it, when it did (only the types are checked then).
 */
export function frontMatterProblems(file: string, source: string, parsed?: Record<string, unknown>): Problem[] {
  const yamlProblems: Problem[] = [];
  const read = readFrontMatter(file, source, yamlProblems);
  return [...(parsed ? [] : yamlProblems), ...checkFrontMatterTypes(file, parsed ?? read.frontMatter, read.keyLines)];
}

/** An Error that prints as its findings alone, `file:line: message` each, without a stack. */
export function problemsError(root: string, problems: Problem[]): Error {
  const error = new Error(problems.map((p) => formatProblem(root, p)).join('\n'));
  error.stack = error.message;
  return error;
}

function checkUnique(page: Page, pages: Page[]): Problem[] {
  const others = pages.filter((p) => p !== page);
  const rel = (p: Page) => path.relative(page.root, p.file);
  const problems: Problem[] = [];
  const sameId = others.find((p) => p.instance === page.instance && p.instance.kind === 'docs' && p.id === page.id);
  if (sameId) {
    const line = page.keyLines.get('id') ?? 1;
    problems.push({file: page.file, line, message: `id "${page.id}" is also ${rel(sameId)}'s: give one a new id`});
  }
  const sameUrl = others.find((p) => p.permalink === page.permalink);
  if (sameUrl) {
    const line = page.keyLines.get('slug') ?? 1;
    const message = `URL ${page.permalink} is also ${rel(sameUrl)}'s: give one another slug`;
    problems.push({file: page.file, line, message});
  }
  return problems;
}

function checkBlogPost(page: Page): Problem[] {
  if (page.instance.kind !== 'blog') return [];
  const problems: Problem[] = [];
  const source = fs.readFileSync(page.file, 'utf8');
  if (!TRUNCATE.test(source)) {
    const message = 'blog post without a truncate marker: put {/* truncate */} after the first paragraph';
    problems.push({file: page.file, line: 1, message});
  }
  const listed = (name: string) => {
    const data = parseYaml(fs.readFileSync(path.join(page.root, page.instance.dir, name), 'utf8')) as object | null;
    return new Set(Object.keys(data ?? {}));
  };
  const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]);
  for (const [key, file] of [
    ['tags', 'tags.yml'],
    ['authors', 'authors.yml'],
  ] as const) {
    const known = listed(file);
    for (const value of asList(page.frontMatter[key])) {
      if (typeof value !== 'string' || !known.has(value)) {
        const line = page.keyLines.get(key) ?? 1;
        const message = `${key}: ${JSON.stringify(value)} is not in blog/${file}: add it there or use a listed one`;
        problems.push({file: page.file, line, message});
      }
    }
  }
  return problems;
}

/** The checks of this module on one page, against all the others. */
export function checkPage(page: Page, pages: Page[]): Problem[] {
  return [
    ...page.problems,
    ...(page.instance.kind === 'docs' ? checkFrontMatterTypes(page.file, page.frontMatter, page.keyLines) : []),
    ...checkUnique(page, pages),
    ...checkBlogPost(page),
  ];
}

/** The checks of this module on every page of the site (the dev server's notice). */
export function checkPages(site: ContentSite): Problem[] {
  const pages = readSite(site);
  return pages.flatMap((page) => checkPage(page, pages));
}
