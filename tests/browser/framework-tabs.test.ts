/**
 * What a reader who chose Vue or React sees from the first paint (frame by frame, tests/support/paint.ts): timed, it
 * runs alone in `npm test`. How the choice is made and shared (clicks, storage, ?framework=) and the npm/Yarn/pnpm/Bun
 * install tabs are in tabs.test.ts.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {newContext, open, until, url, waitForHydration, type PageRecord} from '../support/browser';
import {recordPaint, settledPaintRecord, type Frame} from '../support/paint';
import {
  FRAMEWORK_TABS,
  assertShownSamplesHaveCode,
  browser,
  selectedFrameworks,
  tabGroups,
  useSiteCrawl,
} from '../support/siteCrawl';
import {FRAMEWORK_STORAGE_KEY} from '../../src/plugins/framework-choice/tabGroups';
import {full} from '../../scripts/lib/depth';

useSiteCrawl();

type Label = 'Vue' | 'React';
const other = (label: Label): Label => (label === 'Vue' ? 'React' : 'Vue');

/**
 * A fresh context whose pages record every frame, with the framework key set to `stored` (and `init` run) before any
 * script of a page; the viewport is tall enough to hold several tab groups and framework-only prose at once.
 */
async function recordingContext({stored, init}: {stored?: string; init?: string} = {}) {
  const {context, record} = await newContext(browser, {viewport: {width: 1280, height: 5000}});
  const key = JSON.stringify(FRAMEWORK_STORAGE_KEY);
  if (stored !== undefined)
    await context.addInitScript({
      content: `if (location.protocol !== 'about:') localStorage.setItem(${key}, ${JSON.stringify(stored)});`,
    });
  if (init) await context.addInitScript({content: init});
  await recordPaint(context);
  return {context, record};
}

/** Opens `path` in a new page of a recording context; the frames it painted until it settled. */
async function openRecorded(context: BrowserContext, path: string): Promise<{page: Page; frames: Frame[]}> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url(path), {waitUntil: 'load'});
  return {page, frames: (await settledPaintRecord(page)).frames};
}

/** `path` opened in a fresh recording context (see `recordingContext`). */
async function paintedFrames(
  path: string,
  options: {stored?: string; init?: string} = {},
): Promise<{frames: Frame[]; page: Page; context: BrowserContext; record: PageRecord}> {
  const {context, record} = await recordingContext(options);
  return {...(await openRecorded(context, path)), context, record};
}

/**
 * From the first painted frame that holds a framework tab group to the settled page: only `chosen` shows (tab panels
 * and framework-only prose in the viewport) and its tab looks selected in every group. Positive controls: some frames
 * were painted before hydration, and the chosen framework's panels and prose were seen in the viewport.
 */
function assertOnlyPainted(frames: Frame[], chosen: Label): void {
  const withTabs = frames.filter((f) => f.framework.selectedLook.length > 0);
  assert.ok(withTabs.length > 0, 'no frame with a Vue/React tab group');
  assert.ok(
    withTabs.some((f) => !f.hydrated),
    'no frame with tabs was painted before hydration: the check did not see the first paint',
  );
  const wrong = withTabs.flatMap((f) => {
    const {selectedLook, shownPanels, panelsInView, proseInView} = f.framework;
    const when = `at ${f.t} ms${f.hydrated ? ' (hydrated)' : ''}`;
    return [
      ...(selectedLook.every((l) => l === chosen) ? [] : [`tabs looking selected ${selectedLook.join(',')} ${when}`]),
      ...(shownPanels.every((p) => p.join() === chosen) ? [] : [`panels shown ${JSON.stringify(shownPanels)} ${when}`]),
      ...(panelsInView.includes(other(chosen)) ? [`a ${other(chosen)} sample painted in view ${when}`] : []),
      ...(proseInView.includes(other(chosen)) ? [`${other(chosen)}-only prose painted in view ${when}`] : []),
    ];
  });
  assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} problem(s) in ${withTabs.length} frames`);
  assert.ok(
    withTabs.some((f) => f.framework.panelsInView.includes(chosen)),
    `no ${chosen} sample was ever in view: the check sees nothing`,
  );
  assert.ok(
    frames.some((f) => f.framework.proseInView.includes(chosen)),
    `no ${chosen}-only prose was ever in view: make the viewport taller`,
  );
}

describe('the framework choice from the first paint', () => {
  const PAGE = '/docs/latest/quickstart';

  it('with React chosen, Vue is never painted: samples, prose and tabs are React from the first frame', async () => {
    const {frames, page, context} = await paintedFrames(PAGE, {stored: 'react'});
    try {
      assertOnlyPainted(frames, 'React');
      // Once React runs, the tabs' own state (aria-selected) agrees with what was painted.
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['React']));
    } finally {
      await context.close();
    }
  });

  it('with nothing chosen, Vue (the default) shows from the first frame, and React never', full, async () => {
    const {frames, page, context} = await paintedFrames(PAGE);
    try {
      assertOnlyPainted(frames, 'Vue');
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['Vue']));
    } finally {
      await context.close();
    }
  });

  it('?framework=react wins over a stored Vue from the first frame', full, async () => {
    const {frames, page, context} = await paintedFrames(`${PAGE}?framework=react`, {stored: 'vue'});
    try {
      assertOnlyPainted(frames, 'React');
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['React']));
    } finally {
      await context.close();
    }
  });

  it("a ?framework=react link is the reader's choice: the open tabs follow, the next tab paints React", async () => {
    const {context, record} = await recordingContext();
    try {
      const other = await open(context, PAGE);
      assert.deepEqual(new Set(await selectedFrameworks(other)), new Set(['Vue']), 'Vue is the default');
      const linked = await openRecorded(context, `${PAGE}?framework=react`);
      assertOnlyPainted(linked.frames, 'React');
      assert.equal(await linked.page.evaluate((key) => localStorage.getItem(key), FRAMEWORK_STORAGE_KEY), 'react');
      await until(
        async () => (await selectedFrameworks(other)).every((s) => s === 'React'),
        'the tab opened before the link still selects Vue',
      );
      const next = await openRecorded(context, PAGE);
      assertOnlyPainted(next.frames, 'React');
      assert.deepEqual(record.consoleErrors, []);
    } finally {
      await context.close();
    }
  });

  it('?framework= with an unknown value stores nothing and shows the default', full, async () => {
    const {frames, page, context, record} = await paintedFrames(`${PAGE}?framework=svelte`);
    try {
      assertOnlyPainted(frames, 'Vue');
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), FRAMEWORK_STORAGE_KEY), null);
      const next = await openRecorded(context, PAGE);
      assertOnlyPainted(next.frames, 'Vue');
      assert.deepEqual(record.consoleErrors, []);
    } finally {
      await context.close();
    }
  });

  it('a choice made in one tab shows in the others at once, and in the next from its first frame', full, async () => {
    const {context} = await recordingContext();
    try {
      const first = await open(context, PAGE);
      const second = await open(context, PAGE);
      const shownProse = () =>
        second.evaluate(() =>
          [...document.querySelectorAll('article [data-framework]')]
            .filter((p) => p.getClientRects().length > 0)
            .map((p) => p.getAttribute('data-framework')),
        );
      const before = await shownProse();
      assert.ok(before.length > 0 && before.every((f) => f === 'vue'), JSON.stringify(before));
      const [group] = await tabGroups(first, FRAMEWORK_TABS);
      await group.getByRole('tab', {name: 'React', exact: true}).click();
      let last: (string | null)[] = before;
      await until(
        async () => {
          last = await shownProse();
          const selected = await selectedFrameworks(second);
          return last.length > 0 && last.every((f) => f === 'react') && selected.every((s) => s === 'React');
        },
        () => `the other tab still shows ${JSON.stringify(last)} prose`,
      );
      await assertShownSamplesHaveCode(second, 'React');
      const next = await openRecorded(context, PAGE);
      assertOnlyPainted(next.frames, 'React');
    } finally {
      await context.close();
    }
  });

  it('with storage unavailable the page shows Vue, quietly, and the tabs still switch', full, async () => {
    const blockStorage =
      "Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('blocked', 'SecurityError'); }});";
    const {frames, page, context, record} = await paintedFrames(PAGE, {init: blockStorage});
    try {
      assertOnlyPainted(frames, 'Vue');
      const vue = page.locator('article [data-framework="vue"]').first();
      const react = page.locator('article [data-framework="react"]').first();
      const [group] = await tabGroups(page, FRAMEWORK_TABS);
      await group.getByRole('tab', {name: 'React', exact: true}).click();
      await react.waitFor({state: 'visible'});
      await vue.waitFor({state: 'hidden'});
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['React']));
      assert.match(page.url(), /[?&]framework=react\b/);
      await waitForHydration(page);
      assert.deepEqual(record.consoleErrors, []);
    } finally {
      await context.close();
    }
  });
});
