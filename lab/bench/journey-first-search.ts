/**
 * Journey (b): the reader's first search on a doc page, typed right after focusing the box: on a phone (slow 4G, CPU
 * 4×, a tap on the box) or on loopback without throttling (Ctrl+K). The time from the last key to the first frame that
 * shows the hits of the whole word; and whether the box holds every key.
 */
import type {Browser, Page} from 'playwright-core';
import {waitForHydration} from '../../scripts/lib/chromium';
import {openLikePhone, phoneContext} from './phone';

export interface FirstSearchRun {
  /**
   * ms from the reader's last key (when it was sent: a busy page handles it later) to the first frame showing the hits
   * of the whole word.
   */
  hitsAfterLastKeyMs: number;
  /** ms from the tap or Ctrl+K that focused the box to the same frame. */
  hitsAfterFocusMs: number;
  /** The box holds exactly what was typed. */
  kept: boolean;
}

export const SEARCH_WORD = 'middleware';

/**
 * In the page, armed once it has loaded: the time of the reader's last key (trusted input events only, not the
 * hand-over's), and the first frame after it in which the results, changed since that key, show a hit.
 */
const ARM = `(() => {
  const j = (window.__firstSearch = {lastKey: NaN, changed: false, hitsAt: NaN});
  document.addEventListener('input', (e) => {
    if (e.isTrusted) { j.lastKey = performance.now(); j.changed = false; j.hitsAt = NaN; }
  }, true);
  new MutationObserver((records) => {
    if (isNaN(j.lastKey)) return;
    if (records.some((r) => (r.target.closest ? r.target : r.target.parentElement)?.closest('[role="listbox"]')))
      j.changed = true;
  }).observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
  const frame = () => {
    if (j.changed && isNaN(j.hitsAt)) {
      const hit = [...document.querySelectorAll('.navbar [role="option"]')].some((el) => el.getClientRects().length);
      if (hit) j.hitsAt = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Types the word `delay` ms a key; times are wall-clock ms (`Date.now()`), in Node and in the page alike. */
async function typeAndTime(page: Page, delay: number, focusedAt: number): Promise<FirstSearchRun> {
  await page.keyboard.type(SEARCH_WORD.slice(0, -1), {delay});
  await page.waitForTimeout(delay);
  const lastKeyAt = Date.now();
  await page.keyboard.press(SEARCH_WORD.slice(-1));
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as {__firstSearch: {hitsAt: number}}).__firstSearch.hitsAt),
    null,
    {timeout: 30_000, polling: 100},
  );
  const hitsAt = await page.evaluate<number>('performance.timeOrigin + window.__firstSearch.hitsAt');
  const value = await page.locator('.navbar input[aria-label="Search"]:visible').inputValue();
  return {hitsAfterLastKeyMs: hitsAt - lastKeyAt, hitsAfterFocusMs: hitsAt - focusedAt, kept: value === SEARCH_WORD};
}

/** On a phone: a tap on the box, then the word, `delay` ms between keys. */
export async function firstSearchOnPhone(browser: Browser, url: string, delay: number): Promise<FirstSearchRun> {
  const context = await phoneContext(browser);
  try {
    const page = await openLikePhone(context, url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle', {timeout: 30_000}).catch(() => undefined);
    await page.evaluate(ARM);
    const box = page.locator('.navbar input[aria-label="Search"]:visible');
    await box.waitFor();
    const focusedAt = Date.now();
    await box.tap();
    return await typeAndTime(page, delay, focusedAt);
  } finally {
    await context.close();
  }
}

/** On loopback without throttling, at a desktop's width: Ctrl+K, then the word, `delay` ms between keys. */
export async function firstSearchOnLoopback(browser: Browser, url: string, delay: number): Promise<FirstSearchRun> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'load'});
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(ARM);
    const focusedAt = Date.now();
    await page.keyboard.press('Control+k');
    return await typeAndTime(page, delay, focusedAt);
  } finally {
    await context.close();
  }
}
