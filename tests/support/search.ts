/**
 * The navbar search as a reader meets it: until the index is in, the box is our input (the server's HTML), then the
 * plugin's input takes over (src/plugins/local-search/theme/SearchBar). Both carry the label "Search"; only one is
 * displayed at a time.
 */
import type {Locator, Page} from 'playwright-core';

export const SEARCH_BOX = '.navbar input[aria-label="Search"]';
/** The quick index the navbar search reads, per docs version. */
export const QUICK_INDEX = /\/search-index-[0-9a-f]+\.json$/;
/** The full text, which the /search page reads. */
export const FULL_INDEX = /\/search-index-all-[0-9a-f]+\.json$/;
export const ANY_INDEX = /\/search-index[^/]*\.json$/;

/** The search box the reader sees. */
export const searchBox = (page: Page): Locator => page.locator(`${SEARCH_BOX}:visible`);

/** The plugin's input has taken over: the index is in and the results can open. */
export async function waitForSearchReady(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLInputElement>(selector)].some(
        (el) => el.getClientRects().length > 0 && !el.hasAttribute('data-laravext-placeholder'),
      ),
    SEARCH_BOX,
    {timeout},
  );
}

/** The search box the reader sees has the focus. */
export async function waitForSearchFocus(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const el = document.activeElement;
      return !!el && el.matches(selector) && el.getClientRects().length > 0;
    },
    SEARCH_BOX,
    {timeout},
  );
}

/** The results under the box show at least one hit. */
export async function waitForHits(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('.navbar [role="option"]').first().waitFor({state: 'visible', timeout});
}
