/**
 * What a reader gets around the docs content: the Vue/React choice, install tabs, versions and canonical URLs, edit
 * links and page metadata, the helpful not-found page, old Docsify hash links, code blocks, the Markdown twins and
 * llms.txt, social cards, feeds, sitemap and robots.txt, zoomable images and the "Was this page helpful?" widget.
 * Per-page facts that do not need a browser (head tags, edit links, footers) are read from the served HTML of every
 * page in the sitemap, parsed once with the browser's DOMParser.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Locator, Page} from 'playwright-core';
import {launch, location, newContext, open, url, waitForHydration} from '../support/browser';
import {LEGACY_ROUTES} from '../../config/legacyRoutes';
import {CURRENT, CURRENT_LABEL, stableVersion, versionDocsDir} from '../../config/versions';

const STABLE = stableVersion();

const SITE = 'https://laravext.dev';
const REPO = 'https://github.com/ArthurYdalgo/laravext';
const ROOT = path.resolve(__dirname, '../..');

interface PageInfo {
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

let browser: Browser;
let request: APIRequestContext;
let sitemapXml: string;
let pages: PageInfo[] = [];
/** The pages the sitemap lists. */
let listed: PageInfo[] = [];

const sitemapPath = (loc: string) => new URL(loc).pathname;
const isLatest = (p: string) => p === '/docs/latest' || p.startsWith('/docs/latest/');
const isStable = (p: string) => (p === '/docs' || p.startsWith('/docs/')) && !isLatest(p);
const isCategory = (p: string) => /^\/docs(\/latest)?\/category\//.test(p);
const productDocs = () => pages.filter((p) => p.isDoc && p.path.startsWith('/docs'));
const page404 = '/docs/latest/quickstartx';

/** Fetches `paths` a few at a time. */
async function fetchAll(paths: string[]): Promise<{path: string; status: number; html: string}[]> {
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

before(async () => {
  browser = await launch();
  const {context} = await newContext(browser);
  request = context.request;
  sitemapXml = await (await request.get(url('/sitemap.xml'))).text();
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => sitemapPath(m[1]));
  paths.push('/search', page404);
  const fetched = await fetchAll(paths);
  const parser = await context.newPage();
  const parsed = await parser.evaluate((docs) => {
    return docs.map(({path: p, status, html}) => {
      const d = new DOMParser().parseFromString(html, 'text/html');
      const [ogTitle, ogDescription, ogImage, twitterCard] = [
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[property="og:image"]',
        'meta[name="twitter:card"]',
      ].map((selector) => d.querySelector(selector)?.getAttribute('content') ?? null);
      return {
        path: p,
        status,
        isDoc: !!d.querySelector('.theme-doc-markdown'),
        h1: d.querySelector('article h1, main h1, h1')?.textContent?.trim() ?? '',
        canonicals: [...d.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
        ogTitle,
        ogDescription,
        ogImage,
        twitterCard,
        editUrl: d.querySelector('a.theme-edit-this-page')?.getAttribute('href') ?? null,
        lastUpdated: d.querySelector('.theme-last-updated time')?.getAttribute('datetime') ?? null,
        prevNext: d.querySelectorAll('nav.pagination-nav a[href]').length,
        breadcrumbs: d.querySelectorAll('nav.theme-doc-breadcrumbs .breadcrumbs__item').length,
        feedback: [...d.querySelectorAll('section[aria-labelledby] > p[id]')].some((p) => p.textContent?.trim() === 'Was this page helpful?'),
        highlighted: d.querySelectorAll('.theme-code-block .theme-code-block-highlighted-line').length,
        added: d.querySelectorAll('.theme-code-block .code-block-added-line').length,
        removed: d.querySelectorAll('.theme-code-block .code-block-removed-line').length,
      };
    });
  }, fetched);
  pages = parsed.sort((a, b) => a.path.localeCompare(b.path));
  listed = pages.filter((p) => p.path !== '/search' && p.path !== page404);
  await parser.close();
});

after(async () => {
  await browser?.close();
});

function info(p: string): PageInfo {
  const found = pages.find((x) => x.path === p);
  assert.ok(found, `${p} is not in the sitemap`);
  return found;
}

/** A fresh context and page on `path`, with a 20 s default timeout (the machine may be busy). */
async function visit(p: string, options: BrowserContextOptions = {}): Promise<{context: BrowserContext; page: Page}> {
  const {context} = await newContext(browser, options);
  const page = await open(context, p);
  page.setDefaultTimeout(20_000);
  return {context, page};
}

async function withPage(
  p: string,
  fn: (page: Page, context: BrowserContext) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const {context, page} = await visit(p, options);
  try {
    await fn(page, context);
  } finally {
    await context.close();
  }
}

/** Tab groups whose tabs are exactly `labels` (in order). */
async function tabGroups(page: Page, labels: string[]) {
  const groups = [];
  for (const list of await page.locator('[role="tablist"]').all()) {
    const names = (await list.locator('[role="tab"]').allInnerTexts()).map((t) => t.trim());
    if (JSON.stringify(names) === JSON.stringify(labels)) groups.push(list);
  }
  return groups;
}

const FRAMEWORK_TABS = ['Vue', 'React'];
const INSTALL_TABS = ['npm', 'Yarn', 'pnpm', 'Bun'];

/** For every framework tab group on the page, the label of its selected tab. */
async function selectedFrameworks(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const group of await tabGroups(page, FRAMEWORK_TABS)) {
    out.push((await group.locator('[role="tab"][aria-selected="true"]').innerText()).trim());
  }
  return out;
}

/**
 * Every code block in the framework panels that show has its code, and the code is highlighted: a panel chosen from
 * storage or the query string is rendered in the browser right after hydration (src/components/ServerHtml).
 */
async function assertShownSamplesHaveCode(page: Page, framework: string): Promise<void> {
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
  assert.ok(samples.some((sample) => sample.tokens > 0), `no code block is highlighted with ${framework} chosen`);
}

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

const CLIPBOARD: BrowserContextOptions = {permissions: ['clipboard-read', 'clipboard-write']};

describe('framework choice', () => {
  const PAGE = '/docs/latest/quickstart';

  it('switches every framework tab group on the page when the reader picks React in one', async () => {
    await withPage(PAGE, async (page) => {
      const groups = await tabGroups(page, FRAMEWORK_TABS);
      assert.ok(groups.length >= 2, `${PAGE} should have several Vue/React tab groups`);
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['Vue']), 'Vue is the default');
      const last = groups[groups.length - 1];
      await last.scrollIntoViewIfNeeded();
      await last.getByRole('tab', {name: 'React', exact: true}).click();
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['React']));
      await assertShownSamplesHaveCode(page, 'React');
    });
  });

  it('keeps the choice on the next page load', async () => {
    await withPage(PAGE, async (page, context) => {
      const [first] = await tabGroups(page, FRAMEWORK_TABS);
      await first.getByRole('tab', {name: 'React', exact: true}).click();
      const next = await open(context, '/docs/latest/tools/visit');
      const selected = await selectedFrameworks(next);
      assert.ok(selected.length > 0, 'no framework tabs on the visit page');
      assert.deepEqual(new Set(selected), new Set(['React']));
      await assertShownSamplesHaveCode(next, 'React');
    });
  });

  it('selects React from ?framework=react on a first visit', async () => {
    await withPage('/docs/latest/tools/visit?framework=react', async (page) => {
      const selected = await selectedFrameworks(page);
      assert.ok(selected.length > 0);
      assert.deepEqual(new Set(selected), new Set(['React']));
      await assertShownSamplesHaveCode(page, 'React');
    });
  });

  it('shows framework-only prose for the chosen framework only', async () => {
    await withPage(PAGE, async (page) => {
      const vue = page.locator('article [data-framework="vue"]');
      const react = page.locator('article [data-framework="react"]');
      // Both variants are in the server HTML; once the choice is known, only the chosen one stays.
      await react.first().waitFor({state: 'detached'}).catch(() => assert.fail('React-only prose shows with Vue chosen'));
      assert.ok((await vue.count()) > 0, 'no Vue-only prose on the page with Vue chosen');
      assert.ok(await vue.first().isVisible());
      const [first] = await tabGroups(page, FRAMEWORK_TABS);
      await first.getByRole('tab', {name: 'React', exact: true}).click();
      await react.first().waitFor({state: 'visible'});
      await vue.first().waitFor({state: 'detached'}).catch(() => assert.fail('Vue-only prose still shows with React chosen'));
    });
  });
});

describe('install commands', () => {
  it('offers npm, Yarn, pnpm and Bun tabs, each with its own command', async () => {
    await withPage('/docs/latest/quickstart', async (page) => {
      const groups = await tabGroups(page, INSTALL_TABS);
      assert.ok(groups.length > 0, 'no npm/Yarn/pnpm/Bun tabs');
      const group = groups[0];
      const panels = group.locator('xpath=following-sibling::*[1]');
      for (const manager of INSTALL_TABS) {
        await group.getByRole('tab', {name: manager, exact: true}).click();
        const code = await panels.locator('[role="tabpanel"]:not([hidden]) code').first().innerText();
        assert.match(code, new RegExp(`^${manager.toLowerCase()}\\b`, 'm'), `the ${manager} tab shows: ${code}`);
      }
    });
  });
});

describe('versions', () => {
  it(`switching to ${STABLE} keeps the page, the query and the hash`, async () => {
    const html = await (await request.get(url('/docs/latest/tools/visit'))).text();
    const ids = [...html.matchAll(/<h2[^>]*\bid="?([a-z0-9-]+)/g)].map((m) => m[1]).filter((id) => id !== 'page-feedback-title');
    const hash = ids[Math.floor(ids.length / 2)];
    assert.ok(hash, 'no headings on the visit page');
    await withPage(`/docs/latest/tools/visit?framework=react#${hash}`, async (page) => {
      const dropdown = page.locator('.navbar .dropdown', {hasText: CURRENT_LABEL});
      await dropdown.hover();
      await dropdown.locator('.dropdown__menu').getByRole('link', {name: STABLE, exact: true}).click();
      await page.waitForURL((u) => u.pathname === '/docs/tools/visit');
      assert.equal(location(page), `/docs/tools/visit?framework=react#${hash}`);
      await page.locator('article h1').waitFor({state: 'visible'});
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['React']));
    });
  });

  it('makes every Latest page canonical at its /docs twin and every /docs page at itself', async () => {
    const latest = listed.filter((p) => isLatest(p.path));
    const stable = listed.filter((p) => isStable(p.path));
    assert.ok(latest.length > 20 && stable.length > 20);
    for (const p of latest) {
      const twin = p.path.replace(/^\/docs\/latest/, '/docs');
      assert.deepEqual(p.canonicals, [`${SITE}${twin}`], `canonical of ${p.path}`);
    }
    for (const p of stable) assert.deepEqual(p.canonicals, [`${SITE}${p.path}`], `canonical of ${p.path}`);
    // After a client-side navigation too, the head holds one canonical link, the twin's.
    await withPage('/docs/latest/tools/visit', async (page) => {
      await page.locator('nav.pagination-nav a.pagination-nav__link--next').click();
      await page.waitForURL((u) => u.pathname !== '/docs/latest/tools/visit');
      const target = new URL(page.url()).pathname;
      await page.waitForFunction(
        (expected) => [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')).join() === expected,
        `${SITE}${target.replace(/^\/docs\/latest/, '/docs')}`,
      );
    });
  });

  it('"Edit this page" opens the source file of the version being read', async () => {
    const docs = productDocs();
    assert.ok(docs.length >= 40);
    for (const p of docs) {
      const latest = isLatest(p.path);
      const id = p.path.replace(latest ? /^\/docs\/latest\/?/ : /^\/docs\/?/, '') || 'index';
      const dir = versionDocsDir(latest ? CURRENT : STABLE);
      const expected = ['.mdx', '.md'].map((ext) => `${REPO}/edit/main/docs/${dir}/${id}${ext}`);
      assert.ok(expected.includes(p.editUrl ?? ''), `edit link of ${p.path}: ${p.editUrl}`);
      // The file the link names exists in the repository.
      assert.ok(fs.existsSync(path.join(ROOT, p.editUrl!.slice(`${REPO}/edit/main/docs/`.length))), `${p.editUrl} names no file`);
    }
  });

  it('shows the last update date, previous/next links and breadcrumbs on doc pages', async () => {
    for (const p of pages.filter((x) => x.isDoc)) {
      assert.ok(p.lastUpdated && !Number.isNaN(Date.parse(p.lastUpdated)), `no last-updated date on ${p.path}`);
      assert.ok(p.prevNext >= 1, `no previous/next link on ${p.path}`);
      assert.ok(p.breadcrumbs >= 2 || ['/docs', '/docs/latest', '/community'].includes(p.path), `no breadcrumbs on ${p.path}`);
    }
    await withPage('/docs/latest/tools/visit', async (page) => {
      for (const selector of ['.theme-last-updated', 'nav.theme-doc-breadcrumbs', 'a.pagination-nav__link--prev', 'a.pagination-nav__link--next']) {
        await page.locator(selector).first().scrollIntoViewIfNeeded();
        assert.ok(await page.locator(selector).first().isVisible(), `${selector} is not visible`);
      }
    });
  });
});

describe('not-found page', () => {
  it('answers 404 with a search prefilled from the address and links to the main sections', async () => {
    assert.equal(info(page404).status, 404);
    await withPage(page404, async (page) => {
      await page.getByRole('heading', {level: 1, name: 'Page not found'}).waitFor();
      const form = page.locator('main form[role="search"]');
      const input = form.locator('input[name="q"]');
      assert.equal(await input.inputValue(), 'quickstartx');
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const section of ['/docs', '/blog', '/community']) {
        assert.ok(hrefs.some((h) => h === section || h.startsWith(`${section}/`)), `no link to ${section}`);
      }
      for (const href of hrefs) assert.equal((await request.get(url(href))).status(), 200, `${href} is broken`);
      await input.fill('visit');
      await form.getByRole('button', {name: 'Search'}).click();
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'visit');
      await page.locator('article h2 a').first().waitFor({state: 'visible'});
    });
  });

  it('offers no twin when the other version has no such page either', async () => {
    await withPage(page404, async (page) => {
      await page.getByRole('heading', {level: 1, name: 'Page not found'}).waitFor();
      assert.equal(await page.locator('main [role="note"]').count(), 0);
      assert.equal(await page.locator('main a[href="/docs/quickstartx"]').count(), 0);
    });
  });

  it('offers the same page in the other version when only that version has it', async () => {
    // Both versions have the same pages today, so simulate a page that only 1.0 has: rename the 1.0 visit page to
    // /docs/tools/visit-classic in the app bundle (its route and the docs data). /docs/latest/tools/visit-classic
    // is then a real 404 whose twin exists.
    const {context} = await newContext(browser);
    try {
      let patched = 0;
      await context.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        const response = await route.fetch();
        let body = await response.text();
        const routePattern = /path:"\/docs\/tools\/visit",/g;
        const dataPattern = /"path":"\/docs\/tools\/visit",/g;
        const counts = [(body.match(routePattern) ?? []).length, (body.match(dataPattern) ?? []).length];
        assert.deepEqual(counts, [1, 1], 'the app bundle no longer has the expected route and docs data shape');
        body = body.replace(routePattern, 'path:"/docs/tools/visit-classic",').replace(dataPattern, '"path":"/docs/tools/visit-classic",');
        patched += 1;
        await route.fulfill({response, body});
      });
      const page = await open(context, '/docs/latest/tools/visit-classic');
      assert.ok(patched > 0);
      await page.getByRole('heading', {level: 1, name: 'Page not found'}).waitFor();
      const twin = page.locator('main [role="note"] a');
      assert.equal(await twin.getAttribute('href'), '/docs/tools/visit-classic');
      await twin.click();
      await page.waitForURL((u) => u.pathname === '/docs/tools/visit-classic');
      await page.locator('article h1').waitFor({state: 'visible'});
      assert.equal(await page.getByRole('heading', {level: 1, name: 'Page not found'}).count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('old hash links', () => {
  it('sends every old Docsify hash route to its new page', async () => {
    const {context} = await newContext(browser);
    try {
      const queue = Object.entries(LEGACY_ROUTES);
      assert.ok(queue.length > 20);
      // Three tabs at a time.
      await Promise.all(
        Array.from({length: 3}, async () => {
          const page = await context.newPage();
          page.setDefaultTimeout(20_000);
          for (let entry = queue.shift(); entry; entry = queue.shift()) {
            const [from, to] = entry;
            await page.goto(url(`/#${from}`), {waitUntil: 'commit'});
            await page.waitForURL((u) => u.pathname === to && u.hash === '', {waitUntil: 'domcontentloaded'});
            await page.locator('article h1').waitFor({state: 'visible'});
          }
        }),
      );
    } finally {
      await context.close();
    }
  });

  it('turns ?id= into the hash and brings that heading into view', async () => {
    const target = '/docs/tools/nexus-response';
    const html = await (await request.get(url(target))).text();
    const ids = [...html.matchAll(/<h[23][^>]*\bid="?([a-z0-9-]+)/g)].map((m) => m[1]).filter((id) => id !== 'page-feedback-title');
    const id = ids[ids.length - 2];
    assert.ok(id, 'no headings on the nexus response page');
    const {context} = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(url(`/#/tools/nexus-response?id=${id}`), {waitUntil: 'commit'});
      await page.waitForURL((u) => u.pathname === target && u.hash === `#${id}`);
      await waitForHydration(page);
      await page.waitForFunction(
        (headingId) => {
          const heading = document.getElementById(headingId);
          if (!heading || window.scrollY === 0) return false;
          const {top, bottom} = heading.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        },
        id,
        {timeout: 20_000},
      );
    } finally {
      await context.close();
    }
  });
});

describe('code blocks', () => {
  it('shows the title of a titled code block', async () => {
    const markdown = await (await request.get(url('/docs/latest/laravext.md'))).text();
    const title = markdown.match(/^```\w*\s+title="([^"]+)"/m)?.[1];
    assert.ok(title, 'the page has no titled code block any more');
    await withPage('/docs/latest/laravext', async (page) => {
      const titleBar = page.locator('.theme-code-block [class*="codeBlockTitle"]', {hasText: title});
      assert.ok((await titleBar.count()) >= 1, `no code block titled ${title}`);
      assert.ok(await titleBar.first().isVisible());
    });
  });

  /** Clicks the block's copy button and checks that the clipboard holds the block's code. */
  async function copiesItsCode(page: Page, block: Locator): Promise<void> {
    await block.hover();
    const expected = await block.locator('pre code .token-line').evaluateAll((lines) => lines.map((l) => l.textContent ?? '').join('\n'));
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await block.getByRole('button', {name: 'Copied'}).waitFor();
    assert.equal((await readClipboard(page)).trim(), expected.trim());
  }

  it('copies the code with the copy button', async () => {
    await withPage(
      '/docs/latest/laravext',
      async (page) => {
        // Code blocks render again once the page is interactive: use actions that wait for the block to be there.
        const block = page.locator('.theme-code-block').first();
        await copiesItsCode(page, block);
      },
      CLIPBOARD,
    );
  });

  it('gives a code block in a framework tab opened later its copy button, and it copies that tab\'s code', async () => {
    await withPage(
      '/docs/quickstart',
      async (page) => {
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        // The React panels were hidden on load: their blocks get their browser-only buttons when first shown.
        const panel = page.locator('[role=tabpanel]:has(.theme-code-block)').nth(1);
        assert.equal(await panel.getAttribute('hidden'), '', 'the second panel with code should start hidden');
        await page.getByRole('tab', {name: 'React'}).first().click();
        const block = panel.locator('.theme-code-block').first();
        await copiesItsCode(page, block);
      },
      CLIPBOARD,
    );
  });

  it('after a client-side navigation, highlights the code and renders a framework tab opened later', async () => {
    await withPage(
      '/docs/before-you-start',
      async (page) => {
        await waitForHydration(page);
        // No server HTML to keep here: the page is rendered in the browser (src/components/ServerHtml).
        await page.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
        await page.locator('.pagination-nav__link--next').click();
        await page.waitForURL(/\/docs\/quickstart$/);
        assert.equal(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage), true, 'the page reloaded');
        await page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first().waitFor();
        await assertShownSamplesHaveCode(page, 'Vue');
        await page.getByRole('tab', {name: 'React'}).first().click();
        await assertShownSamplesHaveCode(page, 'React');
        await copiesItsCode(page, page.locator('[role=tabpanel]:not([hidden]) .theme-code-block', {hasText: 'react'}).first());
      },
      CLIPBOARD,
    );
  });

  it('on a phone, offers word wrap on code wider than the screen only, and wrapping removes the scrolling', async () => {
    await withPage(
      '/docs/quickstart',
      async (page) => {
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        const blocks = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block, .theme-doc-markdown > .theme-code-block');
        // Each visible block: does its code overflow, and does it offer the button? (Blocks are measured when laid out.)
        const survey = async () => {
          await page.waitForTimeout(300);
          return blocks.evaluateAll((els) =>
            els.map((el) => {
              const pre = el.querySelector('pre')!;
              return {wide: pre.scrollWidth > pre.clientWidth, button: !!el.querySelector('button[aria-label="Toggle word wrap"]')};
            }),
          );
        };
        let seen = await survey();
        for (let i = 0; i < 20 && seen.some((b) => b.wide !== b.button); i += 1) seen = await survey();
        assert.ok(seen.some((b) => b.wide), 'no code block overflows a phone screen: the test has nothing to check');
        assert.ok(seen.some((b) => !b.wide), 'every block overflows: the test cannot tell the button from noise');
        assert.deepEqual(seen.filter((b) => b.wide !== b.button), [], 'a block offers word wrap without overflowing, or overflows without it');
        const wide = blocks.nth(seen.findIndex((b) => b.wide));
        await wide.scrollIntoViewIfNeeded();
        await wide.getByRole('button', {name: 'Toggle word wrap'}).click();
        await page.waitForFunction(
          (el) => !!el && el.querySelector('pre')!.scrollWidth <= el.querySelector('pre')!.clientWidth,
          await wide.elementHandle(),
        );
        assert.equal(await wide.locator('code').evaluate((c) => getComputedStyle(c).whiteSpace), 'pre-wrap');
      },
      {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
    );
  });

  it('marks highlighted, added and removed lines wherever the content asks for them', async () => {
    const MAGIC = /^\s*(?:\/\/|#|<!--|\{\/\*|\/\*)\s*(highlight|add|remove)-(?:next-line|start)\b/gm;
    const sources: {dir: string; prefix: string}[] = [
      {dir: versionDocsDir(CURRENT), prefix: '/docs/latest'},
      {dir: versionDocsDir(STABLE), prefix: '/docs'},
    ];
    const seen = {highlight: 0, add: 0, remove: 0};
    for (const {dir, prefix} of sources) {
      const base = path.join(ROOT, dir);
      for (const file of fs.readdirSync(base, {recursive: true}) as string[]) {
        if (!/\.mdx?$/.test(file)) continue;
        const source = fs.readFileSync(path.join(base, file), 'utf8');
        const kinds = new Set([...source.matchAll(MAGIC)].map((m) => m[1] as keyof typeof seen));
        if (kinds.size === 0) continue;
        const slug = source.match(/^---[\s\S]*?^slug:\s*(\S+)[\s\S]*?^---/m)?.[1];
        const id = file.replace(/\.mdx?$/, '').split(path.sep).join('/');
        const pagePath = slug ? `${prefix}${slug === '/' ? '' : slug}` : `${prefix}/${id}`;
        const p = info(pagePath);
        for (const kind of kinds) {
          seen[kind] += 1;
          const count = {highlight: p.highlighted, add: p.added, remove: p.removed}[kind];
          assert.ok(count > 0, `${pagePath} uses ${kind} magic comments but shows no such line`);
        }
      }
    }
    assert.ok(seen.highlight > 0, 'no page uses highlight comments');
  });
});

describe('Markdown for AI assistants', () => {
  const latestDocs = () => productDocs().filter((p) => isLatest(p.path));

  it('/llms.txt lists the Latest docs only, each as a working Markdown link', async () => {
    const response = await request.get(url('/llms.txt'));
    assert.equal(response.status(), 200);
    const text = await response.text();
    const links = [...text.matchAll(/\]\((https:\/\/laravext\.dev\/[^)\s]+)\)/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(links.length > 0);
    for (const link of links) assert.match(link, /^\/docs\/latest(\/.*)?\.md$/, `${link} is not a Latest doc`);
    assert.ok(!text.includes(`${SITE}/docs/quickstart.md`));
    for (const p of latestDocs()) assert.ok(links.includes(`${p.path}.md`), `${p.path} is missing from llms.txt`);
    for (const link of links) {
      const md = await request.get(url(link));
      assert.equal(md.status(), 200, link);
      assert.match(md.headers()['content-type'] ?? '', /^text\/markdown/, link);
    }
  });

  it('/llms-full.txt holds every Latest doc', async () => {
    const text = await (await request.get(url('/llms-full.txt'))).text();
    const headings = new Set(text.split('\n').filter((l) => l.startsWith('# ')).map((l) => l.slice(2).trim()));
    const docs = latestDocs();
    assert.ok(docs.length > 20);
    for (const p of docs) assert.ok(headings.has(p.h1), `"${p.h1}" (${p.path}) is missing from llms-full.txt`);
    assert.ok(!text.includes(`${SITE}/docs/quickstart\n`), `llms-full.txt includes a ${STABLE} page`);
  });

  it('serves /docs/quickstart.md and /docs/latest/quickstart.md as Markdown', async () => {
    for (const p of ['/docs/quickstart', '/docs/latest/quickstart']) {
      const response = await request.get(url(`${p}.md`));
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'] ?? '', /^text\/markdown/);
      const text = await response.text();
      assert.ok(text.startsWith(`# ${info(p).h1}`), `${p}.md does not start with the page title`);
      assert.ok(!/<html|<!doctype/i.test(text.slice(0, 500)), `${p}.md is HTML`);
    }
  });

  it('"Copy page" copies the page as Markdown', async () => {
    const expected = await (await request.get(url('/docs/latest/quickstart.md'))).text();
    await withPage(
      '/docs/latest/quickstart',
      async (page) => {
        await page.getByRole('button', {name: 'Copy page'}).click();
        await page.getByRole('button', {name: 'Copied'}).waitFor();
        assert.equal(await readClipboard(page), expected);
      },
      CLIPBOARD,
    );
  });
});

describe('social metadata', () => {
  it('gives every page og:title, og:description, og:image and twitter:card', () => {
    assert.ok(pages.length > 60);
    for (const p of pages) {
      for (const key of ['ogTitle', 'ogDescription', 'ogImage', 'twitterCard'] as const) {
        assert.ok(p[key] && p[key]!.trim() !== '', `${p.path} has no ${key}`);
      }
    }
  });

  it('points og:image of doc pages and blog posts at their own 1200×630 card', async () => {
    const posts = pages.filter((p) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\//.test(p.path));
    const docs = pages.filter((p) => p.isDoc);
    assert.ok(posts.length > 0 && docs.length > 40);
    for (const p of [...docs, ...posts]) {
      const slug = p.path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
      assert.equal(p.ogImage, `${SITE}/img/social/${slug}.png`, `og:image of ${p.path}`);
      const response = await request.get(url(`/img/social/${slug}.png`));
      assert.equal(response.status(), 200, `card of ${p.path}`);
      assert.equal(response.headers()['content-type'], 'image/png');
      const png = await response.body();
      assert.equal(png.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', `card of ${p.path} is not a PNG`);
      assert.equal(png.subarray(12, 16).toString('ascii'), 'IHDR');
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], `card of ${p.path}`);
    }
  });
});

describe('feeds, sitemap and robots.txt', () => {
  const FEEDS = [
    {href: '/blog/rss.xml', type: 'application/rss+xml', label: 'RSS'},
    {href: '/blog/atom.xml', type: 'application/atom+xml', label: 'Atom'},
    {href: '/blog/feed.json', type: 'application/json', label: 'JSON Feed'},
  ];

  it('advertises the RSS, Atom and JSON feeds in the head and as visible links on the blog', async () => {
    await withPage('/blog', async (page) => {
      const alternates = await page.locator('link[rel="alternate"][type]').evaluateAll((links) =>
        links.map((l) => ({type: l.getAttribute('type'), href: new URL(l.getAttribute('href') ?? '', document.baseURI).pathname})),
      );
      for (const feed of FEEDS) {
        assert.ok(alternates.some((a) => a.type === feed.type && a.href === feed.href), `no <link rel=alternate> for ${feed.href}`);
        const link = page.getByRole('link', {name: feed.label, exact: true});
        assert.ok(await link.isVisible(), `no visible ${feed.label} link`);
        assert.equal(new URL((await link.getAttribute('href')) ?? '', url('/')).pathname, feed.href);
      }
    });
  });

  it('serves three feeds that parse and list every post', async () => {
    const posts = [...sitemapXml.matchAll(/<loc>[^<]*(\/blog\/\d{4}\/\d{2}\/\d{2}\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.equal(posts.length, 4);
    const {context} = await newContext(browser);
    try {
      const page = await context.newPage();
      for (const [feed, item] of [['/blog/rss.xml', 'item'], ['/blog/atom.xml', 'entry']]) {
        const xml = await (await request.get(url(feed))).text();
        const parsed = await page.evaluate(
          ([source, tag]) => {
            const d = new DOMParser().parseFromString(source, 'application/xml');
            return {error: d.querySelector('parsererror')?.textContent ?? null, items: d.getElementsByTagName(tag).length};
          },
          [xml, item] as const,
        );
        assert.equal(parsed.error, null, `${feed} is not well-formed XML`);
        assert.equal(parsed.items, posts.length, `${feed} lists ${parsed.items} posts`);
      }
      const json = JSON.parse(await (await request.get(url('/blog/feed.json'))).text()) as {items: {url: string}[]};
      assert.equal(json.items.length, posts.length);
      assert.deepEqual(new Set(json.items.map((i) => new URL(i.url).pathname)), new Set(posts));
    } finally {
      await context.close();
    }
  });

  it('lists every doc page in the sitemap with a lastmod date', () => {
    const entries = [...sitemapXml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      path: sitemapPath(m[1].match(/<loc>([^<]+)<\/loc>/)![1]),
      lastmod: m[1].match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
    }));
    const docs = entries.filter((e) => e.path.startsWith('/docs') && !isCategory(e.path));
    assert.ok(docs.some((e) => isLatest(e.path)) && docs.some((e) => isStable(e.path)));
    for (const e of docs) {
      assert.match(e.lastmod ?? '', /^\d{4}-\d{2}-\d{2}/, `no lastmod for ${e.path}`);
      assert.ok(Date.parse(e.lastmod!) <= Date.now() + 86_400_000);
    }
    for (const p of listed) assert.equal(p.status, 200, `${p.path} in the sitemap answers ${p.status}`);
  });

  it('robots.txt points at the sitemap', async () => {
    const text = await (await request.get(url('/robots.txt'))).text();
    assert.match(text, /^Sitemap:\s*https:\/\/laravext\.dev\/sitemap\.xml\s*$/m);
  });
});

describe('images', () => {
  it('gives doc images a size, and zooms them on click', async () => {
    await withPage('/docs/latest/concepts/laravext-lifecycle', async (page) => {
      const images = page.locator('.markdown img');
      assert.ok((await images.count()) > 0, 'no image on the lifecycle page');
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        const size = await image.evaluate((img: HTMLImageElement) => ({
          attrs: img.hasAttribute('width') && img.hasAttribute('height'),
          natural: img.complete ? img.naturalWidth : 0,
        }));
        assert.ok(size.attrs || size.natural > 0, 'an image has neither width/height nor an intrinsic size');
      }
      const first = images.first();
      await first.scrollIntoViewIfNeeded();
      await page.locator('.markdown img.medium-zoom-image').first().waitFor({state: 'attached'});
      await first.click();
      await page.locator('.medium-zoom-overlay').waitFor({state: 'visible'});
      await page.locator('.medium-zoom-image--opened').first().waitFor({state: 'visible'});
      assert.ok(await page.locator('body.medium-zoom--opened').isVisible());
      // Once the zoom transition is over, Escape closes it.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await page.keyboard.press('Escape');
      await page.locator('.medium-zoom-overlay').waitFor({state: 'detached'});
      assert.equal(await page.locator('body.medium-zoom--opened').count(), 0);
    });
  });
});

describe('page feedback', () => {
  const PAGE = '/docs/latest/tools/visit';
  const section = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

  it('closes every doc page with "Was this page helpful?" and Yes / No', async () => {
    for (const p of pages.filter((x) => x.isDoc)) assert.ok(p.feedback, `no feedback question on ${p.path}`);
    await withPage(PAGE, async (page) => {
      const widget = section(page);
      await widget.scrollIntoViewIfNeeded();
      assert.ok(await widget.getByRole('button', {name: 'Yes', exact: true}).isVisible());
      assert.ok(await widget.getByRole('link', {name: /^No\b/}).isVisible());
      // Below the content of the page.
      const after = await page.evaluate(() => {
        const content = document.querySelector('.theme-doc-markdown');
        const heading = document.getElementById('page-feedback-title');
        return !!content && !!heading && !!(content.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      assert.ok(after, 'the question is not below the page content');
    });
  });

  it('thanks the reader who answers Yes', async () => {
    await withPage(PAGE, async (page) => {
      const widget = section(page);
      await widget.getByRole('button', {name: 'Yes', exact: true}).click();
      const thanks = widget.getByRole('status');
      await thanks.waitFor({state: 'visible'});
      assert.match(await thanks.innerText(), /thank/i);
      assert.equal(await widget.getByRole('button', {name: 'Yes', exact: true}).count(), 0);
    });
  });

  it('links No to a pre-filled GitHub issue that names the page', async () => {
    await withPage(PAGE, async (page) => {
      const link = section(page).getByRole('link', {name: /^No\b/});
      const href = (await link.getAttribute('href')) ?? '';
      assert.ok(href.startsWith(`${REPO}/issues/new?`), `No links to ${href}`);
      const params = new URL(href).searchParams;
      const title = (await page.locator('article h1').innerText()).trim();
      assert.ok(params.get('title')?.includes(title), `issue title "${params.get('title')}" does not name "${title}"`);
      assert.ok(params.get('body')?.includes(`${SITE}${PAGE}`), 'issue body does not link the page');
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
    });
  });

  it('stores nothing in cookies or storage', async () => {
    await withPage(PAGE, async (page, context) => {
      const snapshot = () =>
        page.evaluate(() => ({
          local: Object.fromEntries(Object.entries(localStorage)),
          session: Object.fromEntries(Object.entries(sessionStorage)),
          cookie: document.cookie,
        }));
      await page.waitForLoadState('networkidle');
      const before = await snapshot();
      await section(page).getByRole('button', {name: 'Yes', exact: true}).click();
      await section(page).getByRole('status').waitFor({state: 'visible'});
      const afterYes = await snapshot();
      assert.deepEqual(afterYes, before, `storage changed: ${JSON.stringify(before)} -> ${JSON.stringify(afterYes)}`);
      const cookies = await context.cookies();
      assert.deepEqual(cookies, [], `cookies: ${JSON.stringify(cookies)}`);
    });
  });
});
