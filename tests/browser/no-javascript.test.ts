/**
 * With JavaScript disabled, the server-rendered HTML alone shows each kind of page: its h1, its main text, its
 * sidebar links and its code blocks. Sample: home, a doc page under each docs prefix (/docs, /docs/latest,
 * /community), a generated category page, a blog post, the community section and the 404 page.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launch, newContext, url} from '../support/browser';
import {sitemapPaths} from '../support/http';

/** The newest blog post in the sitemap (a post URL is /blog/YYYY/MM/DD/slug). */
function aBlogPost(): string {
  const posts = sitemapPaths()
    .filter((p) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\/./.test(p))
    .sort();
  assert.ok(posts.length > 0, 'no blog post in sitemap.xml');
  return posts[posts.length - 1];
}

interface Expectation {
  path: string;
  status?: number;
  /** The sidebar whose links must be there (by its accessible name), if the page has one. */
  sidebar?: string;
  /** The page shows at least one code block. */
  code?: boolean;
}

const DOCS_SIDEBAR = 'Docs sidebar';
const BLOG_SIDEBAR = 'Blog recent posts navigation';

const PAGES: Expectation[] = [
  {path: '/'},
  {path: '/docs/quickstart', sidebar: DOCS_SIDEBAR, code: true},
  {path: '/docs/latest/tools/routing', sidebar: DOCS_SIDEBAR, code: true},
  {path: '/community', sidebar: DOCS_SIDEBAR},
  {path: '/community/contributors', sidebar: DOCS_SIDEBAR},
  {path: '/docs/category/tools', sidebar: DOCS_SIDEBAR},
  {path: aBlogPost(), sidebar: BLOG_SIDEBAR, code: true},
  {path: '/this-page-does-not-exist-nojs', status: 404},
];

/** Visible text of the element, whitespace collapsed. */
async function visibleText(page: Page, selector: string): Promise<string> {
  const locator = page.locator(selector).first();
  if (!(await locator.isVisible())) return '';
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

describe('pages without JavaScript (server-rendered HTML)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    browser = await launch();
    ({context} = await newContext(browser, {javaScriptEnabled: false}));
    page = await context.newPage();
  });

  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('really runs without JavaScript: no script executes, so the page is never hydrated', async () => {
    await page.goto(url('/docs/quickstart'), {waitUntil: 'load'});
    assert.equal(await page.locator('html').getAttribute('data-has-hydrated'), 'false');
    // The inline colour-mode script sets data-theme on <html>; without JavaScript it never runs.
    assert.equal(await page.locator('html').getAttribute('data-theme'), null);
  });

  for (const expected of PAGES) {
    const shown = `h1, main text${expected.sidebar ? ', sidebar links' : ''}${expected.code ? ', code blocks' : ''}`;
    it(`${expected.path} shows its ${shown}`, async () => {
      const response = await page.goto(url(expected.path), {waitUntil: 'load'});
      assert.equal(response?.status(), expected.status ?? 200, `${expected.path} status`);
      assert.equal(await page.locator('html').getAttribute('data-has-hydrated'), 'false', 'JavaScript ran');

      const h1 = page.locator('h1');
      assert.equal(await h1.count(), 1, `${expected.path}: expected exactly one h1`);
      assert.ok(await h1.isVisible(), `${expected.path}: the h1 is not visible`);
      assert.ok((await h1.innerText()).trim().length > 2, `${expected.path}: the h1 is empty`);

      const main = await visibleText(page, 'main');
      assert.ok(
        main.length >= 150,
        `${expected.path}: main shows only ${main.length} characters: "${main.slice(0, 120)}"`,
      );

      if (expected.sidebar) {
        const links = page.getByRole('navigation', {name: expected.sidebar, exact: true}).locator('a[href]');
        const count = await links.count();
        assert.ok(count >= 3, `${expected.path}: ${count} link(s) in the "${expected.sidebar}" sidebar`);
        assert.ok(await links.first().isVisible(), `${expected.path}: the sidebar links are not visible`);
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        assert.ok(
          hrefs.every((h) => h.startsWith('/') || /^https?:\/\//.test(h)),
          `${expected.path}: odd sidebar hrefs ${hrefs.join(', ')}`,
        );
      }

      if (expected.code) {
        const blocks = page.locator('main pre code');
        const visible = await blocks.evaluateAll(
          (els) =>
            els.filter((el) => (el as HTMLElement).offsetParent !== null && (el.textContent ?? '').trim().length > 0)
              .length,
        );
        assert.ok(visible >= 1, `${expected.path}: no visible, non-empty code block`);
        const highlighted = await page.locator('main pre code .token').count();
        assert.ok(highlighted > 0, `${expected.path}: code blocks are not syntax-highlighted in the HTML`);
      }
    });
  }

  it('every code block of a doc page is highlighted in the HTML, in every tab panel (React samples too)', async () => {
    await page.goto(url('/docs/quickstart'), {waitUntil: 'load'});
    const blocks = await page.locator('main pre.prism-code').evaluateAll((pres) =>
      pres.map((pre) => ({
        language: [...pre.classList].find((c) => c.startsWith('language-')) ?? '',
        lines: pre.querySelectorAll('.token-line').length,
        tokens: pre.querySelectorAll('.token:not(.token-line)').length,
        text: (pre.textContent ?? '').trim().length,
      })),
    );
    assert.ok(blocks.length >= 10, `only ${blocks.length} code blocks`);
    // Highlighted: the block is Prism's lines and tokens (a line of plain words, say a shell command, may have no
    // coloured token; the page's JavaScript and Vue samples all have some).
    const plain = blocks.filter((b) => b.text > 0 && b.lines === 0);
    assert.deepEqual(plain, [], 'code blocks sent as plain text');
    const scripts = blocks.filter((b) => /language-(jsx|tsx|js|ts|vue|php)$/.test(b.language));
    assert.deepEqual(
      scripts.filter((b) => b.tokens === 0),
      [],
      'script samples without a single token',
    );
    assert.ok(
      blocks.some((b) => b.language === 'language-jsx' || b.language === 'language-tsx'),
      'no React (jsx/tsx) block in the HTML',
    );
    assert.ok(
      blocks.some((b) => b.language === 'language-vue'),
      'no Vue block in the HTML',
    );
    // The React panels (hidden while Vue is chosen) hold highlighted blocks too.
    const hidden = await page.locator('main [role="tabpanel"][hidden] pre.prism-code').evaluateAll((pres) =>
      pres.map((pre) => ({
        lines: pre.querySelectorAll('.token-line').length,
        tokens: pre.querySelectorAll('.token:not(.token-line)').length,
      })),
    );
    assert.ok(hidden.length > 0, 'no code block in a hidden tab panel');
    assert.ok(
      hidden.every((b) => b.lines > 0),
      `hidden tab panels with code as plain text: ${JSON.stringify(hidden)}`,
    );
    assert.ok(
      hidden.some((b) => b.tokens > 0),
      'no highlighted token in any hidden tab panel',
    );
  });

  it('framework tabs show both samples, each captioned Vue / React, and framework-only prose both', async () => {
    await page.goto(url('/docs/quickstart'), {waitUntil: 'load'});
    const groups = await page.locator('main [role="tablist"]').evaluateAll((lists) =>
      lists
        .map((list) => ({
          tabs: [...list.querySelectorAll('[role="tab"]')].map((t) => (t.textContent ?? '').trim()),
          // Tabs cannot switch without JavaScript: a tab list on screen would offer what does not work.
          tabsShown: list.getClientRects().length > 0,
          panels: [...(list.nextElementSibling?.querySelectorAll(':scope > [role="tabpanel"]') ?? [])].map((p) => ({
            shown: p.getClientRects().length > 0,
            caption: ((p as HTMLElement).innerText ?? '').trim().split('\n')[0].trim().slice(0, 40),
            code: (p.querySelector('pre code')?.textContent ?? '').trim().length > 0,
          })),
        }))
        .filter((g) => g.tabs.join('/') === 'Vue/React'),
    );
    assert.ok(groups.length >= 2, `only ${groups.length} Vue/React tab group(s) on the page`);
    const problems = groups.flatMap((g, i) => [
      ...(g.tabsShown ? [`group ${i + 1}: its tab list shows`] : []),
      ...g.panels.flatMap((p, j) => [
        ...(p.shown ? [] : [`group ${i + 1}: the ${g.tabs[j]} panel is hidden`]),
        ...(p.caption.toLowerCase() === g.tabs[j].toLowerCase()
          ? []
          : [`group ${i + 1}: the ${g.tabs[j]} panel starts with "${p.caption}"`]),
        ...(p.code ? [] : [`group ${i + 1}: the ${g.tabs[j]} panel has no code`]),
      ]),
      ...(g.panels.length === 2 ? [] : [`group ${i + 1}: ${g.panels.length} panel(s)`]),
    ]);
    assert.deepEqual(problems, []);

    const prose = await page.locator('article [data-framework]').evaluateAll((blocks) =>
      blocks.map((b) => ({
        framework: b.getAttribute('data-framework'),
        shown: b.getClientRects().length > 0,
        caption: ((b as HTMLElement).innerText ?? '').trim().split('\n')[0].trim().toLowerCase(),
      })),
    );
    for (const framework of ['vue', 'react'])
      assert.ok(
        prose.some((p) => p.framework === framework),
        `no ${framework}-only prose on the page: ${JSON.stringify(prose)}`,
      );
    assert.deepEqual(
      prose.filter((p) => !p.shown || p.caption !== p.framework),
      [],
      'framework-only prose hidden or not captioned',
    );
  });

  it('the 404 page offers the main sections and a search form that works without JavaScript', async () => {
    await page.goto(url('/no-such-page-nojs'), {waitUntil: 'load'});
    const form = page.locator('main form[role="search"]');
    assert.ok(await form.isVisible(), 'no search form');
    assert.equal(await form.getAttribute('action'), '/search');
    assert.ok((await page.locator('main ul a[href]').count()) >= 3, 'fewer than 3 section links');
  });
});
