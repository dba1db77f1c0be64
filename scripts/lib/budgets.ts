/** Byte budgets that the browser tests enforce and the benchmark reports against: each written once, here. */
const KB = 1024;

/**
 * A doc page's first load: at most 210 KB of gzip-encoded responses (issues 5 and 24), everything the page fetches
 * until the network is quiet, less what it fetches for the pages a reader is likely to open next.
 */
export const FIRST_LOAD_GZIP_BUDGET = 210 * KB;

/** What a doc page fetches, once started, for the pages a reader is likely to open next (Previous and Next). */
export const NEXT_PAGES_GZIP_BUDGET = 60 * KB;
