/**
 * Deterministic budgets, measured in Chromium against the build served the way GitHub Pages serves it: what the first
 * load fetches (no search index, bytes, image sizes, nothing render-blocking from another host), what the first search
 * fetches (bytes, the quick index), and the Content-Security-Policy every page carries in a <meta> (and zero violations
 * of it). Layout shifts while pages load are checked in layout-shift.test.ts, which runs alone. The headers, caching
 * and compression of the self-hosting nginx config are tested in tests/nginx.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, CDPSession, Page} from 'playwright-core';
import {BASE_URL, flushCspViolations, launch, newContext, until, url, waitForHydration} from '../support/browser';
import {getText, newestBlogPost, sitemapPaths} from '../support/http';
import {parseHtml} from '../../scripts/lib/html';
import {resourcesAroundMark} from '../../scripts/lib/resourceTiming';
import {FIRST_LOAD_GZIP_BUDGET, FIRST_SEARCH_GZIP_BUDGET, NEXT_PAGES_GZIP_BUDGET} from '../../scripts/lib/budgets';
import {settleAfterIdle, skipWithoutSpeed} from '../support/speed';
import {IDLE_MARK} from '../../src/plugins/speed/client/idle';
import {COMPILE_HINT} from '../../src/plugins/speed';
import {atDepth, full, FULL_RUN} from '../../scripts/lib/depth';
import {BUILD_DIR} from '../../scripts/lib/server';
import {ANNOUNCEMENT_HIDDEN_ATTRIBUTE} from '../../src/constants/announcementBar';
import {FRAMEWORK_ATTRIBUTE} from '../../src/plugins/framework-choice/tabGroups';

const HOME = '/';
const DOC = '/docs/quickstart';
const NOT_FOUND = '/no-such-page-budgets';
const KB = 1024;
const kb = (b: number) => `${(b / KB).toFixed(1)} KB`;
// The first load of a doc page and what it fetches for the next pages (scripts/lib/budgets.ts). Links in view are
// not prefetched (hover and touch preload), so a first load fetches no other page's chunks
// (src/plugins/speed/client/prefetchOnIntent.ts). Skipped when the build leaves out the speed plugin or the
// mechanisms that keep the page under it (`LARAVEXT_SPEED=off npm test`).
const QUICK_INDEX = /\/search-index-[0-9a-f]+\.json$/;
const IMAGE_BUDGET = 100 * KB;
const SEARCH_JSON = /\/search-(index|doc)[^/]*\.json(\?|$)/;
const ORIGIN = new URL(BASE_URL).origin;

/** The doc pages of the release (Latest's pages are their copies). */
const releaseDocPages = () => sitemapPaths().filter((p) => p.startsWith('/docs/') && !p.startsWith('/docs/latest/'));

/** A page's HTML as the build wrote it. */
const builtHtml = (p: string) => fs.readFileSync(path.join(BUILD_DIR, p === '/' ? 'index.html' : `${p}.html`), 'utf8');

/** The doc page of the build whose HTML is the largest once gzipped. */
function heaviestDocPage(): string {
  const size = (p: string) => gzipSync(builtHtml(p)).length;
  const docs = releaseDocPages();
  return docs.reduce((best, p) => (size(p) > size(best) ? p : best), docs[0]);
}

interface Loaded {
  url: string;
  type: string;
  mimeType: string;
  status: number;
  /** Bytes on the wire (headers + encoded body), from Network.loadingFinished. */
  transfer: number;
  /** Response header bytes: the HTTP/1.1 status line and header lines, counted from Network.responseReceived. */
  headerBytes: number;
  /** Decoded body bytes. */
  raw: number;
  encoding: string;
  /** A speculative prefetch (`Sec-Purpose: prefetch`), e.g. the route chunks of links in view. */
  prefetch: boolean;
  /** For what the reader may open next: a prefetch, or a script started once the page was idle (`IDLE_MARK`). */
  idle?: boolean;
}

/** Records, over CDP, every request of a page with its transfer and decoded sizes. */
class NetworkLog {
  readonly done: Loaded[] = [];
  private readonly pending = new Map<string, Partial<Loaded>>();
  private readonly prefetchIds = new Set<string>();
  private lastActivity = Date.now();

  constructor(private readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      this.lastActivity = Date.now();
      this.pending.set(e.requestId, {url: e.request.url, type: e.type ?? 'Other', raw: 0});
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
      const purpose = Object.entries(e.headers).find(
        ([k]) => k.toLowerCase() === 'sec-purpose' || k.toLowerCase() === 'purpose',
      )?.[1];
      if (purpose && String(purpose).includes('prefetch')) this.prefetchIds.add(e.requestId);
    });
    cdp.on('Network.responseReceived', (e) => {
      const entry = this.pending.get(e.requestId);
      if (!entry) return;
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      const statusLine = `HTTP/1.1 ${e.response.status} ${e.response.statusText}\r\n`.length;
      const headerBytes = Object.entries(e.response.headers).reduce(
        (sum, [k, v]) => sum + `${k}: ${v}\r\n`.length,
        statusLine + 2,
      );
      Object.assign(entry, {
        mimeType: e.response.mimeType,
        status: e.response.status,
        encoding: headers['content-encoding'] ?? 'identity',
        type: e.type,
        headerBytes,
      });
    });
    cdp.on('Network.dataReceived', (e) => {
      const entry = this.pending.get(e.requestId);
      if (entry) entry.raw = (entry.raw ?? 0) + e.dataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      this.lastActivity = Date.now();
      const entry = this.pending.get(e.requestId);
      if (!entry) return;
      this.pending.delete(e.requestId);
      this.done.push({
        mimeType: '',
        status: 0,
        encoding: 'identity',
        ...entry,
        transfer: e.encodedDataLength,
        prefetch: this.prefetchIds.has(e.requestId),
      } as Loaded);
    });
    cdp.on('Network.loadingFailed', (e) => {
      this.lastActivity = Date.now();
      this.pending.delete(e.requestId);
    });
  }

  /**
   * Resolves once nothing has been in flight for `quietMs` (anything fetched at idle time counts as part of the
   * first load).
   */
  async quiet(quietMs = 1_000, timeoutMs = 20_000): Promise<void> {
    await until(
      () => this.pending.size === 0 && Date.now() - this.lastActivity >= quietMs,
      () => `network never went quiet; in flight: ${[...this.pending.values()].map((p) => p.url).join(', ')}`,
      timeoutMs,
    );
  }
}

/** Render-blocking resources named in a page's <head>: classic scripts without async/defer, and stylesheets. */
function blockingInHead(html: string): string[] {
  const $ = parseHtml(html);
  return [
    ...$('head script[src]').not('[async], [defer], [type="module" i]').toArray(),
    ...$('head link[rel~="stylesheet" i][href]').not('[media^="print" i]').toArray(),
  ].map((tag) => $(tag).attr('src') ?? $(tag).attr('href')!);
}

describe('budgets and production headers', () => {
  let browser: Browser;
  const firstLoads = new Map<string, Loaded[]>();
  /** Search index URLs requested once the search was used (CSP test), for the compression checks. */
  const searchJsonPaths = new Set<string>();

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  /** First load in a fresh context, gzip only (the budget is in gzip bytes), until the network is quiet. */
  async function firstLoad(pagePath: string): Promise<{page: Page; log: NetworkLog; close: () => Promise<void>}> {
    const {context} = await newContext(browser, {extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const log = new NetworkLog(cdp);
    await page.goto(url(pagePath), {waitUntil: 'load'});
    await waitForHydration(page);
    await log.quiet();
    // For the next page, not for this one: a link prefetch, or a script first asked for once the page was idle (the
    // loader asks for a chunk once; the page's own were asked for before).
    const idleUrls = new Set((await resourcesAroundMark(page, IDLE_MARK)).after);
    for (const r of log.done) r.idle = r.prefetch || idleUrls.has(r.url);
    return {page, log, close: () => context.close()};
  }

  /** What the first load of `pagePath` fetched: the load an earlier test made, or a new one. */
  async function loadedOf(pagePath: string): Promise<Loaded[]> {
    const earlier = firstLoads.get(pagePath);
    if (earlier) return earlier;
    const {log, close} = await firstLoad(pagePath);
    await close();
    return log.done;
  }

  // `npm test` loads the doc page; the full run the home page and a blog post too (scripts/lib/depth.ts).
  const firstLoadPages = [
    ['home', HOME],
    ['a doc page', DOC],
    ['a blog post', newestBlogPost()],
  ] as const;
  for (const [name, pagePath] of atDepth(firstLoadPages, ([, p]) => p === DOC)) {
    const checks =
      'no search JSON before search is used, no image over 100 KB, nothing render-blocking from another host';
    it(`${name} (${pagePath}): ${checks}`, async () => {
      const {page, log, close} = await firstLoad(pagePath);
      try {
        firstLoads.set(pagePath, log.done);
        const search = log.done.filter((r) => SEARCH_JSON.test(r.url)).map((r) => r.url);
        assert.deepEqual(search, [], 'the search index was fetched before the search was used');

        const images = log.done.filter((r) => r.type === 'Image' || r.mimeType.startsWith('image/'));
        const heavy = images
          .filter((r) => r.transfer > IMAGE_BUDGET)
          .map((r) => `${r.url}: ${(r.transfer / KB).toFixed(1)} KB`);
        assert.deepEqual(heavy, [], 'images over 100 KB');

        const blocking = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as (PerformanceResourceTiming & {renderBlockingStatus?: string})[])
            .filter((e) => e.renderBlockingStatus === 'blocking')
            .map((e) => e.name),
        );
        assert.ok(
          blocking.length > 0,
          'no render-blocking request at all: the stylesheet should be one (measurement broken?)',
        );
        const foreign = blocking.filter((u) => new URL(u).origin !== ORIGIN);
        assert.deepEqual(foreign, [], 'render-blocking requests to another host');
        const elsewhere = log.done
          .filter((r) => !r.url.startsWith(ORIGIN) && !/^(data|blob):/.test(r.url))
          .map((r) => r.url);
        assert.deepEqual(elsewhere, [], 'requests to another host');
      } finally {
        await close();
      }
    });
  }

  // The Quickstart, and the doc page whose HTML is the largest: a page's text counts twice in its first load, in its
  // HTML and in its page chunk, so the longest page is the one nearest the budget. In the full run, every doc page of
  // the release.
  const budgetedDocPages = FULL_RUN ? releaseDocPages() : [...new Set([DOC, heaviestDocPage()])];
  for (const docPage of budgetedDocPages)
    it(`first load of ${docPage}: at most ${kb(FIRST_LOAD_GZIP_BUDGET)} of gzip`, async (t) => {
      // What keeps it under: the theme's unused Prism out of main.js, links that prefetch on intent (the speed plugin).
      if (skipWithoutSpeed(t, 'prism-out-of-main', 'prefetch-on-intent')) return;
      await assertFirstLoad(docPage);
    });

  /** Loads `docPage` and holds what it fetched to the first load's budget, the next pages' bytes counted apart. */
  async function assertFirstLoad(docPage: string): Promise<void> {
    const loaded = await loadedOf(docPage);
    // A response served from the cache has no bytes on the wire (its transfer size is 0 or just the headers).
    const body = (r: Loaded) => Math.max(0, r.transfer - r.headerBytes);
    // Once started, the page fetches the pages of its Previous and Next links (prefetch, then load once idle):
    // scripts only, reported apart, never on the first load's account.
    const idle = loaded.filter((r) => r.idle && r.transfer > 0);
    const idleTotal = idle.reduce((sum, r) => sum + body(r), 0);
    console.log(`fetched for the next page, once started: ${kb(idleTotal)} gzip over ${idle.length} requests`);
    assert.deepEqual(
      idle.filter((r) => !/\/assets\/js\/[^/]+\.js$/.test(new URL(r.url).pathname)).map((r) => r.url),
      [],
      'for the next page, the page fetched more than scripts',
    );
    // Links in view prefetching their pages (the theme's default) would fetch some forty pages' chunks here.
    assert.ok(
      idleTotal <= NEXT_PAGES_GZIP_BUDGET,
      `${kb(idleTotal)} fetched for the next page, over ${kb(NEXT_PAGES_GZIP_BUDGET)} (links in view prefetching? ` +
        'if the build was made with LARAVEXT_SPEED=off, run the tests with it too)',
    );
    assert.ok(idle.length > 0, 'nothing fetched for the next page: the Previous and Next pages should be');
    // Responses answered by the memory cache have nothing on the wire.
    const needed = loaded.filter((r) => r.transfer > 0 && !r.idle);
    const total = needed.reduce((sum, r) => sum + body(r), 0);
    const headers = needed.reduce((sum, r) => sum + Math.min(r.headerBytes, r.transfer), 0);
    // Inline data: URLs (an image the bundler inlined) are not responses: they have no encoding.
    const compressible = loaded.filter(
      (r) => /^https?:/.test(r.url) && /javascript|css|html|json|svg/.test(r.mimeType) && r.raw > 1024,
    );
    const notGzip = compressible.filter((r) => r.encoding !== 'gzip').map((r) => `${r.url} (${r.encoding})`);
    assert.deepEqual(notGzip, [], 'compressible responses were not gzip-encoded, the measurement is not of gzip bytes');
    const noHeaders = needed.filter((r) => /^https?:/.test(r.url) && r.headerBytes === 0).map((r) => r.url);
    assert.deepEqual(noHeaders, [], 'responses without a header size: the measurement of bodies is broken');
    const byType = new Map<string, number>();
    for (const r of needed) byType.set(r.type, (byType.get(r.type) ?? 0) + body(r));
    const largest = [...needed]
      .sort((a, b) => body(b) - body(a))
      .slice(0, 5)
      .map((r) => `${new URL(r.url).pathname} ${kb(body(r))}`);
    const report =
      `first load of ${docPage}: ${kb(total)} gzip over ${needed.length} requests ` +
      `(plus ${kb(headers)} of response headers)\n` +
      `by type: ${[...byType.entries()].map(([t, b]) => `${t} ${kb(b)}`).join(', ')}\n` +
      `largest: ${largest.join(', ')}`;
    console.log(report);
    assert.ok(
      total <= FIRST_LOAD_GZIP_BUDGET,
      `${report}\nover the ${kb(FIRST_LOAD_GZIP_BUDGET)} budget. A page's text counts twice, in its HTML and in its ` +
        'page chunk: if the page grew, move a section to a page of its own; if a script grew, find what it added ' +
        'before raising the budget (scripts/lib/budgets.ts)',
    );
    assert.ok(total > 20 * KB, `only ${total} bytes measured: the measurement is broken`);
  }

  it(`the first search on ${DOC}: at most ${kb(FIRST_SEARCH_GZIP_BUDGET)} of gzip, the quick index`, async (t) => {
    // Without prefetch on intent, the hits' links prefetch their pages as they show (the stock behaviour): bytes of
    // those pages, not of the search.
    if (skipWithoutSpeed(t, 'prefetch-on-intent')) return;
    const {context} = await newContext(browser, {extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
    try {
      const page = await context.newPage();
      await page.goto(url(DOC), {waitUntil: 'load'});
      await waitForHydration(page);
      await settleAfterIdle(page);
      // Every response from the page and from the search's worker, with its encoded body size.
      const sizes: Promise<{path: string; body: number; encoding: string}>[] = [];
      context.on('requestfinished', (request) =>
        sizes.push(
          Promise.all([request.sizes(), request.response()]).then(([s, response]) => ({
            path: new URL(request.url()).pathname,
            // A response read from the cache has no body on the wire.
            body: Math.max(0, s.responseBodySize),
            encoding: response?.headers()['content-encoding'] ?? 'identity',
          })),
        ),
      );
      await page.keyboard.press('Control+k');
      await page.keyboard.type('middleware');
      await page.locator('.navbar [role="option"]').first().waitFor({state: 'visible', timeout: 20_000});
      await page.waitForLoadState('networkidle');
      const rows = await Promise.all(sizes);
      const total = rows.reduce((sum, r) => sum + r.body, 0);
      const each = rows.map((r) => `${r.path} ${kb(r.body)}`).join(', ');
      const report = `first search on ${DOC}: ${kb(total)} gzip: ${each}`;
      console.log(report);
      const indexes = rows.filter((r) => SEARCH_JSON.test(r.path));
      assert.ok(
        indexes.length > 0 && indexes.every((r) => QUICK_INDEX.test(r.path)),
        `${report}\nthe first search did not read the quick index (and only it)`,
      );
      const notGzip = rows.filter((r) => r.body > 1024 && r.encoding !== 'gzip').map((r) => r.path);
      assert.deepEqual(notGzip, [], 'responses not gzip-encoded: the measurement is not of gzip bytes');
      assert.ok(total <= FIRST_SEARCH_GZIP_BUDGET, `${report}\nover the ${kb(FIRST_SEARCH_GZIP_BUDGET)} budget`);
      assert.ok(total > 20 * KB, `only ${total} bytes measured: the measurement is broken`);
    } finally {
      await context.close();
    }
  });

  it('no page inlines an image as a data URL (config/build.env: its HTML and its script would both carry it)', () => {
    const inlined = sitemapPaths()
      .map((p) => ({p, html: builtHtml(p)}))
      .filter(({html}) => /<img\b[^>]*\bsrc="?data:/.test(html))
      .map(({p}) => p);
    assert.deepEqual(inlined, []);
  });

  it(`first load of ${DOC}: no script blocks parsing, and each is fetched once`, async () => {
    const loaded = await loadedOf(DOC);
    const scripts = loaded.filter((r) => r.type === 'Script' && !r.idle).map((r) => new URL(r.url).pathname);
    assert.ok(scripts.length >= 5, `only ${scripts.length} scripts loaded: the measurement is broken`);
    const twice = scripts.filter((p, i) => scripts.indexOf(p) !== i);
    assert.deepEqual(twice, [], 'scripts fetched twice');
    const $ = parseHtml(await getText(DOC));
    const tags = $('script[src]');
    assert.ok(tags.length >= 2, `only ${tags.length} scripts in the HTML: the measurement is broken`);
    const blocking = tags
      .not('[defer], [async]')
      .toArray()
      .map((tag) => $.html(tag));
    assert.deepEqual(blocking, [], 'script tags that block parsing');
  });

  it(`first load of ${DOC}: no inline script in <head> holds back the stylesheet's request`, async () => {
    // An inline script before the stylesheet runs before the parser reaches it, and the Content-Security-Policy
    // <meta> keeps the browser from fetching it any earlier: on the bench's phone the stylesheet was requested 19 ms
    // later, and a deep link painted 32 ms later (src/plugins/framework-choice puts its script in <body>).
    const $ = parseHtml(await getText(DOC));
    const head = $('head').children().toArray();
    const stylesheet = head.findIndex((el) => $(el).is('link[rel="stylesheet"]'));
    assert.ok(stylesheet > 0, 'no stylesheet in <head>: the measurement is broken');
    const runs = (el: (typeof head)[number]) =>
      $(el).is('script:not([src])') && /^(|text\/javascript|module)$/i.test($(el).attr('type') ?? '');
    assert.deepEqual(
      head
        .slice(0, stylesheet)
        .filter(runs)
        .map((el) => $.html(el).slice(0, 80)),
      [],
      'inline scripts before the stylesheet',
    );
    // The first-paint script follows the theme's own, which it corrects (a stale announcement dismissal).
    const bodyScripts = $('body > script:not([src])')
      .toArray()
      .map((el) => $(el).text());
    const theme = bodyScripts.findIndex((text) => text.includes(ANNOUNCEMENT_HIDDEN_ATTRIBUTE));
    const firstPaint = bodyScripts.findIndex((text) => text.includes(FRAMEWORK_ATTRIBUTE));
    assert.ok(theme >= 0 && firstPaint === theme + 1, `<body> scripts: the theme's at ${theme}, ours at ${firstPaint}`);
  });

  it(`first load of ${DOC}: every script asks V8 to compile it whole while it loads`, async (t) => {
    if (skipWithoutSpeed(t, 'compile-hints')) return;
    const loaded = await loadedOf(DOC);
    const scripts = loaded.filter((r) => r.type === 'Script').map((r) => new URL(r.url).pathname);
    assert.ok(scripts.length >= 5, `only ${scripts.length} scripts loaded: the measurement is broken`);
    const without = [];
    for (const script of scripts) if (!(await getText(script)).startsWith(`${COMPILE_HINT}\n`)) without.push(script);
    assert.deepEqual(without, [], `scripts whose first line is not ${COMPILE_HINT}`);
  });

  it(
    'no page (sitemap + 404) has a render-blocking script or stylesheet from another host in its <head>',
    full,
    async () => {
      const problems: string[] = [];
      let blockingSeen = 0;
      for (const pagePath of [...sitemapPaths(), NOT_FOUND]) {
        const blocking = blockingInHead(await getText(pagePath));
        blockingSeen += blocking.length;
        for (const ref of blocking)
          if (new URL(ref, url(pagePath)).origin !== ORIGIN) problems.push(`${pagePath}: ${ref}`);
      }
      assert.ok(
        blockingSeen > 0,
        'no render-blocking resource found at all: the stylesheet should be one (parser broken?)',
      );
      assert.deepEqual(problems, []);
    },
  );

  it(
    'every HTML page (sitemap + 404) carries its Content-Security-Policy in a <meta>, ' +
      'without unsafe-inline scripts',
    async () => {
      const problems: string[] = [];
      for (const pagePath of [...sitemapPaths(), NOT_FOUND]) {
        const html = await getText(pagePath);
        const $ = parseHtml(html);
        const meta = $('head meta[http-equiv="Content-Security-Policy" i][content]');
        if (!meta.length) {
          problems.push(`${pagePath}: no Content-Security-Policy <meta>`);
          continue;
        }
        if ($('head script, head meta[http-equiv="Content-Security-Policy" i]').first().is('script'))
          problems.push(`${pagePath}: a script comes before the CSP <meta>`);
        const directives = new Map(
          meta
            .attr('content')!
            .split(';')
            .map((d) => d.trim().split(/\s+/))
            .filter((d) => d[0])
            .map(([k, ...v]) => [k, v]),
        );
        const scriptSrc = directives.get('script-src');
        if (!scriptSrc) problems.push(`${pagePath}: CSP has no script-src`);
        else if (scriptSrc.some((v) => ["'unsafe-inline'", "'unsafe-eval'", '*'].includes(v)))
          problems.push(`${pagePath}: script-src allows ${scriptSrc.join(' ')}`);
        if (!scriptSrc?.some((v) => v.startsWith("'sha256-")))
          problems.push(`${pagePath}: script-src names no inline script hash`);
        if (!directives.has('object-src')) problems.push(`${pagePath}: CSP has no object-src`);
      }
      assert.deepEqual(problems, []);
    },
  );

  it(
    'no Content-Security-Policy violation on home, a doc page, a blog post, a search, and the 404 page',
    full,
    async () => {
      const {context, record} = await newContext(browser);
      try {
        const page = await context.newPage();
        page.on('request', (r) => {
          if (SEARCH_JSON.test(r.url())) searchJsonPaths.add(new URL(r.url()).pathname);
        });
        for (const pagePath of [HOME, DOC, newestBlogPost()]) {
          await page.goto(url(pagePath), {waitUntil: 'load'});
          await waitForHydration(page);
        }
        // A search, from the keyboard shortcut to a result page.
        await page.keyboard.press('Control+k');
        await page.waitForFunction(() => document.activeElement?.matches('input.navbar__search-input') ?? false, null, {
          timeout: 10_000,
        });
        await page.keyboard.type('routing');
        await page.locator('[role="option"]').first().waitFor({state: 'visible', timeout: 10_000});
        assert.ok(
          searchJsonPaths.size > 0,
          'using the search fetched no search JSON (is the first-load check still meaningful?)',
        );
        await page.keyboard.press('Enter');
        await page.waitForURL((u) => u.searchParams.has('_highlight'), {timeout: 10_000});
        await page.goto(url(NOT_FOUND), {waitUntil: 'load'});
        await waitForHydration(page);
        await flushCspViolations(page, record);
        const refused = record.consoleErrors.filter((e) => /Content Security Policy|CSP violation/i.test(e));
        assert.deepEqual(record.cspViolations, [], 'securitypolicyviolation events');
        assert.deepEqual(refused, [], 'CSP errors in the console');
      } finally {
        await context.close();
      }
    },
  );
});
