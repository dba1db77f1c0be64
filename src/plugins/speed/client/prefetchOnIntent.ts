/**
 * Links load a page's chunks when the reader shows intent (hover, touch: the theme's `preload`), not when they scroll
 * into view. Docusaurus also prefetches every link in view: on the first load of a doc page that is some forty
 * pages' chunks (about 150 KB gzip, most of them never opened) and main-thread work right while the page starts (each
 * prefetch matches the route table). A phone on a metered connection pays for both.
 *
 * What a reader is likely to open next is loaded anyway, once the page is idle: the pages of the pagination's
 * Previous and Next links, so that a tap on Next shows the page without a round trip. Never on save-data or 2g (the
 * theme's `preload` checks that too), never while the page starts.
 */
import type {ClientModule} from '@docusaurus/types';
import {isSlowConnection, whenIdle} from './idle';

type Docusaurus = Window['docusaurus'];

/** The same object, with a `prefetch` that fetches nothing (an empty list of chunk prefetches). */
export function withoutViewportPrefetch(docusaurus: Docusaurus): Docusaurus {
  return {...docusaurus, prefetch: () => Promise.resolve([])};
}

/** The pages a reader of `root` is likely to open next: its pagination's links, on this site. */
export function likelyNextPages(root: ParentNode, origin: string): string[] {
  const paths = [...root.querySelectorAll<HTMLAnchorElement>('a.pagination-nav__link[href]')]
    .map((link) => new URL(link.href, origin))
    .filter((target) => target.origin === origin)
    .map((target) => target.pathname);
  return [...new Set(paths)];
}

let installed = false;

const prefetchOnIntent: ClientModule = {
  // Runs first during hydration, before any link's visibility callback: `window.docusaurus` exists by then.
  onRouteDidUpdate() {
    if (!window.docusaurus) return;
    if (!installed) {
      installed = true;
      // The object is frozen: links read `window.docusaurus.prefetch` on each call, so a copy replaces it.
      window.docusaurus = withoutViewportPrefetch(window.docusaurus);
    }
    const {preload} = window.docusaurus;
    whenIdle(() => {
      if (isSlowConnection()) return;
      // A failed chunk is silent here: the tap loads it again, or reloads the page (the theme's rule).
      for (const path of likelyNextPages(document, location.origin))
        void Promise.resolve(preload(path)).catch(() => {});
    });
  },
};

export default prefetchOnIntent;
