/**
 * Journey (a): a deep link opened in a new tab on a phone. Samples the target heading's position in every frame from
 * the start of the page: when it reaches the top of the viewport for good, and how far it moved after the first paint.
 */
import type {Browser} from 'playwright-core';
import {openLikePhone, phoneContext} from './phone';

export interface DeepLinkRun {
  /** ms from navigation start until the heading is where it ends, and stays there. */
  settledMs: number;
  /** px the heading moved, frame to frame, after the first contentful paint. */
  movedPx: number;
  /** px between where the heading is in the first frame after the first contentful paint and where it ends. */
  offAtFirstPaintPx: number;
  /** Where the heading ends: px from the top of the viewport (under the sticky navbar when it is at the top). */
  finalTopPx: number;
  firstPaintMs: number;
}

/** Kept as source text: tsx would wrap named inner functions in a helper that does not exist in the page. */
const SAMPLER = `(() => {
  const id = decodeURIComponent(location.hash.slice(1));
  const j = (window.__deepLink = {samples: [], fcp: NaN});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') j.fcp = e.startTime;
  }).observe({type: 'paint', buffered: true});
  // Read after each frame has been rendered (a task queued from the frame callback runs once the frame is done):
  // read in the callback itself, the place would predate the frame's own layout and its scroll to the fragment.
  const sample = () => {
    const el = id && document.getElementById(id);
    if (el) j.samples.push([performance.now(), el.getBoundingClientRect().top]);
  };
  const frame = () => {
    setTimeout(sample, 0);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** The heading is at the top when it ends this close to the viewport's top edge (the navbar is about 60 px). */
const AT_TOP_PX = 150;
/** Moves smaller than this are sub-pixel settling, not a jump. */
const STILL_PX = 2;

export async function deepLinkRun(browser: Browser, url: string): Promise<DeepLinkRun> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(SAMPLER);
    const page = await openLikePhone(context, url);
    await page.waitForLoadState('networkidle', {timeout: 30_000}).catch(() => undefined);
    // Wait until the heading has not moved for 2 s (at most 20 s after the load).
    const deadline = Date.now() + 20_000;
    for (;;) {
      const quiet = await page.evaluate(`(() => {
        const s = window.__deepLink.samples;
        if (!s.length) return false;
        const last = s[s.length - 1];
        const moved = s.filter(([, top]) => Math.abs(top - last[1]) > ${STILL_PX});
        const since = moved.length ? moved[moved.length - 1][0] : s[0][0];
        return performance.now() - since > 2000;
      })()`);
      if (quiet || Date.now() > deadline) break;
      await page.waitForTimeout(250);
    }
    const {samples, fcp} = await page.evaluate<{samples: [number, number][]; fcp: number}>('window.__deepLink');
    if (!samples.length) throw new Error(`the target of ${url} never appeared`);
    const finalTop = samples[samples.length - 1][1];
    // The first frame from which the heading stays where it ends: the one after the last frame it was elsewhere.
    let lastElsewhere = -1;
    samples.forEach(([, top], i) => {
      if (Math.abs(top - finalTop) > STILL_PX) lastElsewhere = i;
    });
    const settled = samples[lastElsewhere + 1][0];
    const afterPaint = samples.filter(([t]) => t >= fcp);
    let moved = 0;
    for (let i = 1; i < afterPaint.length; i += 1) moved += Math.abs(afterPaint[i][1] - afterPaint[i - 1][1]);
    if (finalTop < -STILL_PX || finalTop > AT_TOP_PX)
      throw new Error(`the target of ${url} ended ${Math.round(finalTop)} px from the top, not at the top`);
    const offAtFirstPaint = afterPaint.length ? Math.abs(afterPaint[0][1] - finalTop) : 0;
    return {
      settledMs: settled,
      movedPx: Math.round(moved),
      offAtFirstPaintPx: Math.round(offAtFirstPaint),
      finalTopPx: Math.round(finalTop),
      firstPaintMs: fcp,
    };
  } finally {
    await context.close();
  }
}
