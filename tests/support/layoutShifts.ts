/**
 * The layout shifts Chromium reports (the Layout Instability API) on the pages a browser context opens: recorded from
 * the first paint, read once the page has settled or as they are.
 */
import type {BrowserContext, Page} from 'playwright-core';
import {afterFrames} from './browser';

interface ShiftWindow {
  __layoutShifts: string[];
  __layoutShiftScore: number;
  __takeLayoutShifts: () => void;
}

/** Records the layout shifts of every page the context opens from now on (the Layout Instability API). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    const w = window as unknown as ShiftWindow;
    w.__layoutShifts = seen;
    w.__layoutShiftScore = 0;
    // (Method syntax: tsx would wrap a named arrow in a `__name` helper the page does not have.)
    const shift = {
      add(entries: PerformanceEntry[]) {
        for (const entry of entries as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: {node?: Node | null}[];
        })[]) {
          if (!entry.hadRecentInput) w.__layoutShiftScore += entry.value;
          const nodes = (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
              : String(s.node?.nodeName),
          );
          seen.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
        }
      },
    };
    const observer = new PerformanceObserver((list) => shift.add(list.getEntries()));
    observer.observe({type: 'layout-shift', buffered: true});
    // Entries not yet handed to the callback (it runs after the frame that produced them).
    w.__takeLayoutShifts = () => shift.add(observer.takeRecords());
  });
}

/** The shifts and their score so far, once the page has settled. */
export async function settledShifts(page: Page): Promise<{list: string[]; score: number}> {
  // Nothing left to fetch, the fonts in, and what hydration's effects render (window size, colour mode, stored
  // choices) laid out and painted.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await afterFrames(page);
  return shiftsSoFar(page);
}

/** The shifts and their score so far, as they are. */
export function shiftsSoFar(page: Page): Promise<{list: string[]; score: number}> {
  return page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    w.__takeLayoutShifts();
    return {list: w.__layoutShifts, score: w.__layoutShiftScore};
  });
}
