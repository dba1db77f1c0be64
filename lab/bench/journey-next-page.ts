/**
 * Journey (d): on a phone, the reader moves to the next doc page with the pagination's "Next" link, after hovering it
 * (300 ms, then a click) or with a tap (the touch and the click come together). The time from the click to the first
 * frame that shows the new page's h1. By default the gesture comes as soon as the page is hydrated and the network
 * has been idle; `readMs` waits that long more (a reader who reads before moving on), and `cpuSlowdown` sets the CPU
 * throttling (1: a fast phone on the same slow network).
 */
import type {Browser} from 'playwright-core';
import {waitForHydration} from '../../scripts/lib/chromium';
import {openLikePhone, PHONE_CPU_SLOWDOWN, phoneContext} from './phone';

export type NextPageGesture = 'hover' | 'tap';

export interface NextPageRun {
  /** ms from the click to the first frame with the new h1. */
  h1ShownMs: number;
}

/** Kept as source text: tsx would wrap named inner functions in a helper that does not exist in the page. */
const SAMPLER = `(() => {
  const j = (window.__nextPage = {clickAt: NaN, h1At: NaN, from: ''});
  document.addEventListener('click', () => {
    if (!isNaN(j.clickAt)) return;
    j.clickAt = performance.now();
    j.from = document.querySelector('article h1')?.textContent ?? '';
  }, true);
  const frame = () => {
    if (!isNaN(j.clickAt) && isNaN(j.h1At)) {
      const h1 = document.querySelector('article h1');
      if (h1 && h1.textContent !== j.from && h1.getClientRects().length) j.h1At = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** How long a reader's pointer rests on a link before the click. */
const HOVER_MS = 300;

export async function nextPageRun(
  browser: Browser,
  url: string,
  gesture: NextPageGesture,
  {readMs = 0, cpuSlowdown = PHONE_CPU_SLOWDOWN}: {readMs?: number; cpuSlowdown?: number} = {},
): Promise<NextPageRun> {
  const context = await phoneContext(browser);
  try {
    const page = await openLikePhone(context, url, cpuSlowdown);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle', {timeout: 30_000}).catch(() => undefined);
    if (readMs) await page.waitForTimeout(readMs);
    await page.evaluate(SAMPLER);
    const next = page.locator('a.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    if (gesture === 'hover') {
      await next.hover();
      await page.waitForTimeout(HOVER_MS);
      await next.click();
    } else {
      await next.tap();
    }
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as {__nextPage: {h1At: number}}).__nextPage.h1At),
      null,
      {timeout: 30_000, polling: 100},
    );
    const {clickAt, h1At} = await page.evaluate<Record<string, number>>('window.__nextPage');
    return {h1ShownMs: h1At - clickAt};
  } finally {
    await context.close();
  }
}
