/**
 * Links load a page's chunks when the reader shows intent (hover, touch: the theme's `preload`), not when they scroll
 * into view. Docusaurus also prefetches every link in view: on the first load of a doc page that is some forty
 * pages' chunks (about 150 KB gzip, most of them never opened) and main-thread work right while the page starts (each
 * prefetch matches the route table). A phone on a metered connection pays for both.
 *
 * What a reader is likely to open next comes anyway: the pages of the pagination's Previous and Next links. On a first
 * load their chunks are prefetched (the browser's lowest priority, no script run) once the page has started; on every
 * page they are loaded once it is idle, so that a tap on Next shows the page without a round trip. Nothing of it runs
 * inside a navigation's render, and nothing on save-data or 2g: the theme's `prefetch` and `preload` check that.
 */
import type {ClientModule} from '@docusaurus/types';
import {afterLoad, whenIdle} from './idle';

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

/** The theme's own functions, before the viewport prefetch is taken out of `window.docusaurus`. */
let theme: Docusaurus | undefined;

// A failed chunk is silent here: the tap loads it again, or reloads the page (the theme's rule).
const quietly = (result: unknown) => void Promise.resolve(result).catch(() => {});

const prefetchOnIntent: ClientModule = {
  // Runs first during hydration, before any link's visibility callback: `window.docusaurus` exists by then.
  onRouteDidUpdate({previousLocation}) {
    if (!window.docusaurus) return;
    if (!theme) {
      theme = window.docusaurus;
      // The object is frozen: links read `window.docusaurus.prefetch` on each call, so a copy replaces it.
      window.docusaurus = withoutViewportPrefetch(theme);
    }
    const {prefetch, preload} = theme;
    if (!previousLocation)
      afterLoad(() => likelyNextPages(document, location.origin).forEach((path) => quietly(prefetch(path))));
    whenIdle(() => likelyNextPages(document, location.origin).forEach((path) => quietly(preload(path))));
  },
};

export default prefetchOnIntent;
