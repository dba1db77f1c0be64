/**
 * A long doc page opened by a click shows its first screens at once and the rest right after
 * (src/plugins/speed/restAfterPaint): in the first frame with the new title, the rest is a screen-high box that holds
 * the footer below the fold; a moment later the article is the server's, word for word. A link to a section, and Back,
 * render the whole page at once, so that the browser finds the section, or the place it restores, in the first frame.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launch, newContext, until, url, waitForHydration} from '../support/browser';
import {settleAfterIdle, skipWithoutSpeed} from '../support/speed';
import {full} from '../../scripts/lib/depth';

const FROM = '/docs/quickstart';
const LONG = '/docs/configuration';
const PENDING = '[data-rest-after-paint]';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function withPage(fn: (page: Page) => Promise<void>): Promise<void> {
  const {context} = await newContext(browser, {viewport: {width: 390, height: 844}});
  context.setDefaultTimeout(15_000);
  try {
    await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

interface FirstFrame {
  pending: boolean;
  footerTop: number;
  viewport: number;
  headings: number;
}

/**
 * Records what the first frame that shows `title` as the article's h1 holds. Source text: tsx would wrap a named inner
 * function in a helper that does not exist in the page.
 */
async function watchFirstFrame(page: Page, title: string): Promise<void> {
  await page.evaluate(`(() => {
    const frame = () => {
      const h1 = document.querySelector('article h1');
      if (h1 && h1.textContent === ${JSON.stringify(title)}) {
        window.firstFrame = {
          pending: document.querySelector(${JSON.stringify(PENDING)}) !== null,
          footerTop: document.querySelector('.pagination-nav')?.getBoundingClientRect().top ?? -1,
          viewport: window.innerHeight,
          headings: document.querySelectorAll('article h2').length,
        };
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
}

/** The article's words as the server wrote them, and as the page shows them now. */
async function articleTexts(page: Page, path: string): Promise<{server: string; shown: string}> {
  return page.evaluate(async (target) => {
    const html = await (await fetch(target)).text();
    const server = new DOMParser().parseFromString(html, 'text/html');
    return {
      server: (server.querySelector('article .markdown')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      shown: (document.querySelector('article .markdown')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  }, url(path));
}

describe('long pages', () => {
  it('a click shows the first screens at once, then the rest: the server’s article, the footer below the fold', (t) =>
    withPage(async (page) => {
      if (skipWithoutSpeed(t, 'rest-after-paint')) return;
      await page.goto(url(FROM));
      await waitForHydration(page);
      await settleAfterIdle(page);
      await watchFirstFrame(page, 'Configuration');
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForFunction(() => 'firstFrame' in window);
      const first = await page.evaluate(() => (window as unknown as {firstFrame: FirstFrame}).firstFrame);
      assert.ok(first.pending, 'the whole page rendered with the title: nothing was left for after the first frame');
      assert.ok(
        first.footerTop >= first.viewport,
        `the footer showed in the first frame (top ${first.footerTop} px, screen ${first.viewport} px)`,
      );
      await page.locator(PENDING).waitFor({state: 'detached'});
      const {server, shown} = await articleTexts(page, LONG);
      assert.ok(server.length > 5000, 'the server’s article is too short to be the long page');
      assert.equal(shown, server, 'the article shown differs from the server’s');
      assert.ok(first.headings < (await page.locator('article h2').count()), 'the first frame had every section');
    }));

  it('a link to a section of a long page renders it whole and lands on the section', () =>
    withPage(async (page) => {
      await page.goto(url('/docs/guides/deployment'));
      await waitForHydration(page);
      await page.locator(`article a[href="${LONG}#asset-version"]`).first().click();
      await page.waitForURL((u) => u.pathname === LONG && u.hash === '#asset-version');
      await until(
        () =>
          page.locator('#asset-version').evaluate((el) => {
            const r = el.getBoundingClientRect();
            return window.scrollY > 0 && r.top >= -1 && r.top < window.innerHeight / 2;
          }),
        '#asset-version is not at the top of the screen',
      );
      assert.equal(await page.locator(PENDING).count(), 0);
    }));

  it('Back to a long page renders it whole in its first frame', full, () =>
    withPage(async (page) => {
      await page.goto(url(LONG));
      await waitForHydration(page);
      const heading = page.locator('#server-side-rendering-settings');
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForURL((u) => u.pathname !== LONG);
      await heading.waitFor({state: 'detached'});
      await watchFirstFrame(page, 'Configuration');
      await page.goBack();
      await page.waitForFunction(() => 'firstFrame' in window);
      const first = await page.evaluate(() => (window as unknown as {firstFrame: FirstFrame}).firstFrame);
      assert.equal(first.pending, false, 'Back rendered the page in two steps');
      await heading.waitFor();
    }),
  );
});
