/** Byte budgets that the browser tests enforce and the benchmark reports against: each written once, here. */
const KB = 1024;

/**
 * A doc page's first load: at most 210 KB of gzip-encoded responses, everything the page fetches until the network
 * is quiet, less what it fetches for the pages a reader is likely to open next.
 */
export const FIRST_LOAD_GZIP_BUDGET = 210 * KB;

/** What a doc page fetches, once started, for the pages a reader is likely to open next (Previous and Next). */
export const NEXT_PAGES_GZIP_BUDGET = 60 * KB;

/**
 * A reader's first search on a doc page: everything fetched from the first key to the first results, the search code
 * and the quick index (src/plugins/local-search). The index grows with the docs' headings and the API names their
 * prose shows as code.
 */
export const FIRST_SEARCH_GZIP_BUDGET = 120 * KB;
