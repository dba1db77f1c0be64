/**
 * The reader's first search keeps every keystroke: the box in the server's HTML takes typing before any
 * search code has arrived; whatever goes in (the first key after Ctrl+K, a click or a tap; Backspace; paste; IME
 * composition) stays, and is searched once the index is in, the results opening by themselves. The search code and
 * index are held back with Playwright routes and released later, or the network is slowed through CDP.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, BrowserContextOptions, Page, Route} from 'playwright-core';
import {launch, newContext, open} from '../support/browser';
import {ANY_INDEX, searchBox, waitForHits, waitForSearchFocus, waitForSearchReady} from '../support/search';
import {atDepth, full} from '../../scripts/lib/depth';

const DOC = '/docs/quickstart';
const SEARCH_CODE = /\/assets\/js\/[^/]+\.js$/;

let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  browser = await launch();
});
after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

interface Held {
  page: Page;
  /** Requests held back so far (script chunks and search indexes). */
  held: string[];
  /** Lets every held request, and all later ones, through. */
  release: () => void;
}

/**
 * Opens `path` with everything let through; from then on, every script chunk and search index the page asks for is
 * held back until `release()`: nothing of the search can arrive.
 */
async function openHeld(path: string, options: BrowserContextOptions = {}): Promise<Held> {
  const {context} = await newContext(browser, options);
  contexts.push(context);
  let holding = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const gate = async (route: Route) => {
    if (holding) {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.continue();
  };
  await context.route(SEARCH_CODE, gate);
  await context.route(ANY_INDEX, gate);
  const page = await open(context, path);
  page.setDefaultTimeout(20_000);
  await page.waitForLoadState('networkidle');
  holding = true;
  return {page, held, release};
}

const value = (page: Page) => searchBox(page).inputValue();

/** The reader's typing was kept while nothing of the search could arrive, and the box says it is loading. */
async function assertKeptWhileHeld(page: Page, held: string[], expected: string): Promise<void> {
  assert.equal(await value(page), expected, 'keys were lost while the search loaded');
  assert.equal(await searchBox(page).getAttribute('placeholder'), 'Loading...');
  await page.waitForFunction(() => true); // A round trip: the requests the typing started have reached the routes.
  assert.ok(
    held.some((p) => ANY_INDEX.test(p)),
    `the index was not asked for, or not held back: ${held.join(', ') || 'nothing held'}`,
  );
}

/** Once released: the same text in the plugin's input, focused, searched, the results open without another key. */
async function assertSearchedOnceIn(page: Page, expected: string): Promise<void> {
  await waitForSearchReady(page);
  await waitForHits(page);
  assert.equal(await value(page), expected, 'the text changed when the search came in');
  await waitForSearchFocus(page);
}

describe('every keystroke kept while the search loads', () => {
  it('Ctrl+K, then typing at once (30 ms a key): the first key too', async () => {
    const {page, held, release} = await openHeld(DOC);
    await page.locator('article h1').first().click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('middleware', {delay: 30});
    await assertKeptWhileHeld(page, held, 'middleware');
    release();
    await assertSearchedOnceIn(page, 'middleware');
    const titles = await page.locator('.navbar [role="option"]').allInnerTexts();
    assert.ok(
      titles.some((t) => /middleware example/i.test(t)),
      `no Middleware example hit: ${titles.join(' | ')}`,
    );
  });

  it('a click on the box, typing at 80 ms a key, Backspace and a paste', full, async () => {
    const {page, held, release} = await openHeld(DOC, {permissions: ['clipboard-read', 'clipboard-write']});
    await page.evaluate(() => navigator.clipboard.writeText('ware'));
    await searchBox(page).click();
    await page.keyboard.type('middle', {delay: 80});
    await page.keyboard.press('Control+V');
    await page.keyboard.type('xy', {delay: 80});
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await assertKeptWhileHeld(page, held, 'middleware');
    release();
    await assertSearchedOnceIn(page, 'middleware');
  });

  it('a tap on a phone, then typing', full, async () => {
    const {page, held, release} = await openHeld(DOC, {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    await searchBox(page).tap();
    await page.keyboard.type('visit', {delay: 30});
    await assertKeptWhileHeld(page, held, 'visit');
    release();
    await assertSearchedOnceIn(page, 'visit');
  });

  it('an IME composition, even when the search comes in during it', full, async () => {
    const {page, held, release} = await openHeld(DOC);
    const cdp = await page.context().newCDPSession(page);
    await searchBox(page).click();
    await page.keyboard.type('route ', {delay: 30});
    await cdp.send('Input.imeSetComposition', {text: 'ルー', selectionStart: 2, selectionEnd: 2});
    await assertKeptWhileHeld(page, held, 'route ルー');
    // The search comes in while the reader is still composing: the box must not change under the composition.
    release();
    // autocomplete.js is on the plugin's (still hidden) input: the search is in.
    await page.waitForFunction(() => !!document.querySelector('.navbar input[aria-autocomplete]'));
    await cdp.send('Input.imeSetComposition', {text: 'ルータ', selectionStart: 3, selectionEnd: 3});
    assert.equal(await value(page), 'route ルータ', 'the composition was broken when the search came in');
    await cdp.send('Input.insertText', {text: 'ルーター'});
    await waitForSearchReady(page);
    assert.equal(await value(page), 'route ルーター');
    await waitForSearchFocus(page);
    // The results (hits for "route", or the no-results message) open by themselves.
    await page.waitForFunction(() => {
      const listbox = document.querySelector('.navbar [role="listbox"]');
      return !!listbox && getComputedStyle(listbox).display !== 'none' && (listbox.textContent ?? '').trim() !== '';
    });
  });
});

describe('every keystroke kept on a slow network (CDP: 150 ms, 1.6 Mbit/s down, 750 kbit/s up)', () => {
  // `npm test` types at the brief's pace (30 ms a key); the full run at a reader's too (scripts/lib/depth.ts).
  for (const delay of atDepth([30, 80], (d) => d === 30)) {
    it(`Ctrl+K, then "middleware" at ${delay} ms a key`, async () => {
      const {context} = await newContext(browser);
      contexts.push(context);
      const page = await open(context, DOC);
      page.setDefaultTimeout(30_000);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.locator('article h1').first().click();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('middleware', {delay});
      assert.equal(await value(page), 'middleware');
      await waitForHits(page, 30_000);
      assert.equal(await value(page), 'middleware');
      await waitForSearchFocus(page);
    });
  }
});
