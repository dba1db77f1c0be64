/**
 * Client-side navigation and its failure modes: preloading, reload on a failed preload, scroll
 * after navigation, the progress bar, prefetch on save-data, chunk-load failures, the crash page, unavailable storage,
 * the wrong base URL banner, and no request to other hosts.
 *
 * How Docusaurus does it (node_modules/@docusaurus/core/lib/client): a router link preloads the target's chunks on
 * hover and touch (`docusaurus.js`, skipped on save-data or 2g; the viewport prefetch is off on this site, see
 * src/plugins/speed/client/prefetchOnIntent.ts); on click the URL
 * changes at once but `PendingNavigation` keeps the old screen until `preload()` resolves, and reloads the page if it
 * rejects; the theme's nprogress client module starts the bar 200 ms into a pending navigation.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, BrowserContextOptions, Page, Request, Route} from 'playwright-core';
import {
  WRONG_BASE_URL,
  afterFrames,
  launch,
  location,
  newContext,
  until,
  url,
  waitForHydration,
  type PageRecord,
} from '../support/browser';
import {patchPageModule} from '../support/patchModule';
import {settleAfterIdle, skipWithoutSpeed} from '../support/speed';
import {full} from '../../scripts/lib/depth';

const SOURCE = '/docs/configuration';
/** A docs page the source page links from its sidebar, with content chunks of its own. */
const TARGET = '/docs/examples/layout';
const JS = '**/assets/js/*.js';

let browser: Browser;

before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(url(path), {waitUntil: 'domcontentloaded'});
  await waitForHydration(page);
}

/** A fresh context (empty storage) with one page; closed after `fn`. */
async function withContext(
  fn: (page: Page, record: PageRecord, context: BrowserContext) => Promise<void>,
  options: BrowserContextOptions = {},
  init?: () => void,
): Promise<void> {
  const {context, record} = await newContext(browser, options);
  context.setDefaultTimeout(10_000);
  try {
    if (init) await context.addInitScript(init);
    await fn(await context.newPage(), record, context);
  } finally {
    await context.close();
  }
}

const sidebarLink = (page: Page, href: string) => page.locator(`nav[aria-label="Docs sidebar"] a[href="${href}"]`);
const h1 = async (page: Page) => (await page.locator('h1').first().innerText()).trim();
const isScript = (r: Request) => /\/assets\/js\/[^/]+\.js$/.test(new URL(r.url()).pathname);

/** The JS chunk URLs the page requests from now on. */
function watchScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (isScript(r)) seen.push(r.url());
  });
  return seen;
}

/** Lets the page settle: the source page's own chunks and what it loads once idle are done. */
const settle = settleAfterIdle;

interface HeldScript {
  url: string;
  /** When the request went on to the server (after `release`). */
  end?: number;
}

/** Holds every chunk request from now on until `release()` is called: a network as slow as the test needs. */
async function holdScripts(page: Page): Promise<{events: HeldScript[]; release: () => void}> {
  const events: HeldScript[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(JS, async (route: Route) => {
    const event: HeldScript = {url: route.request().url()};
    events.push(event);
    await released;
    await route.continue();
    event.end = Date.now();
  });
  return {events, release};
}

/**
 * Resolves once Playwright has reported every request the page started so far: the page settles (two frames) and then
 * fetches a probe, whose request is reported after theirs.
 */
async function requestsSoFar(page: Page): Promise<void> {
  await afterFrames(page);
  await page.evaluate(() => fetch('/robots.txt', {cache: 'no-store'}).then((r) => r.text()));
}

describe('preloading', () => {
  it('requests the target chunks before the URL changes, and keeps the old screen until they have loaded', () =>
    withContext(async (page) => {
      await visit(page, SOURCE);
      const before = await h1(page);
      await settle(page);
      const {events, release} = await holdScripts(page);

      const link = sidebarLink(page, TARGET);
      await link.hover();
      await until(() => events.length > 0, 'hovering the link requested no chunk');
      assert.equal(location(page), SOURCE, 'the URL changed before the chunks were requested');

      await link.click();
      await page.waitForURL((u) => u.pathname === TARGET);
      // The chunks are held: the reader still sees the old page, not a blank or loading screen.
      assert.equal(await h1(page), before, 'the old screen was replaced before the target was loaded');
      assert.ok(await page.locator('article .markdown').first().isVisible(), 'the old content is not shown');

      release();
      await page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, before, {timeout: 10_000});
      const shownAt = Date.now();
      const lastEnd = Math.max(...events.map((e) => e.end ?? Infinity));
      assert.ok(lastEnd <= shownAt, 'the target rendered before its chunks had loaded');
      assert.equal(await sidebarLink(page, TARGET).getAttribute('aria-current'), 'page');
    }));

  it('reloads the page on the target when preloading fails', () =>
    withContext(async (page) => {
      await visit(page, SOURCE);
      await settle(page);
      // Fail every chunk request (the source's own chunks are all loaded) until the browser loads a document again.
      let failing = true;
      const aborted: string[] = [];
      await page.route(JS, (route) => {
        if (!failing) return route.continue();
        aborted.push(route.request().url());
        return route.abort('failed');
      });
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
          documents.push(new URL(r.url()).pathname);
          failing = false;
        }
      });

      await sidebarLink(page, TARGET).click();
      await until(() => documents.length > 0, 'no reload after the failed preload', 10_000);
      assert.ok(aborted.length > 0, 'no chunk request was failed');
      assert.deepEqual(documents, [TARGET], 'the reload is not a full load of the target');
      await page.waitForLoadState('domcontentloaded');
      await waitForHydration(page);
      assert.equal(location(page), TARGET);
      assert.equal(await sidebarLink(page, TARGET).getAttribute('aria-current'), 'page');
    }));

  it('a chunk that keeps failing leaves a readable page (Retry screen or reloaded page), never a blank one', () =>
    withContext(async (page) => {
      await visit(page, SOURCE);
      await settle(page);
      // Chunks the source page loaded keep working; every other chunk (the target's) fails, even after a reload.
      // (Executed scripts only: the target's chunks may already sit in the cache from a viewport prefetch.)
      const loaded = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.initiatorType === 'script')
          .map((e) => e.name),
      );
      const known = new Set(loaded.filter((u) => /\/assets\/js\//.test(u)));
      const documents: string[] = [];
      let failedAfterReload = 0;
      await page.route(JS, (route) => {
        if (known.has(route.request().url())) return route.continue();
        if (documents.length > 0) failedAfterReload += 1;
        return route.abort('failed');
      });
      page.on('request', (r) => {
        if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
      });

      await sidebarLink(page, TARGET).click();
      const retry = page.getByRole('button', {name: 'Retry'});
      const reloadedOrRetry = async () => documents.length > 0 || (await retry.isVisible());
      await until(reloadedOrRetry, 'no Retry button and no reload', 10_000);
      await page.waitForLoadState('load');
      if (documents.length > 0) {
        assert.deepEqual(documents, [TARGET], 'the reload did not load the target');
        // The server-rendered target stays readable even though it cannot hydrate, and it does not reload in a loop.
        await page.locator('article h1').waitFor({state: 'visible'});
        assert.ok((await page.locator('article').innerText()).length > 200, 'the page is (nearly) blank');
        // A loop would reload once the reloaded page's own chunks have failed: wait until they have, and the network
        // has gone quiet.
        await until(() => failedAfterReload > 0, 'the reloaded page requested none of its chunks', 10_000);
        await page.waitForLoadState('networkidle');
        await afterFrames(page);
        assert.equal(documents.length, 1, 'the page keeps reloading');
      } else {
        assert.ok(await retry.isEnabled());
      }
      assert.equal(location(page), TARGET);
    }));
});

describe('scroll after navigation', () => {
  it('a link with a hash lands with the target heading in view', () =>
    withContext(async (page) => {
      await visit(page, '/');
      await page.locator('a[href="/docs/before-you-start#starter-kits"]').first().click();
      await page.waitForURL((u) => u.pathname === '/docs/before-you-start' && u.hash === '#starter-kits');
      await page.locator('#starter-kits').waitFor();
      await until(
        () =>
          page.locator('#starter-kits').evaluate((el) => {
            const r = el.getBoundingClientRect();
            return window.scrollY > 0 && r.top >= -1 && r.bottom <= window.innerHeight;
          }),
        '#starter-kits is not in view',
      );
    }));

  it('a link without a hash lands at the top of the page', () =>
    withContext(async (page) => {
      await visit(page, '/docs/quickstart');
      const link = page.locator('footer a[href="/community"]');
      await link.scrollIntoViewIfNeeded();
      assert.ok((await page.evaluate(() => window.scrollY)) > 500, 'the source page did not scroll');
      await link.click();
      await page.waitForURL((u) => u.pathname === '/community');
      await page.locator('nav[aria-label="Docs sidebar"] a[href="/community"][aria-current="page"]').waitFor();
      assert.equal(await page.evaluate(() => window.scrollY), 0);
    }));
});

describe('the menu on a phone', () => {
  const PHONE: BrowserContextOptions = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
  /** The links of the docs sidebar in the navbar's menu, and the one it marks as the page on screen. */
  const MENU_LINKS = '.navbar-sidebar .theme-doc-sidebar-menu a.menu__link';
  const MENU_ACTIVE = `${MENU_LINKS}[aria-current="page"]`;

  /**
   * Taps Next on the Quickstart and records, at each batch of DOM changes until the menu marks the new page, the h1
   * and the menu's active link (a MutationObserver: one record per React commit or more, never one for two).
   */
  /** A doc page whose Next link opens another doc page (the Quickstart). */
  const NEXT_FROM = '/docs/before-you-start';

  async function tapNext(page: Page): Promise<{from: string; to: string; records: {h1: string; active: string}[]}> {
    await visit(page, NEXT_FROM);
    await settle(page);
    const next = page.locator('a.pagination-nav__link--next');
    const to = new URL((await next.getAttribute('href')) ?? '', url('/')).pathname;
    const from = (await page.locator(MENU_ACTIVE).getAttribute('href')) ?? '';
    assert.equal(from, NEXT_FROM, 'the closed menu does not mark the page on screen');
    await page.evaluate((selector) => {
      const records: {h1: string; active: string}[] = [];
      (window as unknown as {menuRecords: typeof records}).menuRecords = records;
      new MutationObserver(() =>
        records.push({
          h1: document.querySelector('article h1')?.textContent ?? '',
          active: document.querySelector(selector)?.getAttribute('href') ?? '',
        }),
      ).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['aria-current']});
    }, MENU_ACTIVE);
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await page.waitForURL((u) => u.pathname === to);
    await page.locator(`${MENU_ACTIVE}[href="${to}"]`).waitFor({state: 'attached'});
    const records = await page.evaluate(() => (window as unknown as {menuRecords: []}).menuRecords);
    return {from, to, records};
  }

  it('after a tap on Next, the menu marks the new page when the reader opens it', () =>
    withContext(async (page) => {
      const {to} = await tapNext(page);
      await page.locator('button.navbar__toggle').tap();
      const active = page.locator(MENU_ACTIVE);
      await active.waitFor({state: 'visible'});
      assert.equal(await active.getAttribute('href'), to);
      assert.equal(await page.locator(`${MENU_LINKS}[href="${NEXT_FROM}"]`).getAttribute('aria-current'), null);
    }, PHONE));

  it('the new page shows before the closed menu follows it (mobile-sidebar-after-paint)', (t) => {
    if (skipWithoutSpeed(t, 'mobile-sidebar-after-paint')) return;
    return withContext(async (page) => {
      const {from, to, records} = await tapNext(page);
      const title = records.at(-1)?.h1 ?? '';
      const first = records.find((r) => r.h1 === title);
      assert.ok(title && first, `no record of the new page: ${JSON.stringify(records)}`);
      assert.equal(first.active, from, 'the menu followed the navigation in the commit that showed the new page');
      assert.equal(records.at(-1)?.active, to);
    }, PHONE);
  });
});

describe('progress bar', () => {
  /** Records in the page when #nprogress first appears, and when the link was clicked. */
  async function watchProgress(page: Page): Promise<void> {
    await page.evaluate(() => {
      const w = window as unknown as {npShownAt: number | null; clickedAt: number | null};
      w.npShownAt = null;
      w.clickedAt = null;
      document.addEventListener('click', () => (w.clickedAt ??= performance.now()), {capture: true});
      new MutationObserver(() => {
        if (w.npShownAt === null && document.getElementById('nprogress')) w.npShownAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
  }
  const progress = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as {npShownAt: number | null; clickedAt: number | null};
      return {shownAt: w.npShownAt, clickedAt: w.clickedAt};
    });

  it('does not show when the navigation takes less than 200 ms', () =>
    withContext(async (page) => {
      await visit(page, SOURCE);
      // Go to the target and come back: the source's chunks are loaded, so the way back is immediate.
      await sidebarLink(page, TARGET).click();
      await page.locator(`nav[aria-label="Docs sidebar"] a[href="${TARGET}"][aria-current="page"]`).waitFor();
      await page.waitForLoadState('networkidle');
      await watchProgress(page);
      await sidebarLink(page, SOURCE).click();
      await page.locator(`nav[aria-label="Docs sidebar"] a[href="${SOURCE}"][aria-current="page"]`).waitFor();
      // The source screen shows: the navigation is over, and Docusaurus cancelled the bar's 200 ms timer before it
      // rendered (onRouteUpdate's cleanup runs once the route has loaded). The bar has shown by now or never will.
      const {shownAt, clickedAt} = await progress(page);
      assert.notEqual(clickedAt, null, 'the click was not seen');
      assert.equal(shownAt, null, 'the progress bar showed for a fast navigation');
    }));

  it('shows after 200 ms on the first navigation while the target is loading, and goes away once it has', () =>
    withContext(async (page) => {
      await visit(page, SOURCE);
      await settle(page);
      // Every script from now on is slow: the bar's own code must already be in the page, not asked for now.
      const {release} = await holdScripts(page);
      await watchProgress(page);
      await sidebarLink(page, TARGET).click();
      await page.locator('#nprogress .bar').waitFor({state: 'attached', timeout: 5_000});
      const {shownAt, clickedAt} = await progress(page);
      assert.ok(shownAt !== null && clickedAt !== null);
      assert.ok(shownAt - clickedAt >= 180, `the bar showed ${Math.round(shownAt - clickedAt)} ms after the click`);
      assert.equal(await page.locator('#nprogress .spinner').count(), 0, 'a spinner is shown');
      release();
      await sidebarLink(page, TARGET).and(page.locator('[aria-current="page"]')).waitFor({timeout: 10_000});
      await page.locator('#nprogress').waitFor({state: 'detached', timeout: 5_000});
    }));
});

describe('link prefetch', () => {
  // Runs in the page before its scripts. (Method syntax only: tsx would wrap a named arrow in a `__name` helper the
  // page does not have.)
  const saveData = () => {
    const connection = {saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {}};
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get() {
        return connection;
      },
    });
  };

  /** The chunks only the target needs: those a navigation to it requests once the source page has settled. */
  let targetChunks: Promise<string[]> | undefined;
  function chunksOfTarget(): Promise<string[]> {
    targetChunks ??= (async () => {
      let chunks: string[] = [];
      // On save-data nothing is prefetched, so the navigation itself fetches them.
      await withContext(
        async (page) => {
          await visit(page, SOURCE);
          await settle(page);
          const seen = watchScripts(page);
          await sidebarLink(page, TARGET).click();
          await page.locator(`nav[aria-label="Docs sidebar"] a[href="${TARGET}"][aria-current="page"]`).waitFor();
          chunks = [...new Set(seen)];
        },
        {},
        saveData,
      );
      assert.ok(chunks.length > 0, 'the navigation fetched no chunk of its own');
      return chunks;
    })();
    return targetChunks;
  }

  it('is skipped on save-data: hovering or showing a link fetches none of its chunks', async () => {
    const chunks = await chunksOfTarget();
    await withContext(
      async (page) => {
        const seen = watchScripts(page);
        await visit(page, SOURCE);
        type WithConnection = Navigator & {connection: {saveData: boolean}};
        const saveDataOn = await page.evaluate(() => (navigator as WithConnection).connection.saveData);
        assert.equal(saveDataOn, true, 'save-data is not emulated');
        await settle(page);
        await sidebarLink(page, TARGET).hover();
        // Everything the hover started has been reported (a preload starts its requests in the hover's handler).
        await requestsSoFar(page);
        const fetched = chunks.filter((c) => seen.includes(c));
        assert.deepEqual(fetched, [], 'target chunks fetched on save-data');
        assert.equal(await page.locator('link[rel="prefetch"]').count(), 0, 'prefetch links added on save-data');
        // Positive control: the click does fetch them, and the same watch sees it.
        await sidebarLink(page, TARGET).click();
        await until(() => chunks.every((c) => seen.includes(c)), 'the click fetched the target chunks unseen', 10_000);
      },
      {},
      saveData,
    );
  });

  it('happens without save-data: the target chunks are fetched before any click', full, async () => {
    const chunks = await chunksOfTarget();
    await withContext(async (page) => {
      const seen = watchScripts(page);
      await visit(page, SOURCE);
      await sidebarLink(page, TARGET).hover();
      await until(
        () => chunks.every((c) => seen.includes(c)),
        () => `the target chunks were not prefetched: ${chunks.filter((c) => !seen.includes(c)).join(', ')}`,
        10_000,
      );
      assert.equal(location(page), SOURCE);
    });
  });
});

describe('error screens', () => {
  it('a page component that throws shows "This page crashed." with "Try again", which renders it again', () =>
    withContext(async (page) => {
      // Serve the target's MDX module with a default export that throws while `window.laravextCrash` is set.
      await patchPageModule(
        page,
        TARGET,
        `function (exports) {
          var Content = exports.default;
          exports.default = function CrashingContent(props) {
            if (window.laravextCrash) {
              throw new Error('Laravext crash test', {cause: new Error('the cause of the crash')});
            }
            return Content(props);
          };
          return exports;
        }`,
      );
      await visit(page, SOURCE);
      await page.evaluate(() => ((window as unknown as {laravextCrash: boolean}).laravextCrash = true));
      await sidebarLink(page, TARGET).click();

      const heading = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
      await heading.waitFor({timeout: 10_000});
      const main = page.locator('main').filter({has: heading});
      assert.match(await main.innerText(), /Laravext crash test[\s\S]*Cause:[\s\S]*the cause of the crash/);
      assert.ok(await page.locator('nav.navbar').isVisible(), 'the crash took the navbar down');
      const tryAgain = page.getByRole('button', {name: 'Try again'});
      assert.ok(await tryAgain.isVisible(), 'no Try again button');

      await page.evaluate(() => ((window as unknown as {laravextCrash: boolean}).laravextCrash = false));
      await tryAgain.click();
      await heading.waitFor({state: 'detached'});
      await page.locator('article .markdown h1').waitFor({state: 'visible'});
      assert.equal(location(page), TARGET);
    }));

  it('without storage the site renders, the colour toggle works and a console warning mentions storage', () =>
    withContext(
      async (page, record) => {
        await visit(page, '/docs/quickstart');
        assert.ok(await page.locator('article h1').isVisible(), 'no content');
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
        await page.locator('nav.navbar button[aria-label^="Switch between dark and light mode"]').click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
        assert.ok(
          record.consoleWarnings.some((w) => /storage/i.test(w)),
          `no warning about storage: ${JSON.stringify(record.consoleWarnings)}`,
        );
        assert.deepEqual(record.consoleErrors, []);
        // Client navigation keeps working.
        await page.locator('nav.navbar a', {hasText: /^Blog$/}).click();
        await page.waitForURL((u) => u.pathname === '/blog');
        await page.locator('main article').first().waitFor();
      },
      {},
      () => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    ));

  it('under a wrong base URL a banner says the site did not load properly and suggests /wrong/', async (t) => {
    if (!WRONG_BASE_URL) {
      t.skip('LARAVEXT_WRONG_BASE_URL is not set');
      return;
    }
    await withContext(async (page) => {
      await page.goto(WRONG_BASE_URL, {waitUntil: 'load'});
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await banner.waitFor({state: 'visible', timeout: 10_000});
      const text = await banner.innerText();
      // Docusaurus's "Your site did not load properly", with the generator's name as it writes it.
      assert.match(text, /Your (Docusaurus )?site did not load properly/);
      assert.match(text, /suggest trying baseUrl = \/wrong\//);
    });
  });
});

describe('privacy', () => {
  it(
    'a walk through home, a doc page, the blog, the community and a search requests nothing from other hosts',
    full,
    () =>
      withContext(async (page, record) => {
        await visit(page, '/');
        await page.locator('a[href="/docs/laravext"]').first().click();
        await page.waitForURL((u) => u.pathname === '/docs/laravext');
        await visit(page, '/docs/latest/tools/routing');
        await page.locator('nav.navbar a', {hasText: /^Blog$/}).click();
        await page.waitForURL((u) => u.pathname === '/blog');
        await visit(page, '/blog/2024/08/20/laravext-release');
        await page.locator('nav.navbar a', {hasText: /^Community$/}).click();
        await page.waitForURL((u) => u.pathname === '/community');
        await visit(page, '/community/contributors');

        // The box the reader sees: ours until the search is in, then the plugin's (src/plugins/local-search/theme).
        const search = page.locator('input.navbar__search-input:visible');
        await search.click();
        await search.fill('routing');
        const hit = page.getByRole('option').first();
        await hit.waitFor({state: 'visible', timeout: 10_000});
        await hit.click();
        await page.waitForURL((u) => u.pathname !== '/community/contributors');
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');

        assert.deepEqual(record.foreignRequests, []);
        assert.deepEqual(record.cspViolations, []);
      }),
  );
});
