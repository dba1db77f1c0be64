/**
 * Links load their page's chunks when the reader shows intent (hover, touch: the theme's `preload`), not when they
 * scroll into view. Docusaurus also prefetches every link in view: on the first load of a doc page that is some forty
 * pages' chunks (about 150 KB gzip, most of them never opened) and main-thread work right while the page starts (each
 * prefetch matches the route table). A phone on a metered connection pays for both. Hover comes a few hundred
 * milliseconds before the click, touch about a hundred: enough for a page's chunks, a few kilobytes each.
 */
import type {ClientModule} from '@docusaurus/types';

type Docusaurus = Window['docusaurus'];

/** The same object, with a `prefetch` that fetches nothing (an empty list of chunk prefetches). */
export function withoutViewportPrefetch(docusaurus: Docusaurus): Docusaurus {
  return {...docusaurus, prefetch: () => Promise.resolve([])};
}

let installed = false;

const prefetchOnIntent: ClientModule = {
  // Runs first during hydration, before any link's visibility callback: `window.docusaurus` exists by then.
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    // The object is frozen: links read `window.docusaurus.prefetch` on each call, so a copy replaces it.
    window.docusaurus = withoutViewportPrefetch(window.docusaurus);
  },
};

export default prefetchOnIntent;
