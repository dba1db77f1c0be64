/**
 * The reader's Vue/React choice (README.md here): the framework tabs and `FrameworkOnly` in every MDX page (theme/),
 * and what a page must know before its first paint, applied by one inline script at the start of `<body>`: the choice
 * on `<html>`, so that the tabs and prose show the chosen framework from the first paint, and a stale announcement
 * dismissal reset, so that the announcement bar does not appear late. And no first paint before the navbar is parsed
 * whole.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {firstPaintScript} from './script';

/**
 * The element right after the navbar: the theme's skip-to-content target (`SkipToContentFallbackId` of
 * `@docusaurus/theme-common`, which does not load in Node; tests/browser/layout-shift.test.ts checks every page has it
 * after the navbar).
 */
export const AFTER_NAVBAR_ID = '__docusaurus_skipToContent_fallback';

export default function frameworkChoicePlugin(context: LoadContext): Plugin {
  const themeConfig = context.siteConfig.themeConfig as {announcementBar?: {id?: string}};
  const script = firstPaintScript({
    storage: context.siteStorage,
    announcementId: themeConfig.announcementBar?.id,
  });
  return {
    name: 'laravext-framework-choice',
    // One theme component, a wrapper of MDXComponents that adds FrameworkTabs and FrameworkOnly.
    getThemePath: () => path.join(__dirname, 'theme'),
    injectHtmlTags() {
      return {
        // Not in <head>: there an inline script runs before the parser reaches the stylesheet, whose request then
        // waits for it (the Content-Security-Policy <meta> also holds the browser's early fetches until the parser
        // passes it). In <body> it comes after the theme's own script (a preset's theme injects before the site's
        // plugins), which it corrects, and before anything is painted.
        preBodyTags: [{tagName: 'script', innerHTML: script}],
        headTags: [
          // When the HTML arrives in parts, the browser may paint a navbar parsed halfway: its right-aligned items
          // then move left as the others come in (a layout shift). Render-blocking until the element after the
          // navbar is parsed (browsers without `rel=expect` ignore it) holds the first paint until the navbar is whole.
          // The dev server's HTML has no navbar (the page renders on the client): there the link would only warn.
          ...(process.env.NODE_ENV === 'production'
            ? [{tagName: 'link', attributes: {rel: 'expect', href: `#${AFTER_NAVBAR_ID}`, blocking: 'render'}}]
            : []),
        ],
      };
    },
  };
}
