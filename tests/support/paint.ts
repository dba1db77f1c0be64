/**
 * What the reader sees on every frame a page paints, from the first one: an init script samples, on each animation
 * frame, the document-relative top of every heading and of the footer (so a move anywhere in the document shows, not
 * only in the viewport), the document's height once parsed, the fragment's target against the navbar and announcement
 * bar, and for each Vue/React tab group and `FrameworkOnly` block which framework shows in the viewport and which tab
 * looks selected. A `PerformanceObserver` collects layout shifts (buffered, so none before it is missed).
 *
 * With JavaScript off the init script still runs, but frame callbacks never do: `snapshot(page)` takes the same
 * sample synchronously instead.
 */
import type {BrowserContext, Page} from 'playwright-core';
import {afterFrames, waitForHydration} from './browser';

export interface FrameworkView {
  /** Per Vue/React tab group (in document order): the label of the tab that looks selected (border), or ''. */
  selectedLook: string[];
  /** Per tab group: the labels of the panels that are rendered (not display: none). */
  shownPanels: string[][];
  /** The frameworks of the tab panels rendered and at least partly inside the viewport. */
  panelsInView: string[];
  /** The frameworks of the `FrameworkOnly` blocks rendered and at least partly inside the viewport. */
  proseInView: string[];
}

export interface Frame {
  t: number;
  scrollY: number;
  hydrated: boolean;
  /** `document.documentElement.scrollHeight`, once the HTML is parsed (null before). */
  docHeight: number | null;
  /** Document-relative top of each rendered heading and of the footer, by a key stable across re-renders. */
  tops: Record<string, number>;
  /** The fragment's target: its top in the viewport and in the document (null without a hash or target). */
  target: {top: number; docTop: number} | null;
  /** The lowest bottom edge of what stays over the page's top: the navbar, and the announcement bar while in view. */
  coverBottom: number;
  viewportHeight: number;
  framework: FrameworkView;
}

export interface PaintRecord {
  frames: Frame[];
  shifts: {value: number; at: number; sources: string[]}[];
}

/** The sampler, as page source (plain JavaScript: tsx would add helpers to a function the page does not have). */
const SAMPLE = `function () {
  var doc = document.documentElement;
  var tops = {};
  var seen = {};
  var nodes = document.querySelectorAll('h1, h2, h3, h4, h5, h6, footer');
  // A heading in a sticky or fixed box (the blog sidebar's years) moves in the document as the page scrolls: that is
  // no layout move. Checked once per element, and only once the stylesheets are in (before, nothing is sticky yet).
  var pinned = window.__laravextPinned || (window.__laravextPinned = new WeakMap());
  var links = document.querySelectorAll('link[rel="stylesheet"]');
  var styled = links.length > 0;
  for (var l = 0; l < links.length; l++) if (!links[l].sheet) styled = false;
  for (var i = 0; i < nodes.length; i++) {
    var el = nodes[i];
    if (!el.getClientRects().length) continue;
    if (styled && !pinned.has(el)) {
      var isPinned = false;
      for (var a = el; a && a !== doc; a = a.parentElement) {
        var position = getComputedStyle(a).position;
        if (position === 'sticky' || position === 'fixed') { isPinned = true; break; }
      }
      pinned.set(el, isPinned);
    }
    if (pinned.get(el)) continue;
    // By id, else by its place among its kind (its text may be half parsed while the document loads).
    seen[el.tagName] = (seen[el.tagName] || 0) + 1;
    tops[el.tagName + (el.id ? '#' + el.id : ' ' + seen[el.tagName])] = el.getBoundingClientRect().top + scrollY;
  }
  var target = null;
  if (location.hash.length > 1) {
    var t = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (t) target = {top: t.getBoundingClientRect().top, docTop: t.getBoundingClientRect().top + scrollY};
  }
  var cover = 0;
  var covers = document.querySelectorAll('nav.navbar, .theme-announcement-bar');
  for (var c = 0; c < covers.length; c++) {
    var r = covers[c].getBoundingClientRect();
    if (covers[c].getClientRects().length && r.bottom > 0 && r.top < innerHeight) cover = Math.max(cover, r.bottom);
  }
  function inView(el) {
    if (!el.getClientRects().length) return false;
    var b = el.getBoundingClientRect();
    return b.bottom > 0 && b.top < innerHeight && b.height > 0;
  }
  var view = {selectedLook: [], shownPanels: [], panelsInView: [], proseInView: []};
  function add(list, value) {
    if (list.indexOf(value) < 0) list.push(value);
  }
  var lists = document.querySelectorAll('[role="tablist"]');
  for (var l = 0; l < lists.length; l++) {
    var tabs = lists[l].querySelectorAll('[role="tab"]');
    var labels = [];
    for (var k = 0; k < tabs.length; k++) labels.push((tabs[k].textContent || '').trim());
    if (labels.join('/') !== 'Vue/React') continue;
    var box = lists[l].nextElementSibling;
    var panels = box ? box.querySelectorAll(':scope > [role="tabpanel"]') : [];
    // A group whose panels the parser has not reached yet is not painted complete: it is left for the next frame.
    if (panels.length < tabs.length) continue;
    var look = '';
    for (var k2 = 0; k2 < tabs.length; k2++) {
      var border = getComputedStyle(tabs[k2]).borderBottomColor;
      if (border !== 'rgba(0, 0, 0, 0)' && border !== 'transparent') look = labels[k2];
    }
    view.selectedLook.push(look);
    var shown = [];
    for (var p = 0; p < panels.length; p++) {
      if (!panels[p].getClientRects().length) continue;
      shown.push(labels[p]);
      if (inView(panels[p])) add(view.panelsInView, labels[p]);
    }
    view.shownPanels.push(shown);
  }
  var only = document.querySelectorAll('article [data-framework]');
  for (var o = 0; o < only.length; o++) {
    if (inView(only[o])) add(view.proseInView, only[o].getAttribute('data-framework') === 'vue' ? 'Vue' : 'React');
  }
  return {
    t: Math.round(performance.now()),
    scrollY: scrollY,
    hydrated: doc.getAttribute('data-has-hydrated') === 'true',
    docHeight: document.readyState === 'loading' ? null : doc.scrollHeight,
    tops: tops,
    target: target,
    coverBottom: cover,
    viewportHeight: innerHeight,
    framework: view,
  };
}`;

const RECORDER = `(function () {
  var sample = ${SAMPLE};
  var record = {frames: [], shifts: [], recording: true};
  window.__paintRecord = record;
  window.__paintSample = sample;
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (e.hadRecentInput) return;
        record.shifts.push({value: e.value, at: Math.round(e.startTime), sources: (e.sources || []).map(function (s) {
          // What moved, and from where to where, so that a shift nobody can reproduce explains itself in the report.
          var n = s.node;
          var el = n && n.nodeType === 1 ? n : n && n.parentElement;
          var rect = function (r) {
            return Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
          };
          var what = !el ? String(n && n.nodeName) : (n.nodeType === 1 ? '' : 'text in ') + el.tagName.toLowerCase() +
            '.' + String(el.className).slice(0, 60) + ' "' + String(n.textContent).trim().slice(0, 40) + '"';
          return what + ' from ' + rect(s.previousRect) + ' to ' + rect(s.currentRect);
        })});
      });
    }).observe({type: 'layout-shift', buffered: true});
  } catch (e) {}
  function tick() {
    if (!record.recording) return;
    if (document.body) record.frames.push(sample());
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})();`;

/** Records every frame of every page the context opens from now on (call before `newPage`). */
export async function recordPaint(context: BrowserContext): Promise<void> {
  await context.addInitScript({content: RECORDER});
}

/**
 * Waits until the page has settled (loaded, hydrated, the network quiet, fonts in, the main thread idle and two more
 * frames painted), stops recording and returns what was painted.
 */
export async function settledPaintRecord(page: Page): Promise<PaintRecord> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2_000})));
  await afterFrames(page);
  return page.evaluate(() => {
    const record = (window as unknown as {__paintRecord: PaintRecord & {recording: boolean}}).__paintRecord;
    record.recording = false;
    return {frames: record.frames, shifts: record.shifts};
  });
}

/** One sample of the page as it is now, taken synchronously (works with JavaScript off, unlike frame callbacks). */
export async function snapshot(page: Page): Promise<Frame> {
  return page.evaluate<Frame>(`(${SAMPLE})()`);
}

/**
 * Elements whose document-relative top changed between frames: `key: from → to` for each move of a key present in
 * consecutive samples (sub-pixel rounding is let through). Elements that appear as the HTML streams in are not moves.
 */
export function moves(frames: Frame[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < frames.length; i += 1) {
    const [before, now] = [frames[i - 1], frames[i]];
    for (const [key, top] of Object.entries(now.tops)) {
      const was = before.tops[key];
      if (was !== undefined && Math.abs(top - was) >= 1)
        out.push(
          `${key}: ${Math.round(was)} → ${Math.round(top)} px at ${now.t} ms${now.hydrated ? ' (hydrated)' : ''}`,
        );
    }
    for (const key of Object.keys(before.tops))
      if (!(key in now.tops)) out.push(`${key} disappeared at ${now.t} ms${now.hydrated ? ' (hydrated)' : ''}`);
    if (before.docHeight !== null && now.docHeight !== null && Math.abs(now.docHeight - before.docHeight) >= 1)
      out.push(`document height: ${before.docHeight} → ${now.docHeight} px at ${now.t} ms`);
  }
  return out;
}
