/**
 * State a reader carries between pages and visits: colour mode, the announcement bar and the preferred
 * docs version, with their exact local storage keys. Every test starts from a fresh context (empty storage).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {launch, location, newContext, url, waitForHydration, until, warmContexts} from '../support/browser';
import {CURRENT_LABEL, stableVersion} from '../../config/versions';
import {full} from '../../scripts/lib/depth';

const STABLE = stableVersion();

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

async function reload(page: Page): Promise<void> {
  await page.reload({waitUntil: 'domcontentloaded'});
  await waitForHydration(page);
}

const warm = warmContexts(() => browser);

/** Fresh storage (`warmContexts`) and one hydrated page at `path`. */
async function fresh(
  path: string,
  fn: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const {context} = await warm.take(options);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await visit(page, path);
  await fn(page);
}

const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) => page.locator('nav.navbar button[aria-label^="Switch between dark and light mode"]');

/** Relative luminance (0..1) of an `rgb()`/`rgba()` colour; a transparent background shows the white canvas. */
function luminance(css: string): number {
  const [r, g, b, a = 1] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (a === 0) return 1;
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** What the reader sees: light text on a dark page, or dark text on a light page. */
async function paintedMode(page: Page): Promise<'dark' | 'light' | 'unclear'> {
  const [background, text] = await page.evaluate(() => [
    getComputedStyle(document.documentElement).backgroundColor,
    getComputedStyle(document.body).color,
  ]);
  const bg = luminance(background);
  const fg = luminance(text);
  if (bg < 0.1 && fg > 0.5) return 'dark';
  if (bg > 0.8 && fg < 0.1) return 'light';
  return 'unclear';
}

describe('colour mode', () => {
  it('is dark on a first visit, even when the system prefers light', () =>
    fresh(
      '/',
      async (page) => {
        assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches), true);
        assert.equal(await theme(page), 'dark');
        assert.equal(await paintedMode(page), 'dark');
        assert.match((await toggle(page).getAttribute('aria-label')) ?? '', /currently dark mode/);
        assert.equal(await storage(page, 'theme'), null, 'a first visit stores no choice');
      },
      {colorScheme: 'light'},
    ));

  it('the toggle switches to light and stores theme=light', () =>
    fresh('/docs/quickstart', async (page) => {
      await toggle(page).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await until(async () => (await paintedMode(page)) === 'light', 'page not painted light');
      assert.equal(await storage(page, 'theme'), 'light');
      assert.match((await toggle(page).getAttribute('aria-label')) ?? '', /currently light mode/);
    }));

  it('the choice persists across a reload', full, () =>
    fresh('/docs/quickstart', async (page) => {
      await toggle(page).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await reload(page);
      assert.equal(await theme(page), 'light');
      assert.equal(await paintedMode(page), 'light', 'page not painted light after reload');
      // And back: dark is stored too, and wins over the system preference.
      await toggle(page).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      assert.equal(await storage(page, 'theme'), 'dark');
      await reload(page);
      assert.equal(await theme(page), 'dark');
    }),
  );

  it('a second tab follows a change made in the first', async () => {
    const {context} = await newContext(browser);
    context.setDefaultTimeout(10_000);
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      await visit(first, '/');
      await visit(second, '/blog');
      assert.equal(await theme(second), 'dark');
      await toggle(first).click();
      await second.waitForFunction(() => document.documentElement.dataset.theme === 'light', null, {timeout: 5_000});
      assert.match((await toggle(second).getAttribute('aria-label')) ?? '', /currently light mode/);
      await toggle(second).click();
      await first.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, {timeout: 5_000});
    } finally {
      await context.close();
    }
  });
});

describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');
  const ID = 'docusaurus.announcement.id';
  const DISMISS = 'docusaurus.announcement.dismiss';

  it('shows on a first visit', full, () =>
    fresh('/', async (page) => {
      await bar(page).waitFor({state: 'visible'});
      assert.ok(await bar(page).getByRole('button', {name: 'Close'}).isVisible(), 'no close button');
      assert.notEqual(await storage(page, ID), null, 'the announcement id is not recorded');
      assert.notEqual(await storage(page, DISMISS), 'true');
    }),
  );

  it('dismissing hides it, stores dismiss=true, and it stays dismissed after a reload and on other pages', () =>
    fresh('/', async (page) => {
      await bar(page).getByRole('button', {name: 'Close'}).click();
      await bar(page).waitFor({state: 'detached'});
      assert.equal(await storage(page, DISMISS), 'true');
      await reload(page);
      assert.equal(await bar(page).count(), 0, 'bar back after reload');
      await visit(page, '/docs/quickstart');
      assert.ok(!(await bar(page).isVisible()), 'bar shown on another page');
    }));

  it('shows again when the stored id is an older announcement', () =>
    fresh('/', async (page) => {
      const current = await storage(page, ID);
      await page.evaluate(
        ([id, dismiss]) => {
          localStorage.setItem(id, 'an-older-announcement');
          localStorage.setItem(dismiss, 'true');
        },
        [ID, DISMISS],
      );
      await reload(page);
      await bar(page).waitFor({state: 'visible', timeout: 5_000});
      assert.equal(await storage(page, ID), current, 'the new id is recorded');
      assert.equal(await storage(page, DISMISS), 'false');
    }));
});

describe('preferred docs version', () => {
  const KEY = 'docs-preferred-version-default';
  const dropdown = (page: Page) => page.locator('nav.navbar .dropdown');

  async function choose(page: Page, label: string): Promise<void> {
    await dropdown(page).hover();
    const exact = new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`);
    await dropdown(page).locator('.dropdown__menu a', {hasText: exact}).click();
  }
  const docsLink = (page: Page) =>
    page.locator('nav.navbar .navbar__items:not(.navbar__items--right) a', {hasText: /^Docs$/});

  it(`choosing ${STABLE} on a Latest page opens the same page in ${STABLE} and stores the choice`, () =>
    fresh('/docs/latest/tools/routing', async (page) => {
      assert.equal((await dropdown(page).locator('> .navbar__link').innerText()).trim(), CURRENT_LABEL);
      await choose(page, STABLE);
      await page.waitForURL((u) => u.pathname === '/docs/tools/routing');
      await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"][href="/docs/tools/routing"]').waitFor();
      assert.equal((await dropdown(page).locator('> .navbar__link').innerText()).trim(), STABLE);
      assert.equal(await storage(page, KEY), STABLE);
    }));

  it('the navbar Docs link follows the preferred version outside the docs', () =>
    fresh('/docs/quickstart', async (page) => {
      await choose(page, CURRENT_LABEL);
      await page.waitForURL((u) => u.pathname === '/docs/latest/quickstart');
      assert.equal(await storage(page, KEY), 'current');
      await visit(page, '/blog');
      assert.equal(await docsLink(page).getAttribute('href'), '/docs/latest/laravext');

      await visit(page, '/docs/latest/quickstart');
      await choose(page, STABLE);
      await page.waitForURL((u) => u.pathname === '/docs/quickstart');
      assert.equal(await storage(page, KEY), STABLE);
      await visit(page, '/community');
      assert.equal(await docsLink(page).getAttribute('href'), '/docs/laravext');
      await docsLink(page).click();
      await page.waitForURL((u) => u.pathname === '/docs/laravext');
      assert.equal(location(page), '/docs/laravext');
    }));
});
