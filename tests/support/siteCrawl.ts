/**
 * Shared by the reader-facing browser tests (framework tabs, versions, not-found page, code blocks, ...): the browser,
 * the served HTML of every page in the sitemap parsed once (head tags, edit links, footers; scripts/lib/html.ts), and
 * helpers to open pages. A test file calls `useSiteCrawl()` at its top level.
 */
import {after, before} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {launch, newContext, open, url, waitForHydration, warmContexts} from './browser';
import {stableVersion} from '../../config/versions';
import {parseHtml, sitemapPaths} from '../../scripts/lib/html';

export const STABLE = stableVersion();

export const SITE = 'https://laravext.dev';
export const REPO = 'https://github.com/ArthurYdalgo/laravext';
export const ROOT = path.resolve(__dirname, '../..');

export interface PageInfo {
  path: string;
  status: number;
  /** A doc page (docs or community), as opposed to a generated category index, a blog page or the home page. */
  isDoc: boolean;
  h1: string;
  canonicals: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  editUrl: string | null;
  lastUpdated: string | null;
  prevNext: number;
  breadcrumbs: number;
  feedback: boolean;
  highlighted: number;
  added: number;
  removed: number;
}

export let browser: Browser;
export let request: APIRequestContext;
export let sitemapXml: string;
export let pages: PageInfo[] = [];
/** The pages the sitemap lists. */
export let listed: PageInfo[] = [];

export const sitemapPath = (loc: string) => new URL(loc).pathname;
export const isLatest = (p: string) => p === '/docs/latest' || p.startsWith('/docs/latest/');
export const isStable = (p: string) => (p === '/docs' || p.startsWith('/docs/')) && !isLatest(p);
export const isCategory = (p: string) => /^\/docs(\/latest)?\/category\//.test(p);
export const productDocs = () => pages.filter((p) => p.isDoc && p.path.startsWith('/docs'));
export const page404 = '/docs/latest/quickstartx';

/** Fetches `paths` a few at a time. */
export async function fetchAll(paths: string[]): Promise<{path: string; status: number; html: string}[]> {
  const out: {path: string; status: number; html: string}[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({length: 6}, async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
        const response = await request.get(url(p), {maxRedirects: 0});
        out.push({path: p, status: response.status(), html: await response.text()});
      }
    }),
  );
  return out;
}

/** What the tests read from a page's served HTML. */
function pageInfo({path: p, status, html}: {path: string; status: number; html: string}): PageInfo {
  const $ = parseHtml(html);
  const content = (selector: string) => $(selector).first().attr('content') ?? null;
  return {
    path: p,
    status,
    isDoc: $('.theme-doc-markdown').length > 0,
    h1: $('article h1, main h1, h1').first().text().trim(),
    canonicals: $('link[rel="canonical"]')
      .toArray()
      .map((l) => $(l).attr('href') ?? ''),
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogImage: content('meta[property="og:image"]'),
    twitterCard: content('meta[name="twitter:card"]'),
    editUrl: $('a.theme-edit-this-page').first().attr('href') ?? null,
    lastUpdated: $('.theme-last-updated time').first().attr('datetime') ?? null,
    prevNext: $('nav.pagination-nav a[href]').length,
    breadcrumbs: $('nav.theme-doc-breadcrumbs .breadcrumbs__item').length,
    feedback: $('section[aria-labelledby] > p[id]')
      .toArray()
      .some((el) => $(el).text().trim() === 'Was this page helpful?'),
    highlighted: $('.theme-code-block .theme-code-block-highlighted-line').length,
    added: $('.theme-code-block .code-block-added-line').length,
    removed: $('.theme-code-block .code-block-removed-line').length,
  };
}

interface Crawl {
  sitemapXml: string;
  pages: PageInfo[];
}

/**
 * The sitemap and every page it lists (plus /search and a not-found URL), fetched and parsed. `npm test` crawls once
 * per run: the first file to crawl leaves the result in `LARAVEXT_CRAWL_CACHE` (scripts/run-tests.ts names a file of
 * the run's own), the others read it.
 */
async function crawled(): Promise<Crawl> {
  const cache = process.env.LARAVEXT_CRAWL_CACHE;
  if (cache && fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8')) as Crawl;
  const xml = await (await request.get(url('/sitemap.xml'))).text();
  const paths = sitemapPaths(xml);
  paths.push('/search', page404);
  const result: Crawl = {
    sitemapXml: xml,
    pages: (await fetchAll(paths)).map(pageInfo).sort((a, b) => a.path.localeCompare(b.path)),
  };
  if (cache) {
    fs.writeFileSync(`${cache}.${process.pid}`, JSON.stringify(result));
    fs.renameSync(`${cache}.${process.pid}`, cache);
  }
  return result;
}

/**
 * Registers the crawl in the calling test file: the browser, and every page of the sitemap (plus /search and a
 * not-found URL) fetched and parsed once into `pages` and `listed`.
 */
export function useSiteCrawl(): void {
  before(async () => {
    browser = await launch();
    const {context} = await newContext(browser);
    request = context.request;
    ({sitemapXml, pages} = await crawled());
    listed = pages.filter((p) => p.path !== '/search' && p.path !== page404);
  });

  after(async () => {
    await browser?.close();
  });
}

export function info(p: string): PageInfo {
  const found = pages.find((x) => x.path === p);
  assert.ok(found, `${p} is not in the sitemap`);
  return found;
}

/** A fresh context and page on `path`, with a 20 s default timeout (the machine may be busy). */
export async function visit(
  p: string,
  options: BrowserContextOptions = {},
): Promise<{context: BrowserContext; page: Page}> {
  const {context} = await newContext(browser, options);
  const page = await open(context, p);
  page.setDefaultTimeout(20_000);
  return {context, page};
}

const warm = warmContexts(() => browser);

/** A context of these options with fresh storage, shared with the file's other cases (`warmContexts`). */
export const freshContext = (options: BrowserContextOptions = {}) => warm.take(options);

/**
 * Runs `fn` on `path`, opened with fresh storage in a context of these options that the file's other `withPage` calls
 * share (`warmContexts`). A test that changes the context itself (routes, init scripts) makes its own with `visit`.
 */
export async function withPage(
  p: string,
  fn: (page: Page, context: BrowserContext) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const {context} = await warm.take(options);
  const page = await open(context, p);
  page.setDefaultTimeout(20_000);
  await fn(page, context);
}

/** Tab groups whose tabs are exactly `labels` (in order). */
export async function tabGroups(page: Page, labels: string[]) {
  const groups = [];
  for (const list of await page.locator('[role="tablist"]').all()) {
    const names = (await list.locator('[role="tab"]').allInnerTexts()).map((t) => t.trim());
    if (JSON.stringify(names) === JSON.stringify(labels)) groups.push(list);
  }
  return groups;
}

export const FRAMEWORK_TABS = ['Vue', 'React'];
export const INSTALL_TABS = ['npm', 'Yarn', 'pnpm', 'Bun'];

/** For every framework tab group on the page, the label of its selected tab. */
export async function selectedFrameworks(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const group of await tabGroups(page, FRAMEWORK_TABS)) {
    out.push((await group.locator('[role="tab"][aria-selected="true"]').innerText()).trim());
  }
  return out;
}

/**
 * Every code block in the framework panels that show has its code, and the code is highlighted, whichever way the
 * panel was chosen (by default, from storage, from the query string, or by a click).
 */
export async function assertShownSamplesHaveCode(page: Page, framework: string): Promise<void> {
  await waitForHydration(page);
  const blocks = page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block');
  const samples = await blocks.evaluateAll((list) =>
    list.map((block) => ({
      text: (block.querySelector('pre code')?.textContent ?? '').trim(),
      tokens: block.querySelectorAll('pre code .token:not(.plain)').length,
    })),
  );
  assert.ok(samples.length > 0, `no code block shows with ${framework} chosen`);
  const empty = samples.filter((sample) => sample.text === '').length;
  assert.equal(empty, 0, `${empty} of ${samples.length} code blocks show no code with ${framework} chosen`);
  assert.ok(
    samples.some((sample) => sample.tokens > 0),
    `no code block is highlighted with ${framework} chosen`,
  );
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

export const CLIPBOARD: BrowserContextOptions = {permissions: ['clipboard-read', 'clipboard-write']};
