/**
 * Every route of the site answers 200 and shows the right screen; unknown URLs get the not-found page with a 404;
 * a trailing slash redirects to the clean path, and `.html` or `/index.html` in a client navigation shows its screen.
 *
 * Status codes come from plain HTTP requests. Every route's screen (title, headings, sidebar and its active link,
 * cards, version dropdown) is read from its served HTML, what a reader gets before any script runs. A sample of each
 * kind of route (`HYDRATED`) is also opened in Chromium: once React has hydrated it, the same screen must be there, at
 * the same URL. The accessibility walk (accessibility.test.ts) opens every other page in Chromium and fails on any
 * console error, a hydration mismatch included: a page whose hydrated screen differed from its HTML fails there.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {afterFrames, flushConsole, launch, location, newContext, url, type PageRecord} from '../support/browser';
import {parseHtml} from '../../scripts/lib/html';
import {LINKS, PACKAGIST_REPO_URL, REPO_URL} from '../../config/site';
import {CURRENT_LABEL, stableVersion} from '../../config/versions';
import {atDepth} from '../../scripts/lib/depth';

const STABLE = stableVersion();

const DOC_IDS = [
  'before-you-start',
  'quickstart',
  'configuration',
  'server-side-rendering',
  'laravext',
  'concepts/file-conventions',
  'concepts/laravext-lifecycle',
  'concepts/laravext-prop',
  'concepts/router',
  'examples/layout',
  'examples/middleware',
  'examples/page',
  'misc/about-this-doc',
  'tools/blade-directives',
  'tools/chrome-extension',
  'tools/head-component',
  'tools/link-component',
  'tools/nexus-response',
  'tools/routing',
  'tools/shared-props',
  'tools/visit',
  // Beyond the spec's list: the guides a real app needs next, and the release notes.
  'guides/forms-and-validation',
  'guides/errors-during-visits',
  'guides/testing',
  'guides/localization',
  'guides/deployment',
  'release-notes',
];
const DOC_PREFIXES = ['/docs', '/docs/latest'];
const CATEGORIES = ['concepts', 'examples', 'guides', 'links', 'misc', 'tools'];
const POSTS = [
  '/blog/2025/03/04/new-starter-kits',
  '/blog/2024/10/25/docs-updated-to-docusaurus',
  '/blog/2024/08/23/chrome-debug-tool-release',
  '/blog/2024/08/20/laravext-release',
];
const COMMUNITY = ['/community', '/community/contributors', '/community/projects-made-with-laravext'];
/** Opened in Chromium too: one route of each kind, and of each docs version (`npm test`: `GATE_HYDRATED`). */
const HYDRATED = [
  '/docs',
  '/docs/latest',
  '/docs/quickstart',
  '/docs/latest/concepts/router',
  '/docs/category/tools',
  '/docs/latest/category/links',
  '/blog',
  POSTS[0],
  '/blog/archive',
  '/community/contributors',
];
/** The hydrated sample of `npm test` (scripts/lib/depth.ts): a Latest doc, a category index, a blog post. */
const GATE_HYDRATED = ['/docs/latest', '/docs/category/tools', POSTS[0]];

let browser: Browser;
let context: BrowserContext;
let record: PageRecord;
/** Pages of one context, lent to tests; suites of independent page loads run two at a time. */
const idle: Page[] = [];
const PARALLEL = 2;

before(async () => {
  browser = await launch();
  ({context, record} = await newContext(browser));
  context.setDefaultTimeout(10_000);
  for (let i = 0; i < PARALLEL; i += 1) idle.push(await context.newPage());
});

async function withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const page = idle.pop();
  if (!page) throw new Error('no idle page: raise PARALLEL');
  try {
    return await fn(page);
  } finally {
    idle.push(page);
  }
}
after(async () => {
  await browser?.close();
});

async function status(path: string): Promise<number> {
  return (await fetch(url(path), {redirect: 'manual'})).status;
}

/** Loads a page in the shared tab and waits until React has hydrated it (`data-has-hydrated="true"`). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(url(path), {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 15_000});
}

const h1Texts = (page: Page) => page.locator('h1').allInnerTexts();

const DOCS_SIDEBAR = 'aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]';
const docsSidebar = (page: Page) => page.locator(DOCS_SIDEBAR);

async function activeSidebarHref(page: Page): Promise<string | null> {
  const active = docsSidebar(page).locator('a.menu__link[aria-current="page"]');
  if ((await active.count()) !== 1) return null;
  assert.match((await active.getAttribute('class')) ?? '', /menu__link--active/);
  return active.getAttribute('href');
}

/** What a reader sees of a route, read from HTML: as served, or the hydrated DOM serialised (`hydratedScreen`). */
interface Screen {
  title: string;
  h1: string[];
  sidebar: boolean;
  sidebarHrefs: string[];
  /** The one sidebar link marked as the current page and styled as active, else null. */
  active: string | null;
  dropdownLabels: string[];
  cards: {href: string; target: string | null}[];
  articles: number;
  articleTitleLinks: string[];
  dates: number;
  /** Post links of the blog sidebar, by the year heading they are grouped under. */
  blogSidebarYears: {year: string; hrefs: string[]}[];
  links: string[];
}

function screenOf(html: string): Screen {
  const $ = parseHtml(html);
  const sidebar = $(DOCS_SIDEBAR);
  const active = sidebar.find('a.menu__link[aria-current="page"]');
  const hrefs = (selector: string) =>
    $(selector)
      .map((_, a) => $(a).attr('href') ?? '')
      .get();
  return {
    title: $('head title').first().text(),
    h1: $('h1')
      .map((_, h) => $(h).text().trim())
      .get(),
    sidebar: sidebar.length === 1,
    sidebarHrefs: sidebar
      .find('a[href]')
      .map((_, a) => $(a).attr('href') ?? '')
      .get(),
    active: active.length === 1 && active.hasClass('menu__link--active') ? (active.attr('href') ?? null) : null,
    dropdownLabels: $('.navbar .dropdown > .navbar__link')
      .map((_, l) => $(l).text().trim())
      .get(),
    cards: $('main a.card')
      .map((_, a) => ({href: $(a).attr('href') ?? '', target: $(a).attr('target') ?? null}))
      .get(),
    articles: $('main article').length,
    articleTitleLinks: hrefs('main article header h2 a'),
    dates: $('main article time[datetime]').length,
    blogSidebarYears: $('nav[aria-label="Blog recent posts navigation"] [role="group"]')
      .map((_, group) => ({
        year: $(group).find('h3').first().text().trim(),
        hrefs: $(group)
          .find('a')
          .map((_, a) => $(a).attr('href') ?? '')
          .get(),
      }))
      .get(),
    links: hrefs('main a[href]'),
  };
}

/** The route's status and its screen as served. */
async function served(path: string): Promise<{status: number; screen: Screen}> {
  const response = await fetch(url(path), {redirect: 'manual'});
  return {status: response.status, screen: screenOf(await response.text())};
}

/** The route's screen in Chromium once React has hydrated it, at the URL it was opened at. */
async function hydratedScreen(page: Page, path: string): Promise<Screen> {
  await visit(page, path);
  assert.equal(location(page), path, `${path}: the address changed`);
  assert.ok(await page.locator('h1').first().isVisible(), `${path}: no visible h1`);
  return screenOf(await page.content());
}

function assertNotNotFound(screen: Screen, path: string): void {
  assert.ok(!/^Page Not Found/i.test(screen.title), `${path}: got the not-found page (title "${screen.title}")`);
  assert.ok(!screen.h1.some((t) => /not found/i.test(t)), `${path}: not-found heading shown: ${screen.h1.join(', ')}`);
}

/** One non-empty h1 first. */
function assertHeading(screen: Screen, path: string): string {
  const text = screen.h1[0] ?? '';
  assert.ok(text.length > 0, `${path}: no h1, or an empty one`);
  return text;
}

/** Checks a route as served: 200 and what `check` asserts about its screen. */
function servedRoute(path: string, title: string, check: (screen: Screen) => void): void {
  it(`${path} answers 200 ${title}`, async () => {
    const {status: code, screen} = await served(path);
    assert.equal(code, 200);
    assertNotNotFound(screen, path);
    check(screen);
  });
}

function checkDoc(path: string, screen: Screen): void {
  assertHeading(screen, path);
  assert.ok(screen.sidebar, `${path}: no docs sidebar`);
  assert.equal(screen.active, path, `${path}: wrong active sidebar link`);
}

function checkLanding(path: string, label: string, screen: Screen): void {
  assertHeading(screen, path);
  assert.ok(screen.sidebar, `${path}: no docs sidebar`);
  // The landing belongs to its own version: the sidebar links stay under the same prefix.
  const hrefs = screen.sidebarHrefs.filter((h) => h.startsWith('/docs/') && !h.includes('/community'));
  assert.ok(hrefs.includes(`${path}/quickstart`), `${path}: sidebar has no ${path}/quickstart`);
  if (path === '/docs') assert.ok(!hrefs.some((h) => h.startsWith('/docs/latest')), '/docs sidebar links into Latest');
  assert.deepEqual(screen.dropdownLabels, [label], `${path}: the version dropdown`);
}

function checkCategory(prefix: string, category: string, screen: Screen): void {
  const path = `${prefix}/category/${category}`;
  assertHeading(screen, path);
  assert.ok(screen.sidebar, `${path}: no docs sidebar`);
  assert.equal(screen.active, path, `${path}: category not active in the sidebar`);
  assert.ok(screen.cards.length >= 2, `${path}: fewer than 2 cards`);
  const hrefs = screen.cards.map((c) => c.href);
  if (category === 'links') {
    // The Links category of sidebars.ts: every place Laravext lives, opened in a new tab.
    const expected = [
      LINKS.discord,
      REPO_URL,
      PACKAGIST_REPO_URL,
      LINKS.youtube,
      LINKS.packagist,
      LINKS.npmReact,
      LINKS.npmVue,
      LINKS.coffee,
    ];
    assert.deepEqual([...hrefs].sort(), [...expected].sort(), `${path}: the external links`);
    for (const card of screen.cards) assert.equal(card.target, '_blank', `${path}: ${card.href} opens in this tab`);
  } else if (category === 'misc') {
    assert.ok(hrefs.includes('/community/contributors'), `${path}: no card to /community/contributors`);
    assert.ok(hrefs.includes(`${prefix}/misc/about-this-doc`), `${path}: no card to about-this-doc`);
  } else {
    // A page may keep its URL outside its folder with a `slug` (the guides' Server-side rendering).
    const KEPT_URLS = [`${prefix}/server-side-rendering`];
    for (const href of hrefs) {
      const inside = href.startsWith(`${prefix}/${category}/`) || KEPT_URLS.includes(href);
      assert.ok(inside, `${path}: card ${href} outside the category`);
    }
  }
}

function checkPost(path: string, screen: Screen): void {
  const title = assertHeading(screen, path);
  assert.equal(screen.articles, 1, `${path}: articles`);
  assert.ok(screen.dates >= 1, `${path}: no date`);
  assert.equal(screen.title, `${title} | Laravext`);
}

function checkCommunity(path: string, screen: Screen): void {
  assertHeading(screen, path);
  assert.ok(screen.sidebar, `${path}: no sidebar`);
  assert.deepEqual([...screen.sidebarHrefs].sort(), [...COMMUNITY].sort(), `${path}: the community sidebar`);
  assert.equal(screen.active, path);
  // Community pages are not versioned docs: no version dropdown.
  assert.deepEqual(screen.dropdownLabels, []);
}

describe('home page', () => {
  it('/ answers 200 and shows the logo, the "Laravext" h1, the two calls to action and the feature cards', () =>
    withPage(async (page) => {
      assert.equal(await status('/'), 200);
      await visit(page, '/');
      const hero = page.locator('main img[src$="/img/logo.svg"]').first();
      assert.ok(await hero.isVisible(), 'hero logo not visible');
      assert.deepEqual(await h1Texts(page), ['Laravext']);
      for (const href of ['/docs/laravext', '/docs/before-you-start#starter-kits']) {
        const link = page.locator(`main a[href="${href}"], header a[href="${href}"]`).first();
        assert.ok(await link.isVisible(), `no visible link to ${href}`);
      }
      const cards = page.locator('section[aria-labelledby="features-title"] li');
      assert.ok((await cards.count()) >= 3, 'fewer than 3 feature cards');
      for (const card of await cards.all()) {
        assert.equal(await card.locator('h3').count(), 1, 'feature card without a title');
        assert.ok((await card.locator('a[href^="/"]').count()) >= 1, 'feature card without a link');
        // The link reads "Learn more" and is named for its card: the rest of its name is for screen readers only.
        const name = `Learn more about ${((await card.locator('h3').textContent()) ?? '').trim().toLowerCase()}`;
        const more = card.getByRole('link', {name, exact: true});
        assert.equal(await more.count(), 1, `no link named "${name}"`);
        const unseen = await more.locator('.sr-only').boundingBox();
        assert.ok(
          unseen && unseen.width <= 1 && unseen.height <= 1,
          `"${name}": the screen-reader text shows on screen`,
        );
      }
    }));
});

describe('docs pages', {concurrency: PARALLEL}, () => {
  for (const prefix of DOC_PREFIXES) {
    for (const id of DOC_IDS) {
      const path = `${prefix}/${id}`;
      servedRoute(path, 'with its h1, the docs sidebar and its own sidebar link active', (screen) =>
        checkDoc(path, screen),
      );
    }
  }
  for (const [path, label] of [
    ['/docs', STABLE],
    ['/docs/latest', CURRENT_LABEL],
  ]) {
    servedRoute(path, `with a real landing page of version ${label}`, (screen) => checkLanding(path, label, screen));
  }
});

describe('category pages', {concurrency: PARALLEL}, () => {
  for (const prefix of DOC_PREFIXES) {
    for (const category of CATEGORIES) {
      servedRoute(`${prefix}/category/${category}`, 'with a generated index of cards', (screen) =>
        checkCategory(prefix, category, screen),
      );
    }
  }
});

describe('blog', {concurrency: PARALLEL}, () => {
  servedRoute('/blog', 'and lists the 4 posts', (screen) => {
    assert.equal(screen.articles, 4);
    assert.deepEqual([...screen.articleTitleLinks].sort(), [...POSTS].sort());
  });
  for (const post of POSTS) servedRoute(post, 'and shows the post', (screen) => checkPost(post, screen));
  servedRoute('/blog/archive', 'and links every post', (screen) => {
    assertHeading(screen, '/blog/archive');
    const posts = screen.links.filter((h) => h.startsWith('/blog/20'));
    assert.deepEqual([...posts].sort(), [...POSTS].sort());
  });

  it('/blog/authors answers 200 and links the author page, which lists the posts', async () => {
    const {status: code, screen} = await served('/blog/authors');
    assert.equal(code, 200);
    assertNotNotFound(screen, '/blog/authors');
    assertHeading(screen, '/blog/authors');
    const authorLinks = [...new Set(screen.links.filter((h) => h.startsWith('/blog/authors/')))];
    assert.ok(authorLinks.length >= 1, 'no author listed');
    const author = authorLinks[0];
    const authorPage = await served(author);
    assert.equal(authorPage.status, 200);
    assertNotNotFound(authorPage.screen, author);
    assertHeading(authorPage.screen, author);
    const posts = authorPage.screen.articleTitleLinks;
    assert.ok(posts.length >= 1, `${author}: lists no post`);
    for (const post of posts) assert.ok(POSTS.includes(post), `${author}: unknown post ${post}`);
  });

  it('the blog sidebar groups the posts under 2025 and 2024 headings', async () => {
    const {screen} = await served('/blog/2024/08/20/laravext-release');
    assert.deepEqual(
      screen.blogSidebarYears.map((g) => g.year),
      ['2025', '2024'],
      'no blog sidebar, or other year groups',
    );
    for (const {year, hrefs} of screen.blogSidebarYears) {
      assert.deepEqual(
        [...hrefs].sort(),
        POSTS.filter((p) => p.startsWith(`/blog/${year}/`)).sort(),
        `posts under ${year}`,
      );
    }
  });
});

describe('community', {concurrency: PARALLEL}, () => {
  for (const path of COMMUNITY) {
    servedRoute(path, 'with the community sidebar and its own link active', (screen) => checkCommunity(path, screen));
  }
});

describe('after hydration, a sample of routes shows the screen of its served HTML', {concurrency: PARALLEL}, () => {
  for (const path of atDepth(HYDRATED, (p) => GATE_HYDRATED.includes(p))) {
    it(`${path}`, () =>
      withPage(async (page) => {
        const {screen: asServed} = await served(path);
        assert.deepEqual(await hydratedScreen(page, path), asServed);
        if (asServed.sidebar) assert.ok(await docsSidebar(page).isVisible(), `${path}: the sidebar is not visible`);
      }));
  }
});

describe('not found and path normalisation', () => {
  it('an unknown URL answers 404 with the not-found page', () =>
    withPage(async (page) => {
      const path = '/this/page/does-not-exist';
      assert.equal(await status(path), 404);
      const response = await page.goto(url(path));
      assert.equal(response?.status(), 404);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      assert.match(await page.title(), /^Page Not Found \| Laravext$/);
      assert.match((await h1Texts(page)).join(' '), /not found/i);
      assert.equal(location(page), path, 'the not-found page keeps the URL');
      assert.equal(await page.locator('aside.theme-doc-sidebar-container').count(), 0);
    }));

  // GitHub Pages serves /docs/quickstart.html as a file: the page hydrates as /docs/quickstart, with no React error
  // (the core patch in patches/, patches/README.md: the client preloads the route the router renders).
  it('a first load of /docs/quickstart.html shows the /docs/quickstart page, with no console error', () =>
    withPage(async (page) => {
      await visit(page, '/docs/quickstart');
      const expected = {title: await page.title(), h1: await h1Texts(page), active: await activeSidebarHref(page)};
      /** Loads /docs/quickstart.html; resolves once any hydration error React reports is in `record`. */
      const loadHtmlPath = async () => {
        const response = await page.goto(url('/docs/quickstart.html'), {waitUntil: 'load'});
        assert.equal(response?.status(), 200);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        // React reports a recoverable hydration error after the commit that met it, and a part of the page that
        // loads lazily hydrates later: once nothing is left to load and two frames have passed, the reports are out.
        await page.waitForLoadState('networkidle');
        await afterFrames(page);
        await flushConsole(page, record);
      };
      const errorsBefore = record.consoleErrors.length;
      await loadHtmlPath();
      assert.equal(await page.title(), expected.title);
      assert.deepEqual(await h1Texts(page), expected.h1);
      assert.equal(await activeSidebarHref(page), expected.active);
      assert.deepEqual(record.consoleErrors.slice(errorsBefore), []);

      // Positive control: the same load with a heading the client does not render (a hydration mismatch) is reported.
      await page.route('**/docs/quickstart.html', async (route) => {
        const served = await route.fetch();
        const $ = parseHtml(await served.text());
        $('article h1').first().text('Not what the client renders');
        const headers = {...served.headers()};
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({response: served, body: $.html(), headers});
      });
      try {
        const errorsBeforeMismatch = record.consoleErrors.length;
        await loadHtmlPath();
        assert.notDeepEqual(record.consoleErrors.slice(errorsBeforeMismatch), [], 'a hydration mismatch went unseen');
      } finally {
        await page.unroute('**/docs/quickstart.html');
      }
    }));

  // Docusaurus normalises the location the router matches (core/lib/client/normalizeLocation.js): a path that is no
  // route but ends in `.html` or `/index.html` renders the route without it. The address bar keeps what was typed.
  for (const typed of atDepth(
    ['/docs/quickstart.html', '/docs/quickstart/index.html'],
    (t) => t === '/docs/quickstart.html',
  )) {
    it(`a client-side navigation to ${typed} ends on the /docs/quickstart screen`, () =>
      withPage(async (page) => {
        await visit(page, '/docs/quickstart');
        const expected = {title: await page.title(), h1: await h1Texts(page), active: await activeSidebarHref(page)};
        assert.equal(expected.active, '/docs/quickstart');
        await visit(page, '/docs/configuration');
        const errorsBefore = record.consoleErrors.length;
        // What a router link does: push the new entry, then let the router read it.
        await page.evaluate((to) => {
          window.history.pushState({key: 'normalise'}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', {state: {key: 'normalise'}}));
        }, typed);
        await page.waitForFunction((t) => document.title === t, expected.title, {timeout: 10_000});
        assert.deepEqual(await h1Texts(page), expected.h1);
        assert.equal(await activeSidebarHref(page), '/docs/quickstart');
        assert.equal(await page.locator('.navbar .dropdown > .navbar__link').innerText(), STABLE);
        assert.deepEqual(record.consoleErrors.slice(errorsBefore), []);
      }));
  }
});
