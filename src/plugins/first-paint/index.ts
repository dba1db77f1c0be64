/**
 * What a page must know before its first paint, applied by one inline script in `<head>` (README.md here): the
 * reader's Vue/React choice on `<html>`, so that the framework tabs and `FrameworkOnly` prose show the chosen framework
 * from the first paint, and a stale announcement dismissal reset, so that the announcement bar does not appear late.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {firstPaintScript} from './script';

export default function firstPaintPlugin(context: LoadContext): Plugin {
  const themeConfig = context.siteConfig.themeConfig as {announcementBar?: {id?: string}};
  const script = firstPaintScript({
    storage: context.siteStorage,
    announcementId: themeConfig.announcementBar?.id,
  });
  return {
    name: 'laravext-first-paint',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
