/** What a page asked for before and after a User Timing mark, from its Resource Timing entries (tests and bench). */
import type {Page} from 'playwright-core';

/**
 * The URLs of the resources `page` asked for before the mark `mark` and from it on; a mark never set leaves everything
 * before it. A resource appears once it has loaded.
 */
export function resourcesAroundMark(page: Page, mark: string): Promise<{before: string[]; after: string[]}> {
  return page.evaluate((name) => {
    const from = performance.getEntriesByName(name)[0]?.startTime ?? Infinity;
    const entries = performance.getEntriesByType('resource');
    return {
      before: entries.filter((e) => e.startTime < from).map((e) => e.name),
      after: entries.filter((e) => e.startTime >= from).map((e) => e.name),
    };
  }, mark);
}
