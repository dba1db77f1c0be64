import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Holds the page's first paint until the browser has parsed the element with this id: a render-blocking
 * `<link rel="expect">` in the server's HTML, through Docusaurus's `<Head>`. For what moves when painted half parsed,
 * as the HTML arrives in parts: items at the right edge or centred, which the items parsed after them push along.
 * Browsers that do not know `rel=expect` ignore it, and it blocks nothing once the page has loaded (a navigation in
 * the browser renders the next page whole). The element must be on every page that renders this: without it the first
 * paint waits for the whole HTML. The navbar's own block is the plugin's (index.ts), on every page.
 */
export default function FirstPaintAfter({id}: {id: string}): ReactNode {
  return (
    <Head>
      <link rel="expect" href={`#${id}`} blocking="render" />
    </Head>
  );
}
