/**
 * Every route of the spec (§2) answers 200 and shows the right screen; unknown URLs get the not-found page with a 404;
 * a trailing slash redirects to the clean path, and `.html` or `/index.html` in a client navigation shows its screen.
 * Status codes come from plain HTTP requests, what a reader sees from Chromium after hydration.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {afterFrames, flushConsole, launch, location, newContext, url, type PageRecord} from '../support/browser';
import {parseHtml} from '../../scripts/lib/html';
import {LINKS, PACKAGIST_REPO_URL, REPO_URL} from '../../config/site';
import {CURRENT_LABEL, stableVersion} from '../../config/versions';

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

async function assertNotNotFound(page: Page, path: string): Promise<void> {
  const title = await page.title();
  assert.ok(!/^Page Not Found/i.test(title), `${path}: got the not-found page (title "${title}")`);
  const h1 = await h1Texts(page);
  assert.ok(!h1.some((t) => /not found/i.test(t)), `${path}: not-found heading shown: ${h1.join(', ')}`);
}

/** One visible, non-empty h1. */
async function assertHeading(page: Page, path: string): Promise<string> {
  const h1 = page.locator('h1');
  await h1.first().waitFor({state: 'visible'});
  const text = (await h1.first().innerText()).trim();
  assert.ok(text.length > 0, `${path}: empty h1`);
  return text;
}

const docsSidebar = (page: Page) => page.locator('aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');

async function sidebarHrefs(page: Page): Promise<string[]> {
  return docsSidebar(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

async function activeSidebarHref(page: Page): Promise<string | null> {
  const active = docsSidebar(page).locator('a.menu__link[aria-current="page"]');
  if ((await active.count()) !== 1) return null;
  assert.match((await active.getAttribute('class')) ?? '', /menu__link--active/);
  return active.getAttribute('href');
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
      }
    }));
});

describe('docs pages', {concurrency: PARALLEL}, () => {
  for (const prefix of DOC_PREFIXES) {
    for (const id of DOC_IDS) {
      const path = `${prefix}/${id}`;
      it(`${path} answers 200 with its h1, the docs sidebar and its own sidebar link active`, () =>
        withPage(async (page) => {
          assert.equal(await status(path), 200);
          await visit(page, path);
          assert.equal(location(page), path);
          await assertNotNotFound(page, path);
          await assertHeading(page, path);
          assert.ok(await docsSidebar(page).isVisible(), `${path}: no docs sidebar`);
          assert.equal(await activeSidebarHref(page), path, `${path}: wrong active sidebar link`);
        }));
    }
  }

  for (const [path, label] of [
    ['/docs', STABLE],
    ['/docs/latest', CURRENT_LABEL],
  ]) {
    it(`${path} answers 200 with a real landing page of version ${label}`, () =>
      withPage(async (page) => {
        assert.equal(await status(path), 200);
        await visit(page, path);
        assert.equal(location(page), path);
        await assertNotNotFound(page, path);
        await assertHeading(page, path);
        assert.ok(await docsSidebar(page).isVisible(), `${path}: no docs sidebar`);
        // The landing belongs to its own version: the sidebar links stay under the same prefix.
        const hrefs = (await sidebarHrefs(page)).filter((h) => h.startsWith('/docs/') && !h.includes('/community'));
        assert.ok(hrefs.includes(`${path}/quickstart`), `${path}: sidebar has no ${path}/quickstart`);
        if (path === '/docs') {
          assert.ok(!hrefs.some((h) => h.startsWith('/docs/latest')), '/docs sidebar links into Latest');
        }
        assert.equal((await page.locator('.navbar .dropdown > .navbar__link').innerText()).trim(), label);
      }));
  }
});

describe('category pages', {concurrency: PARALLEL}, () => {
  for (const prefix of DOC_PREFIXES) {
    for (const category of CATEGORIES) {
      const path = `${prefix}/category/${category}`;
      it(`${path} answers 200 with a generated index of cards`, () =>
        withPage(async (page) => {
          assert.equal(await status(path), 200);
          await visit(page, path);
          await assertNotNotFound(page, path);
          await assertHeading(page, path);
          assert.ok(await docsSidebar(page).isVisible(), `${path}: no docs sidebar`);
          assert.equal(await activeSidebarHref(page), path, `${path}: category not active in the sidebar`);
          const cards = page.locator('main a.card');
          assert.ok((await cards.count()) >= 2, `${path}: fewer than 2 cards`);
          const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
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
            for (const card of await cards.all()) {
              assert.equal(await card.getAttribute('target'), '_blank');
            }
          } else if (category === 'misc') {
            assert.ok(hrefs.includes('/community/contributors'), `${path}: no card to /community/contributors`);
            assert.ok(hrefs.includes(`${prefix}/misc/about-this-doc`), `${path}: no card to about-this-doc`);
          } else {
            for (const href of hrefs) {
              assert.ok(href.startsWith(`${prefix}/${category}/`), `${path}: card ${href} outside the category`);
            }
          }
        }));
    }
  }
});

describe('blog', {concurrency: PARALLEL}, () => {
  it('/blog answers 200 and lists the 4 posts', () =>
    withPage(async (page) => {
      assert.equal(await status('/blog'), 200);
      await visit(page, '/blog');
      await assertNotNotFound(page, '/blog');
      const articles = page.locator('main article');
      assert.equal(await articles.count(), 4);
      const titleLinks = await page
        .locator('main article header h2 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual([...titleLinks].sort(), [...POSTS].sort());
    }));

  for (const post of POSTS) {
    it(`${post} answers 200 and shows the post`, () =>
      withPage(async (page) => {
        assert.equal(await status(post), 200);
        await visit(page, post);
        assert.equal(location(page), post);
        await assertNotNotFound(page, post);
        const title = await assertHeading(page, post);
        assert.equal(await page.locator('main article').count(), 1);
        assert.ok(await page.locator('main article time[datetime]').first().isVisible(), `${post}: no date`);
        assert.equal(await page.title(), `${title} | Laravext`);
      }));
  }

  it('/blog/archive answers 200 and links every post', () =>
    withPage(async (page) => {
      assert.equal(await status('/blog/archive'), 200);
      await visit(page, '/blog/archive');
      await assertNotNotFound(page, '/blog/archive');
      await assertHeading(page, '/blog/archive');
      const hrefs = await page
        .locator('main a[href^="/blog/20"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual([...hrefs].sort(), [...POSTS].sort());
    }));

  it('/blog/authors answers 200 and links the author page, which lists the posts', () =>
    withPage(async (page) => {
      assert.equal(await status('/blog/authors'), 200);
      await visit(page, '/blog/authors');
      await assertNotNotFound(page, '/blog/authors');
      await assertHeading(page, '/blog/authors');
      const authorLinks = await page
        .locator('main a[href^="/blog/authors/"]')
        .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))]);
      assert.ok(authorLinks.length >= 1, 'no author listed');
      const author = authorLinks[0];
      assert.equal(await status(author), 200);
      await visit(page, author);
      assert.equal(location(page), author);
      await assertNotNotFound(page, author);
      await assertHeading(page, author);
      const posts = await page
        .locator('main article header h2 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      assert.ok(posts.length >= 1, `${author}: lists no post`);
      for (const post of posts) assert.ok(POSTS.includes(post), `${author}: unknown post ${post}`);
    }));

  it('the blog sidebar groups the posts under 2025 and 2024 headings', () =>
    withPage(async (page) => {
      await visit(page, '/blog/2024/08/20/laravext-release');
      const sidebar = page.locator('nav[aria-label="Blog recent posts navigation"]');
      assert.ok(await sidebar.isVisible(), 'no blog sidebar');
      const groups = sidebar.locator('[role="group"]');
      const years = await groups.locator('h3').allInnerTexts();
      assert.deepEqual(
        years.map((y) => y.trim()),
        ['2025', '2024'],
      );
      for (const year of ['2025', '2024']) {
        const group = groups.filter({has: page.locator('h3', {hasText: year})});
        const hrefs = await group.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        assert.deepEqual(
          [...hrefs].sort(),
          POSTS.filter((p) => p.startsWith(`/blog/${year}/`)).sort(),
          `posts under ${year}`,
        );
      }
    }));
});

describe('community', {concurrency: PARALLEL}, () => {
  for (const path of COMMUNITY) {
    it(`${path} answers 200 with the community sidebar and its own link active`, () =>
      withPage(async (page) => {
        assert.equal(await status(path), 200);
        await visit(page, path);
        assert.equal(location(page), path);
        await assertNotNotFound(page, path);
        await assertHeading(page, path);
        assert.ok(await docsSidebar(page).isVisible(), `${path}: no sidebar`);
        const hrefs = await sidebarHrefs(page);
        assert.deepEqual([...hrefs].sort(), [...COMMUNITY].sort(), `${path}: the community sidebar`);
        assert.equal(await activeSidebarHref(page), path);
        // Community pages are not versioned docs: no version dropdown.
        assert.equal(await page.locator('.navbar .dropdown').count(), 0);
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
  for (const typed of ['/docs/quickstart.html', '/docs/quickstart/index.html']) {
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
