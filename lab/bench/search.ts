/**
 * The search index: file sizes (raw, and compressed as nginx would: gzip level 6, brotli quality 5), and how long a
 * reader waits between typing a query and seeing results, from the keyboard shortcut on a fresh page (the index is
 * fetched and parsed on first use) and for a second query once it is loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import {waitForHydration} from '../../scripts/lib/chromium';
import type {Browser, Page} from 'playwright-core';
import {globSync} from 'tinyglobby';
import {brotliSize, gzipSize, median} from './util';

export interface IndexFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface SearchMeasure {
  files: IndexFile[];
  total: {raw: number; gzip: number; brotli: number};
  /** ms from the query being typed (one input event) to the first result shown, on a fresh page. */
  firstQuery: {runs: number[]; median: number};
  /** ms from a new query being typed to its first result, the index already loaded. */
  nextQuery: {runs: number[]; median: number};
}

/** Every search index of the build: the stable version's at the root, other docs versions' in their folder. */
export function searchIndexFiles(buildDir: string): IndexFile[] {
  const found = globSync(['**/search-index*.json', '**/search-doc*.json'], {
    cwd: buildDir,
    absolute: true,
    ignore: ['**/assets/**'],
  });
  return found.sort().map((full) => {
    const buf = fs.readFileSync(full);
    return {file: path.relative(buildDir, full), raw: buf.length, gzip: gzipSize(buf), brotli: brotliSize(buf)};
  });
}

/**
 * In the page: resolves with the ms from the next input event to the first visible result (NaN after 30 s). Kept as
 * source text: tsx would wrap named inner functions in a helper that does not exist in the page.
 */
const ARM_TIMER = `window.__benchSearch = new Promise((resolve) => {
  let typedAt = 0;
  const observer = new MutationObserver(() => check());
  function check() {
    const shown = [...document.querySelectorAll('[role="option"]')].some((el) => el.offsetParent !== null);
    if (typedAt && shown) {
      observer.disconnect();
      resolve(performance.now() - typedAt);
    }
  }
  document.addEventListener('input', () => { typedAt = performance.now(); check(); }, {capture: true, once: true});
  observer.observe(document.body, {childList: true, subtree: true, attributes: true});
  setTimeout(() => { observer.disconnect(); resolve(NaN); }, 30000);
}); true`;

/** Types `query` as one input event into the focused search input; resolves with ms until a result is shown. */
async function timeQuery(page: Page, query: string): Promise<number> {
  await page.evaluate(ARM_TIMER);
  await page.keyboard.insertText(query);
  const ms = await page.evaluate(() => (window as unknown as {__benchSearch: Promise<number>}).__benchSearch);
  if (!Number.isFinite(ms)) throw new Error(`no search result shown for "${query}" within 30 s`);
  return ms;
}

const QUERIES = ['routing', 'layout', 'middleware', 'visit', 'props', 'blade'];

export async function measureSearch(
  browser: Browser,
  baseUrl: string,
  buildDir: string,
  pagePath: string,
  runs = 5,
): Promise<SearchMeasure> {
  const files = searchIndexFiles(buildDir);
  const first: number[] = [];
  const next: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.goto(new URL(pagePath, baseUrl).toString(), {waitUntil: 'load'});
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(
      () => document.activeElement?.matches('input.navbar__search-input:not([data-laravext-placeholder])') ?? false,
      null,
      {timeout: 20_000},
    );
    first.push(await timeQuery(page, QUERIES[i % QUERIES.length]));
    // Clear the query (the results close), then time a second one against the loaded index.
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.waitForFunction(
      () => ![...document.querySelectorAll<HTMLElement>('[role="option"]')].some((el) => el.offsetParent !== null),
      null,
      {
        timeout: 5_000,
      },
    );
    next.push(await timeQuery(page, QUERIES[(i + 1) % QUERIES.length]));
    await context.close();
  }
  const sum = (k: 'raw' | 'gzip' | 'brotli') => files.reduce((s, f) => s + f[k], 0);
  return {
    files,
    total: {raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli')},
    firstQuery: {runs: first, median: median(first)},
    nextQuery: {runs: next, median: median(next)},
  };
}
