/** Byte budgets that the browser tests enforce and the benchmark reports against: each written once, here. */
const KB = 1024;

/**
 * What the eleven guides added on 2026-12-05 add to `main.js`'s route table (their routes, chunk registry and docs
 * data), in bytes of gzip: main.js built from the same code without and with them
 * (lab/bench/results/2026-12-05-route-table-of-new-guides.md). The cap rises by this and nothing else.
 */
const NEW_GUIDES_ROUTE_TABLE = 1512;

/**
 * A doc page's first load: at most 210 KB of gzip-encoded responses, plus what new pages add to the route table,
 * everything the page fetches until the network is quiet, less what it fetches for the pages a reader is likely to
 * open next.
 */
export const FIRST_LOAD_GZIP_BUDGET = 210 * KB + NEW_GUIDES_ROUTE_TABLE;

/** What a doc page fetches, once started, for the pages a reader is likely to open next (Previous and Next). */
export const NEXT_PAGES_GZIP_BUDGET = 60 * KB;

/**
 * A reader's first search on a doc page: everything fetched from the first key to the first results, the search code
 * and the quick index (src/plugins/local-search). The index grows with the docs' headings and the API names their
 * prose shows as code: 120 KB held the docs until the eleven guides of 2026-12-05 took the first search to 124.7 KB
 * (lab/bench/results/2026-12-05-route-table-of-new-guides.md).
 */
export const FIRST_SEARCH_GZIP_BUDGET = 130 * KB;
