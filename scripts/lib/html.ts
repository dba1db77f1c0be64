/**
 * Reads the built site's HTML and its sitemap with one parser, cheerio: HTML through parse5 (the HTML standard's
 * parsing, as a browser does it), the sitemap through htmlparser2's XML mode, and CSS selectors for both.
 */
import * as cheerio from 'cheerio';

export type {CheerioAPI} from 'cheerio';

/** Parses a page. With `locations`, elements carry their offsets in `html` (`sourceCodeLocation`). */
export function parseHtml(html: string, {locations = false}: {locations?: boolean} = {}): cheerio.CheerioAPI {
  return cheerio.load(html, {sourceCodeLocationInfo: locations});
}

export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

/** Every `<url>` of a sitemap, in order. */
export function sitemapEntries(xml: string): SitemapEntry[] {
  const $ = cheerio.load(xml, {xml: true});
  return $('urlset > url')
    .toArray()
    .map((entry) => ({
      loc: $(entry).children('loc').text().trim(),
      lastmod: $(entry).children('lastmod').text().trim() || undefined,
    }));
}

/** The path (`/docs/quickstart`, `/` for the home page) of every page a sitemap lists. */
export function sitemapPaths(xml: string): string[] {
  return sitemapEntries(xml).map(({loc}) => new URL(loc).pathname);
}
