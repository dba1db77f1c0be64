/**
 * Local search: the index loads on first use only (hover, focus, typing, Ctrl+K / ⌘K); the input reads
 * "Search" with the shortcut hint from the first paint, "Loading..." while the index is really on its way, "Search"
 * with the hint once it is ready; hits, typo tolerance, highlighting on the target page, results per docs version, the
 * /search page (full text), odd queries, and a failing index request (said, retried). Typing before the search is in:
 * search-typing.test.ts.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {
  launch,
  location,
  newContext,
  open,
  url,
  waitForHydration,
  until as waitUntil,
  warmContexts,
} from '../support/browser';
import {parseHtml} from '../../scripts/lib/html';
import {ANY_INDEX, FULL_INDEX, QUICK_INDEX, searchBox, waitForSearchFocus, waitForSearchReady} from '../support/search';
import {full} from '../../scripts/lib/depth';

const LOADING = 'Loading...';
const READY = 'Search';
const INDEX_PATH = ANY_INDEX;
const LATEST_PAGE = '/docs/latest/tools/visit';
const STABLE_PAGE = '/docs/tools/visit';
const MIDDLEWARE_PAGE = 'examples/middleware';
/** Replaces navigator.platform and navigator.userAgentData.platform: the plugin reads userAgentData first. */
const MAC_PLATFORM = `(() => {
  const nav = Navigator.prototype;
  Object.defineProperty(nav, 'platform', {configurable: true, get() { return 'MacIntel'; }});
  Object.defineProperty(nav, 'userAgentData', {
    configurable: true,
    get() { return {platform: 'macOS', mobile: false, brands: []}; },
  });
})();`;

let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** Search index requests, from the page or its worker. */
  indexRequests: string[];
  pageErrors: string[];
}

const warm = warmContexts(() => browser);
/** Where the shared context's listeners record, for the session that uses it now. */
let current: Pick<Session, 'indexRequests' | 'pageErrors'> = {indexRequests: [], pageErrors: []};
let listening = false;

function listen(context: BrowserContext, to: () => Pick<Session, 'indexRequests' | 'pageErrors'>): void {
  context.on('request', (request) => {
    if (INDEX_PATH.test(new URL(request.url()).pathname)) to().indexRequests.push(request.url());
  });
  context.on('page', (p) => p.on('pageerror', (error) => to().pageErrors.push(error.message)));
}

/**
 * Fresh storage and HTTP cache (no cached index), opened on `path`, recording index requests and uncaught page errors.
 * A session that changes the context (`setup`) or its options gets a context of its own; the others share one kept
 * warm (`warmContexts`).
 */
async function session(
  path: string,
  {options, setup}: {options?: BrowserContextOptions; setup?: (context: BrowserContext) => Promise<unknown>} = {},
): Promise<Session> {
  const records = {indexRequests: [] as string[], pageErrors: [] as string[]};
  let context: BrowserContext;
  if (setup || options) {
    ({context} = await newContext(browser, options));
    contexts.push(context);
    listen(context, () => records);
    await setup?.(context);
  } else {
    ({context} = await warm.take());
    current = records;
    if (!listening) listen(context, () => current);
    listening = true;
  }
  const page = await open(context, path);
  page.setDefaultTimeout(20_000);
  return {context, page, ...records};
}

/** Search waits are longer: the index is fetched and parsed in a worker. */
const until = (check: () => boolean | Promise<boolean>, message: string, timeout = 20_000) =>
  waitUntil(check, message, timeout);

const placeholder = (page: Page) => searchBox(page).getAttribute('placeholder');

/** The plugin's input has taken over, and reads "Search". */
async function waitForReady(page: Page): Promise<void> {
  await waitForSearchReady(page);
  assert.equal(await placeholder(page), READY);
}

/** The visible shortcut hint, e.g. ["ctrl", "K"]. */
async function visibleHints(page: Page): Promise<string[]> {
  const hints = page.locator('.navbar kbd');
  const texts: string[] = [];
  for (const hint of await hints.all()) if (await hint.isVisible()) texts.push((await hint.innerText()).trim());
  return texts;
}

/** The title of a doc page, as its h1 shows it. */
async function pageTitle(context: BrowserContext, path: string): Promise<string> {
  const html = await (await context.request.get(url(path))).text();
  const h1 = parseHtml(html)('h1').first();
  assert.ok(h1.length, `no h1 on ${path}`);
  return h1.text().trim();
}

/** Types a query into the navbar search and waits until the dropdown shows hits or its no-results message. */
async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).focus();
  await waitForReady(page);
  await searchBox(page).fill(query);
  await page.waitForFunction(() => {
    const listbox = document.querySelector('.navbar [role="listbox"]');
    return !!listbox && getComputedStyle(listbox).display !== 'none' && (listbox.textContent ?? '').trim() !== '';
  });
  // One autocomplete on the input: a second one would show a second dropdown and open every chosen hit twice.
  assert.equal(await page.locator('.navbar [role="listbox"]').count(), 1, 'more than one search dropdown');
}

/** The hit whose title is exactly `title`. */
function hitTitled(page: Page, title: string) {
  return page.locator('.navbar [role="option"]').filter({
    has: page.locator('[class*="hitTitle"]', {
      hasText: new RegExp(`^\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`),
    }),
  });
}

async function expectOnPage(page: Page, path: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path);
  await page.locator('article h1').first().waitFor({state: 'visible'});
}

/** The article shows <mark> elements around the searched word. */
async function expectHighlighted(page: Page, word: string): Promise<void> {
  await page.waitForFunction(
    (w) => [...document.querySelectorAll('article mark')].some((m) => m.textContent?.toLowerCase().includes(w)),
    word,
  );
}

describe('search index loading', () => {
  it('fetches no search index on page load, nor while the reader scrolls', async () => {
    const {page, indexRequests} = await session(LATEST_PAGE);
    await page.waitForLoadState('networkidle');
    // Scroll with the wheel over the content (never over the navbar), then all the way down and back.
    await page.mouse.move(640, 500);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 600);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(indexRequests, [], 'the index was fetched without any search interaction');
    // Nothing is loading: the box says so.
    assert.equal(await placeholder(page), READY);
    assert.deepEqual(
      (await visibleHints(page)).map((h) => h.toLowerCase()),
      ['ctrl', 'k'],
    );
  });

  it('reads "Search" with the Ctrl+K hint in the HTML, before any script runs', async () => {
    const {context} = await newContext(browser, {javaScriptEnabled: false});
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(url(LATEST_PAGE));
    assert.equal(await placeholder(page), READY);
    assert.deepEqual(
      (await visibleHints(page)).map((h) => h.toLowerCase()),
      ['ctrl', 'k'],
    );
  });

  it('fetches the index when the reader hovers the search input', full, async () => {
    const {page, indexRequests} = await session(LATEST_PAGE);
    await page.waitForLoadState('networkidle');
    assert.equal(indexRequests.length, 0);
    await searchBox(page).hover();
    await until(() => indexRequests.length > 0, 'hovering the input did not fetch the index');
    await waitForReady(page);
  });

  it('fetches the index when the search input gets focus', full, async () => {
    const {page, indexRequests} = await session(LATEST_PAGE);
    await page.waitForLoadState('networkidle');
    assert.equal(indexRequests.length, 0);
    await searchBox(page).focus();
    await until(() => indexRequests.length > 0, 'focusing the input did not fetch the index');
    await waitForReady(page);
  });

  it('fetches the index and focuses the input on Ctrl+K', async () => {
    const {page, indexRequests} = await session(LATEST_PAGE);
    await page.waitForLoadState('networkidle');
    assert.equal(indexRequests.length, 0);
    await page.locator('article h1').first().click();
    await page.keyboard.press('Control+k');
    await until(() => indexRequests.length > 0, 'Ctrl+K did not fetch the index');
    await waitForReady(page);
    await waitForSearchFocus(page);
  });

  it('reads "Loading..." only while the index is on its way, then "Search" with the Ctrl+K hint', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const {page, indexRequests} = await session(LATEST_PAGE, {
      setup: (context) =>
        context.route(INDEX_PATH, async (route) => {
          await released;
          await route.continue();
        }),
    });
    assert.equal(await placeholder(page), READY, 'the box reads "Loading..." although nothing is loading');
    await searchBox(page).hover();
    await until(() => indexRequests.length > 0, 'hovering the input did not request the index');
    // The index is on its way but held back: loading, and the hint waits.
    await until(
      async () => (await placeholder(page)) === LOADING,
      'the box does not read "Loading..." while the index loads',
    );
    assert.deepEqual(await visibleHints(page), [], 'the shortcut hint shows while the index loads');
    release();
    await waitForReady(page);
    const hints = await visibleHints(page);
    assert.deepEqual(
      hints.map((h) => h.toLowerCase()),
      ['ctrl', 'k'],
    );
  });

  it('shows the ⌘K hint on a Mac, and ⌘K opens the search', full, async () => {
    const {page, indexRequests} = await session(LATEST_PAGE, {setup: (context) => context.addInitScript(MAC_PLATFORM)});
    await page.locator('article h1').first().click();
    await page.keyboard.press('Meta+k');
    await until(() => indexRequests.length > 0, '⌘K did not fetch the index on a Mac');
    await waitForReady(page);
    await waitForSearchFocus(page);
    assert.deepEqual(
      (await visibleHints(page)).map((h) => h.toUpperCase()),
      ['⌘', 'K'],
    );
  });

  it('lets the reader type while the index is loading, and shows the hits once it is in', full, async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const {page, indexRequests} = await session(LATEST_PAGE, {
      setup: (context) =>
        context.route(INDEX_PATH, async (route) => {
          await released;
          await route.continue();
        }),
    });
    await searchBox(page).focus();
    await until(() => indexRequests.length > 0, 'focusing the input did not request the index');
    await waitForSearchFocus(page);
    assert.equal(await placeholder(page), LOADING);
    await page.keyboard.type('visit');
    assert.equal(await searchBox(page).inputValue(), 'visit');
    release();
    await waitForReady(page);
    await page.locator('.navbar [role="option"]').first().waitFor({state: 'visible'});
    assert.equal(await searchBox(page).inputValue(), 'visit');
  });
});

describe('search hits', () => {
  it('finds the Middleware example page for "middleware"', async () => {
    const {context, page} = await session(LATEST_PAGE);
    const title = await pageTitle(context, `/docs/latest/${MIDDLEWARE_PAGE}`);
    await search(page, 'middleware');
    assert.ok((await page.locator('.navbar [role="option"]').count()) > 1, 'expected several hits');
    assert.equal(await hitTitled(page, title).count(), 1, `no hit titled "${title}"`);
  });

  it('still finds it with the typo "midleware"', async () => {
    const {context, page} = await session(LATEST_PAGE);
    const title = await pageTitle(context, `/docs/latest/${MIDDLEWARE_PAGE}`);
    await search(page, 'midleware');
    assert.equal(await hitTitled(page, title).count(), 1, `no hit titled "${title}" for the typo`);
  });

  it('opens a hit chosen with the keyboard and highlights the word there; Back returns', async () => {
    const {context, page} = await session(LATEST_PAGE);
    const title = await pageTitle(context, `/docs/latest/${MIDDLEWARE_PAGE}`);
    await search(page, 'middleware');
    const options = page.locator('.navbar [role="option"]');
    const titles = await options.evaluateAll((els) =>
      els.map((el) => el.querySelector('[class*="hitTitle"]')?.textContent?.trim() ?? ''),
    );
    const index = titles.indexOf(title);
    assert.ok(index >= 0, `no hit titled "${title}"`);
    // The first hit is selected as the dropdown opens; move down to ours.
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
    assert.equal(await options.nth(index).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Enter');
    await expectOnPage(page, `/docs/latest/${MIDDLEWARE_PAGE}`);
    assert.equal(new URL(page.url()).searchParams.get('_highlight'), 'middleware');
    await expectHighlighted(page, 'middleware');
    // One history entry per chosen hit: Back returns to the page the reader searched from.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === LATEST_PAGE);
  });

  it('opens a clicked hit and highlights the word there', full, async () => {
    const {context, page} = await session(LATEST_PAGE);
    const title = await pageTitle(context, `/docs/latest/${MIDDLEWARE_PAGE}`);
    await search(page, 'middleware');
    await hitTitled(page, title).click();
    await expectOnPage(page, `/docs/latest/${MIDDLEWARE_PAGE}`);
    await expectHighlighted(page, 'middleware');
  });

  /** The index files a page read: only the quick index of its docs version's folder (the root for the stable one). */
  const assertReadQuickIndex = (indexRequests: string[], folder: string) => {
    const paths = [...new Set(indexRequests.map((u) => new URL(u).pathname))];
    assert.equal(paths.length, 1, `indexes read: ${paths.join(', ')}`);
    assert.match(paths[0], QUICK_INDEX);
    assert.equal(paths[0].slice(0, paths[0].lastIndexOf('/') + 1), folder);
  };

  it('gives hits of the Latest docs when searching from a Latest page, from its quick index', full, async () => {
    const {context, page, indexRequests} = await session(LATEST_PAGE);
    const title = await pageTitle(context, `/docs/latest/${MIDDLEWARE_PAGE}`);
    await search(page, 'middleware');
    assertReadQuickIndex(indexRequests, '/docs/latest/');
    await hitTitled(page, title).click();
    await expectOnPage(page, `/docs/latest/${MIDDLEWARE_PAGE}`);
  });

  it('gives hits of the stable docs when searching from a stable page, from its quick index', full, async () => {
    const {context, page, indexRequests} = await session(STABLE_PAGE);
    const title = await pageTitle(context, `/docs/${MIDDLEWARE_PAGE}`);
    await search(page, 'middleware');
    assertReadQuickIndex(indexRequests, '/');
    await hitTitled(page, title).click();
    await expectOnPage(page, `/docs/${MIDDLEWARE_PAGE}`);
  });

  it('finds an API name that only the text of a section shows ("moveProgress")', full, async () => {
    const {page} = await session(STABLE_PAGE);
    await search(page, 'moveProgress');
    const hits = await page.locator('.navbar [role="option"]').allInnerTexts();
    assert.ok(
      hits.some((hit) => /moveProgress/.test(hit)),
      `no hit shows moveProgress: ${hits.join(' | ')}`,
    );
  });

  it('finds blog posts and community pages from a docs page too', full, async () => {
    const {context, page} = await session(LATEST_PAGE);
    const feed = (await (await context.request.get(url('/blog/feed.json'))).json()) as {
      items: {title: string; url: string}[];
    };
    const post = feed.items[0];
    const postPath = new URL(post.url).pathname;
    await search(page, post.title);
    await hitTitled(page, post.title).first().click();
    await page.waitForURL((u) => u.pathname === postPath);

    const communityPath = '/community/contributors';
    const communityTitle = await pageTitle(context, communityPath);
    await page.goto(url(LATEST_PAGE));
    await waitForHydration(page);
    await search(page, communityTitle);
    await hitTitled(page, communityTitle).first().click();
    await page.waitForURL((u) => u.pathname === communityPath);
  });

  it('lists results on /search?q=visit from the full text, with the query in its input', async () => {
    const {page, indexRequests} = await session('/search?q=visit');
    const input = page
      .locator('main input[type="search"], #__docusaurus_skipToContent_fallback input[type="search"]')
      .first();
    assert.equal(await input.inputValue(), 'visit');
    const results = page.locator('article h2 a');
    await results.first().waitFor({state: 'visible'});
    const hrefs = await results.evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    assert.ok(hrefs.includes(STABLE_PAGE), `no result links ${STABLE_PAGE}: ${hrefs.slice(0, 5).join(', ')}`);
    const paths = indexRequests.map((u) => new URL(u).pathname);
    assert.ok(paths.length > 0 && paths.every((p) => FULL_INDEX.test(p)), `indexes read: ${paths.join(', ')}`);
    // The plugin's selector of search contexts (one here: every section) has a name (axe select-name).
    assert.equal(await page.getByRole('combobox', {name: 'Sections to search'}).count(), 1);
    assert.match(await page.locator('h1').first().innerText(), /visit/);
  });
});

describe('from the navbar to the /search page', () => {
  it('"See all results" opens the full text of the docs version being read', async () => {
    const {page, indexRequests} = await session(LATEST_PAGE);
    await search(page, 'middleware');
    await page.locator('.navbar').getByRole('link', {name: 'See all results'}).click();
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === '/search');
    const results = page.locator('article h2 a');
    await results.first().waitFor({state: 'visible'});
    const query = new URL(page.url()).searchParams;
    assert.equal(query.get('q'), 'middleware');
    // The page may render its hits again once the full text is in: wait for the list that has them.
    let hrefs: string[] = [];
    await waitUntil(
      async () => {
        hrefs = await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        return hrefs.some((href) => href.startsWith('/docs/latest/'));
      },
      () => `no Latest page among ${hrefs.slice(0, 5).join(', ')}`,
    );
    const paths = indexRequests.map((u) => new URL(u).pathname);
    assert.ok(
      paths.some((p) => p.startsWith('/docs/latest/') && FULL_INDEX.test(p)),
      `the full text of Latest was not read: ${paths.join(', ')}`,
    );
  });
});

describe('odd queries', full, () => {
  /** Runs the query in the navbar: no uncaught error, and the dropdown shows hits or its no-results message. */
  async function oddQuery(query: string) {
    const {page, pageErrors} = await session(LATEST_PAGE);
    await search(page, query);
    const dropdown = page.locator('.navbar [role="listbox"]');
    const hits = await dropdown.locator('[role="option"]').count();
    const text = (await dropdown.innerText()).trim();
    assert.ok(hits > 0 || /no results/i.test(text), `neither hits nor a no-results message: "${text.slice(0, 80)}"`);
    assert.deepEqual(pageErrors, []);
    // The page is still alive: the article is there and the input still holds the query.
    assert.ok(await page.locator('article h1').first().isVisible());
    assert.equal(await searchBox(page).inputValue(), query);
  }

  it('handles a 500-character query', async () => {
    await oddQuery('laravext '.repeat(60).slice(0, 500));
  });

  it('handles a query of regular-expression metacharacters', async () => {
    await oddQuery('.*+?^${}()|[]\\');
  });

  it('handles Japanese and Cyrillic text', async () => {
    await oddQuery('ルーター');
    await oddQuery('маршрут');
  });

  it('handles odd queries on the /search page too', async () => {
    const {page, pageErrors} = await session(`/search?q=${encodeURIComponent('.*+?^${}()|[]\\')}`);
    await page.waitForFunction(() =>
      /\d+ documents? found|no documents/i.test(
        document.querySelector('main, #__docusaurus_skipToContent_fallback')?.textContent ?? '',
      ),
    );
    assert.deepEqual(pageErrors, []);
  });
});

describe('search index failure', () => {
  it('keeps the page working when the index request fails', full, async () => {
    const failed: string[] = [];
    const {page, pageErrors} = await session(LATEST_PAGE, {
      setup: async (context) => {
        await context.route(INDEX_PATH, (route) => route.abort('failed'));
        context.on('requestfailed', (request) => {
          if (INDEX_PATH.test(new URL(request.url()).pathname)) failed.push(request.url());
        });
      },
    });
    await searchBox(page).hover();
    await searchBox(page).focus();
    await until(() => failed.length > 0, 'the index request was not made');
    await page.keyboard.type('visit');
    // Only the failed fetch itself may surface as an error; nothing else breaks.
    for (const message of pageErrors) assert.match(message, /fetch|network|load/i, `unexpected page error: ${message}`);
    assert.ok(await page.locator('article h1').first().isVisible(), 'the article disappeared');
    // Navigation still works, client-side: the navbar's Blog link, then a link of the blog.
    await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await page.waitForURL((u) => u.pathname === '/blog');
    await page.locator('article').first().waitFor({state: 'visible'});
    await page.goBack();
    await page.waitForURL((u) => u.pathname === LATEST_PAGE);
    await page.locator('article h1').first().waitFor({state: 'visible'});
    assert.equal(location(page), LATEST_PAGE);
  });

  it('says so under the box when the index fails, keeps the text, and Retry fetches it again', async () => {
    let attempts = 0;
    const {page, pageErrors} = await session(LATEST_PAGE, {
      setup: async (context) => {
        // The first request fails, the next ones get through.
        await context.route(INDEX_PATH, (route) => (attempts++ === 0 ? route.abort('failed') : route.continue()));
      },
    });
    await page.locator('article h1').first().click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('middleware', {delay: 30});
    const alert = page.locator('.navbar [role="alert"]');
    await alert.waitFor({state: 'visible'});
    assert.match(await alert.innerText(), /could not load/i);
    assert.equal(await placeholder(page), 'Search unavailable');
    assert.equal(await searchBox(page).inputValue(), 'middleware', 'the typed text was lost');
    assert.deepEqual(pageErrors, [], 'the failed index load surfaced as a page error');
    assert.equal(attempts, 1);
    await alert.getByRole('button', {name: 'Retry'}).click();
    // A real retry: the index is fetched again, the text is searched and the results open by themselves.
    await until(() => attempts > 1, 'Retry did not fetch the index again');
    await waitForSearchReady(page);
    await page.locator('.navbar [role="option"]').first().waitFor({state: 'visible'});
    assert.equal(await searchBox(page).inputValue(), 'middleware');
    await waitForSearchFocus(page);
    assert.equal(await alert.count(), 0, 'the failure message stayed');
  });
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});
