/**
 * Journey (c): a returning reader who chose React opens a doc page again (warm cache, the choice in local storage) on a
 * phone. Samples the first Vue/React tab group in every frame from the start of the page: when the React sample is
 * displayed, and whether the Vue one was displayed before it.
 */
import type {Browser} from 'playwright-core';
import {openLikePhone, phoneContext} from './phone';

export interface FrameworkRevisitRun {
  /** ms from navigation start to the first frame with the React sample displayed. */
  reactShownMs: number;
  /** The Vue sample was displayed in a frame before that. */
  vueFirst: boolean;
  firstPaintMs: number;
}

/** Where Docusaurus keeps the choice of a tab group (`groupId="framework"`). */
const CHOICE = `localStorage.setItem('docusaurus.tab.framework', 'react');`;

/** Kept as source text: tsx would wrap named inner functions in a helper that does not exist in the page. */
const SAMPLER = `(() => {
  const j = (window.__revisit = {reactAt: NaN, vueAt: NaN, fcp: NaN});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') j.fcp = e.startTime;
  }).observe({type: 'paint', buffered: true});
  const frame = () => {
    const list = [...document.querySelectorAll('[role="tablist"]')].find((l) => {
      const labels = [...l.children].map((c) => c.textContent.trim());
      return labels.includes('Vue') && labels.includes('React');
    });
    if (list) {
      const labels = [...list.children].map((c) => c.textContent.trim());
      const panels = list.parentElement.querySelectorAll(':scope > div > [role="tabpanel"]');
      const shown = (label) => {
        const panel = panels[labels.indexOf(label)];
        return !!panel && panel.getClientRects().length > 0;
      };
      const now = performance.now();
      if (isNaN(j.reactAt) && isNaN(j.vueAt) && shown('Vue')) j.vueAt = now;
      if (isNaN(j.reactAt) && shown('React')) j.reactAt = now;
    }
    if (isNaN(j.reactAt)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

export async function frameworkRevisitRun(browser: Browser, url: string): Promise<FrameworkRevisitRun> {
  const context = await phoneContext(browser);
  try {
    // The first visit: fills the cache, and the reader chooses React.
    const first = await context.newPage();
    await first.goto(url, {waitUntil: 'load'});
    await first.waitForLoadState('networkidle');
    await first.evaluate(CHOICE);
    await first.close();
    // The revisit, in a new tab.
    await context.addInitScript(SAMPLER);
    const page = await openLikePhone(context, url);
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as {__revisit: {reactAt: number}}).__revisit.reactAt),
      null,
      {timeout: 30_000, polling: 100},
    );
    const {reactAt, vueAt, fcp} = await page.evaluate<Record<string, number>>('window.__revisit');
    return {reactShownMs: reactAt, vueFirst: Number.isFinite(vueAt), firstPaintMs: fcp};
  } finally {
    await context.close();
  }
}
