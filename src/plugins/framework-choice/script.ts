/**
 * The plugin's first-paint inline script, as text: it runs at the start of `<body>`, right after the theme's own
 * script and before the browser parses the page, so it must be small, plain ES5 and never throw (storage may be
 * unavailable: every access is guarded). The build hashes it into the Content-Security-Policy with the other inline
 * scripts (scripts/postbuild.ts).
 */
import {ANNOUNCEMENT_HIDDEN_ATTRIBUTE} from '../../constants/announcementBar';
import {DEFAULT_FRAMEWORK, FRAMEWORK_ATTRIBUTE, FRAMEWORK_GROUP, FRAMEWORK_STORAGE_KEY, FRAMEWORKS} from './tabGroups';

export interface FirstPaintOptions {
  /** The site's storage (`siteStorage` of the load context): which storage, and the namespace of its keys. */
  storage: {type: 'localStorage' | 'sessionStorage'; namespace: string};
  /** `themeConfig.announcementBar.id`, or undefined without an announcement bar. */
  announcementId?: string;
}

/** A JavaScript string literal. */
const js = (value: string) => JSON.stringify(value);

/**
 * The framework choice on `<html>`: `?framework=` if present, else the stored choice, and a value that is not a
 * framework gives the default (`chooseFramework` in tabGroups.ts, the same rule as theme-common's tabs).
 * A link's `?framework=` that names a framework is the reader's choice, stored as a click on a tab stores it: the next
 * page and the other open tabs (through the `storage` event) show it too; any other value stores nothing. Storage that
 * throws leaves the query string's value, or the default. The attribute follows later changes of the stored choice (a
 * tab picked on this page, whose tabs store it, or in another browser tab), even before React runs.
 */
function frameworkPart({storage}: FirstPaintOptions): string {
  const key = js(FRAMEWORK_STORAGE_KEY + storage.namespace);
  const isFramework = FRAMEWORKS.map((f) => `v===${js(f)}`).join('||');
  // `w` (the first run only): store a framework named by the query string; a `storage` event never writes back.
  const read =
    `v=new URLSearchParams(location.search).get(${js(FRAMEWORK_GROUP)});` +
    `if(v===null)v=s.getItem(${key});else if(w&&(${isFramework}))s.setItem(${key},v)`;
  const others = FRAMEWORKS.filter((f) => f !== DEFAULT_FRAMEWORK).map((f) => `v===${js(f)}`);
  const chosen = `${others.join('||')}?v:${js(DEFAULT_FRAMEWORK)}`;
  const set = `document.documentElement.setAttribute(${js(FRAMEWORK_ATTRIBUTE)},${chosen})`;
  const follow = `addEventListener("storage",function(e){e.key===${key}&&f()})`;
  return `function f(w){var v;try{${read}}catch(e){}${set}}f(1);${follow};`;
}

/**
 * A dismissal stored for an older announcement id is stale: theme-common resets it when React starts, but the theme's
 * own inline script (just before this one) has hidden the bar by then, and the bar appears late, pushing the page
 * down. Resetting it now, as the theme would, and lifting the theme's early hide lets the bar show from the first
 * paint. Storage that refuses the reset still shows the bar: theme-common finds the same stale dismissal.
 */
function announcementPart({announcementId, storage}: FirstPaintOptions): string {
  if (announcementId === undefined) return '';
  const dismiss = js(`docusaurus.announcement.dismiss${storage.namespace}`);
  const id = js(`docusaurus.announcement.id${storage.namespace}`);
  const stale = `s.getItem(${dismiss})==="true"&&s.getItem(${id})!==${js(announcementId)}`;
  const show = `document.documentElement.setAttribute(${js(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)},"false")`;
  return `try{if(${stale}){${show};s.setItem(${dismiss},"false")}}catch(e){}`;
}

export function firstPaintScript(options: FirstPaintOptions): string {
  // `s` stays undefined when reading the storage object itself throws (some privacy settings): every use is guarded.
  const storage = `var s;try{s=window[${js(options.storage.type)}]}catch(e){}`;
  return `(function(){${storage}${frameworkPart(options)}${announcementPart(options)}})();`;
}
