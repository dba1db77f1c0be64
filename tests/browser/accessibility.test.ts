/**
 * axe-core with its default rule set (every WCAG A/AA rule and the best practices; experimental rules stay off, as in
 * axe's default) on every page of the sitemap plus the 404 page and the search page, in both colour modes, at a
 * desktop width (1280px); a handful of representative pages are checked again at a phone width (390px). No console
 * error or failed request on any of them either.
 *
 * Pages are checked several at a time, each in its own browser context (a "lane"). A page is loaded once per width;
 * axe runs in the mode the page loaded in, then the mode is switched the way another tab would switch it
 * (localStorage `theme` + a storage event, which the theme's colour-mode provider listens to, so React re-renders
 * theme-dependent images too), the colour transitions this starts are jumped to their end, and axe runs again on what
 * the switch changed (the DOM is otherwise the same) and on the colours.
 *
 * axe's slowest rules run where their answer can differ (runAxe): colour contrast and links told apart from text on one
 * element per look (colours, size, backdrop) that no page of the run has checked yet (tests/support/axeSamples), and
 * `region` outside `<main>`. On two cores the walk takes about 80 s alone (110 s before), about 130 s beside the other
 * browser tests in `npm test` (380 s before).
 *
 * Self-checks make sure that the walk can fail: violations injected into a page (a WCAG one and a best-practice one,
 * text and a link in colours of their own, an image shown by the mode switch) must be reported, and every run must
 * have applied best-practice rules (no tag filter crept back in).
 *
 * A page of Latest (`/docs/latest/...`) whose article is the same as its 1.0 twin's (`/docs/...`; `articleOf`) is the
 * same content in the same template: the twin checks its content, and `LATEST_SAMPLES` check the parts only Latest
 * has (its version banner, the dropdown's label). A Latest page whose article differs is checked like any other.
 *
 * `npm test` walks a page of each layout (`GATE_PAGES`); `npm run test:full` walks them all (scripts/lib/depth.ts).
 * `LARAVEXT_A11Y_ALL_WIDTHS=1` checks every page at the phone width too, `LARAVEXT_A11Y_ALL_TWINS=1` every Latest
 * twin as well (slower: for a thorough pass by hand).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launch, newContext, url, waitForHydration, type PageRecord} from '../support/browser';
import {sitemapEntries} from '../../scripts/lib/html';
import {BUILD_DIR, ROOT} from '../../scripts/lib/server';
import {markSamples, watchModeSwitch, type SampleMarks} from '../support/axeSamples';
import {atDepth, full, FULL_RUN} from '../../scripts/lib/depth';

const AXE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const SITE_ORIGIN = 'https://laravext.dev';
const NOT_FOUND_PATH = '/this-page-does-not-exist-a11y';
/** The search page is not in the sitemap (it is not indexed): checked with a query and its results. */
const SEARCH_PATH = '/search?q=middleware';
const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};
/**
 * Checked at the phone width too, one page per layout: what changes there is the collapsed navbar, the collapsible TOC,
 * code blocks and tables that scroll sideways, and the size of touch targets.
 */
const PHONE_PAGES = [
  '/',
  '/docs/latest/tools/head-component', // Latest banner, framework tabs, code blocks, a table, TOC
  '/docs/category/tools', // generated category index (cards)
  '/blog',
  '/blog/2025/03/04/new-starter-kits',
  '/community',
  NOT_FOUND_PATH,
  SEARCH_PATH,
];
const ALL_WIDTHS = process.env.LARAVEXT_A11Y_ALL_WIDTHS === '1';
const ALL_TWINS = process.env.LARAVEXT_A11Y_ALL_TWINS === '1';
/** Latest pages always checked, twin or not: the docs home, a page with tabs, code and a table, a category index. */
const LATEST_SAMPLES = ['/docs/latest', '/docs/latest/tools/head-component', '/docs/latest/category/tools'];
/**
 * `npm test` checks one page of each layout, and the longest doc page; `npm run test:full` every page
 * (scripts/lib/depth.ts).
 */
const GATE_PAGES = new Set([...PHONE_PAGES, ...LATEST_SAMPLES, '/docs/quickstart']);
const GATE_PHONE_PAGES = ['/', '/docs/latest/tools/head-component'];
/** Pages checked at the same time (2 cores: the browser's renderers, the test and the server share them). */
const LANES = Number(process.env.LARAVEXT_A11Y_LANES ?? 3);
/** Best-practice rules that apply to every page: if one of them did not run, axe was not running its default rules. */
const BEST_PRACTICE_PROBES = [
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'heading-order',
  'landmark-unique',
];
type Mode = 'dark' | 'light';

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const paths = sitemapEntries(xml).map(({loc}) => {
    assert.ok(loc.startsWith(SITE_ORIGIN), `sitemap entry outside ${SITE_ORIGIN}: ${loc}`);
    return loc.slice(SITE_ORIGIN.length) || '/';
  });
  assert.ok(paths.length > 10, `sitemap.xml lists only ${paths.length} URLs`);
  return paths;
}

/** The built HTML file of a path, as GitHub Pages finds it (`/a/b` → `a/b.html` or `a/b/index.html`). */
function builtFile(pagePath: string): string | null {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  const candidates = [`${trimmed}.html`, path.join(trimmed, 'index.html')];
  return candidates.map((c) => path.join(BUILD_DIR, c)).find((f) => fs.existsSync(f)) ?? null;
}

/**
 * A page's article, less what a version changes without changing its structure: link targets, the version badge's
 * text and the last-updated date.
 */
function articleOf(pagePath: string): string | null {
  const file = builtFile(pagePath);
  if (!file) return null;
  const html = fs.readFileSync(file, 'utf8');
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return null;
  return html
    .slice(start, end)
    .replace(/ href=("[^"]*"|[^ >]*)/g, ' href')
    .replace(/Version: [^<]*/g, 'Version:')
    .replace(/<time [^>]*>[^<]*<\/time>/g, '<time></time>');
}

/** Whether a Latest page shows the same article as its 1.0 twin (then the twin's check covers its content). */
function isLatestTwin(pagePath: string): boolean {
  if (!pagePath.startsWith('/docs/latest/')) return false;
  const latest = articleOf(pagePath);
  const stable = articleOf(pagePath.replace('/docs/latest/', '/docs/'));
  return latest !== null && latest === stable;
}

interface Violation {
  id: string;
  impact: string | null;
  nodes: {target: unknown[]; failureSummary?: string}[];
}

interface AxeOutcome {
  violations: Violation[];
  /** Ids of the rules axe applied or found inapplicable: every rule of the run. */
  rules: string[];
}

interface Lane {
  context: BrowserContext;
  record: PageRecord;
  page: Page;
}

/** A fixed set of lanes handed out to the tests that run at the same time. */
class LanePool {
  private readonly free: Lane[] = [];
  private readonly waiting: ((lane: Lane) => void)[] = [];
  readonly all: Lane[] = [];

  add(lane: Lane): void {
    this.all.push(lane);
    this.release(lane);
  }

  acquire(): Promise<Lane> {
    const lane = this.free.pop();
    return lane ? Promise.resolve(lane) : new Promise((resolve) => this.waiting.push(resolve));
  }

  release(lane: Lane): void {
    const next = this.waiting.shift();
    if (next) next(lane);
    else this.free.push(lane);
  }

  async with<T>(work: (lane: Lane) => Promise<T>): Promise<T> {
    const lane = await this.acquire();
    try {
      return await work(lane);
    } finally {
      this.release(lane);
    }
  }
}

/**
 * Switches the colour mode like another tab would, waits until the page shows it, and marks what the switch changed
 * besides the colours (tests/support/axeSamples); returns the HTML of the elements it marked.
 */
async function setMode(page: Page, mode: Mode, alsoChange?: () => Promise<void>): Promise<string[]> {
  await page.evaluate(watchModeSwitch, CHANGED_MARK);
  await alsoChange?.();
  await page.evaluate((m) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', m);
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: m, storageArea: localStorage, url: location.href}),
    );
  }, mode);
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode, {timeout: 5_000});
  await settle(page);
  // React commits what depends on the mode (themed images, the toggle's label) in the frame that shows it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as {__modeSwitchChanges: () => string[]}).__modeSwitchChanges());
}

/**
 * Jumps every finite CSS transition/animation (colour fades on links, buttons...) to its end: axe then sees the colours
 * the reader ends up with, without waiting for them. `getAnimations()` flushes styles, so a transition that the last
 * change starts is among them.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end)) animation.finish();
    }
  });
}

/**
 * What axe checks in a run: the whole page (`page`), the page but its two colour rules (`page-but-colours`), these
 * rules only (`colours`), or what a mode switch changed, colours aside (`changed`).
 *
 * Three rules are narrowed once axe is in the page, each to the elements whose result can differ. The two colour rules
 * take the samples `markSamples` (tests/support/axeSamples) marks before each run. `region` (content outside every
 * landmark) skips what is inside `<main>`, a landmark: there its answer is always "inside"; measuring it anyway took
 * 1.3 s of a long page's 1.6 s of axe.
 */
type AxeScope = 'page' | 'page-but-colours' | 'colours' | 'changed';
const MARKS: SampleMarks = {text: 'data-a11y-contrast', link: 'data-a11y-link'};
const CHANGED_MARK = 'data-a11y-changed';
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function runAxe(page: Page, scope: AxeScope = 'page'): Promise<AxeOutcome> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(
      (marks) =>
        (window as unknown as {axe: {configure: (spec: object) => void}}).axe.configure({
          rules: [
            {id: 'color-contrast', selector: `[${marks.text}]`},
            {id: 'link-in-text-block', selector: `[${marks.link}]`},
            {id: 'region', selector: 'body *:not(main, main *)'},
          ],
        }),
      MARKS,
    );
  }
  const context = scope === 'changed' ? {include: [[`[${CHANGED_MARK}]`]]} : null;
  const options =
    scope === 'colours'
      ? {runOnly: {type: 'rule', values: COLOUR_RULES}}
      : scope === 'changed' || scope === 'page-but-colours'
        ? {rules: Object.fromEntries(COLOUR_RULES.map((id) => [id, {enabled: false}]))}
        : {};
  return page.evaluate(
    ([ctx, opts]) => {
      interface Result {
        id: string;
        impact?: string | null;
        nodes: {target: unknown[]; failureSummary?: string}[];
      }
      type Results = Record<'violations' | 'passes' | 'incomplete' | 'inapplicable', Result[]>;
      const axe = (window as unknown as {axe: {run: (ctx: unknown, options: object) => Promise<Results>}}).axe;
      // The default rule set (no `runOnly` for a page). Only the result details are limited to the violations.
      return axe.run(ctx ?? document, {...opts, resultTypes: ['violations']}).then((r) => ({
        violations: r.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          nodes: v.nodes.map((n) => ({target: n.target, failureSummary: n.failureSummary})),
        })),
        rules: [...r.violations, ...r.passes, ...r.incomplete, ...r.inapplicable].map((x) => x.id),
      }));
    },
    [context, options] as const,
  );
}

function describeViolations(label: string, violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => {
      const why = (n.failureSummary ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(1, 2)
        .join(' ');
      return `${label} ${v.id} (${v.impact}) at ${JSON.stringify(n.target)}${why ? `: ${why}` : ''}`;
    }),
  );
}

/** The text and link looks whose colours a page of this run has checked (tests/support/axeSamples). */
const checkedLooks = new Set<string>();
/** What a mode switch changed (the HTML of each element) and a page of this run has checked. */
const checkedChanges = new Set<string>();

/**
 * axe on the whole page (`page`) or its colour rules only (`colours`), after marking the samples of the page's current
 * state: the looks no page of the run has checked yet. The problems it reports, and one if it skipped rules it must
 * run.
 */
async function axeProblems(page: Page, label: string, scope: 'page' | 'colours' = 'page'): Promise<string[]> {
  const looks = await page.evaluate(markSamples, {marks: MARKS, known: [...checkedLooks]});
  if (looks.length === 0 && scope === 'colours') return [];
  for (const look of looks) checkedLooks.add(look);
  const {violations, rules} = await runAxe(page, scope === 'page' && looks.length === 0 ? 'page-but-colours' : scope);
  const expected = [...(scope === 'page' ? BEST_PRACTICE_PROBES : []), ...(looks.length > 0 ? COLOUR_RULES : [])];
  const missing = expected.filter((id) => !rules.includes(id));
  return [
    ...describeViolations(label, violations),
    ...(missing.length ? [`${label} axe did not run the rules ${missing.join(', ')}`] : []),
  ];
}

async function load(
  lane: Lane,
  pagePath: string,
  viewport: {width: number; height: number},
  status: number,
): Promise<void> {
  const {page} = lane;
  if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport);
  const response = await page.goto(url(pagePath), {waitUntil: 'load'});
  assert.ok(response, `no response for ${pagePath}`);
  assert.equal(response.status(), status, `${pagePath} answered ${response.status()}`);
  await waitForHydration(page);
  await settle(page);
}

/**
 * Loads the page in this lane at this width, runs axe in both modes; returns the problems found (empty when all
 * is well).
 */
async function checkPage(
  lane: Lane,
  pagePath: string,
  isNotFound: boolean,
  viewport: {width: number; height: number},
): Promise<string[]> {
  const {page, record} = lane;
  const {width} = viewport;
  const errorsBefore = record.consoleErrors.length;
  const failedBefore = record.failedRequests.length;
  const target = url(pagePath);
  await load(lane, pagePath, viewport, isNotFound ? 404 : 200);

  const problems: string[] = [];
  const first: Mode =
    (await page.evaluate(() => document.documentElement.dataset.theme)) === 'light' ? 'light' : 'dark';
  const second: Mode = first === 'dark' ? 'light' : 'dark';
  const label = (mode: Mode) => `${pagePath} [${width}px, ${mode}]`;
  problems.push(...(await axeProblems(page, label(first))));
  // The other mode: the same DOM in other colours, but for what the switch changed (checked once per run: the same
  // themed images and toggle on every page).
  const changed = await setMode(page, second);
  if (changed.some((html) => !checkedChanges.has(html))) {
    for (const html of changed) checkedChanges.add(html);
    problems.push(...describeViolations(label(second), (await runAxe(page, 'changed')).violations));
  }
  problems.push(...(await axeProblems(page, label(second), 'colours')));

  // The 404 document itself answers 404 (Chromium logs that as a console error); nothing else may fail.
  const own404 = (line: string) => isNotFound && line.includes(target) && /\b404\b/.test(line);
  const consoleErrors = record.consoleErrors
    .slice(errorsBefore)
    .filter((line) => !(own404(line) && line.includes('Failed to load resource')));
  const failed = record.failedRequests
    .slice(failedBefore)
    .filter((line) => !(own404(line) && line.startsWith(`${target} `)));
  problems.push(...consoleErrors.map((e) => `${pagePath} [${width}px] console error: ${e}`));
  problems.push(...failed.map((f) => `${pagePath} [${width}px] failed request: ${f}`));
  return problems;
}

describe('accessibility (axe, default rules) of every page, both colour modes', {concurrency: LANES}, () => {
  let browser: Browser;
  const pool = new LanePool();

  before(async () => {
    browser = await launch();
    const lanes = await Promise.all(
      Array.from({length: LANES}, async () => {
        const {context, record} = await newContext(browser, {viewport: DESKTOP});
        return {context, record, page: await context.newPage()};
      }),
    );
    for (const lane of lanes) pool.add(lane);
  });

  after(async () => {
    await Promise.all(pool.all.map((lane) => lane.context.close()));
    await browser?.close();
  });

  it('self-check: violations injected into a page are reported, best practices included', () =>
    pool.with(async (lane) => {
      await load(lane, '/blog/tags', DESKTOP, 200);
      const clean = await runAxe(lane.page);
      assert.deepEqual(
        describeViolations('clean', clean.violations),
        [],
        'the page to inject into has violations of its own',
      );
      await lane.page.evaluate(() => {
        const stray = document.createElement('p'); // Text outside every landmark: `region`, a best practice.
        stray.textContent = 'Injected by the accessibility self-check';
        document.body.append(stray);
        const image = document.createElement('img'); // An image with no text alternative: `image-alt`, WCAG A.
        image.src = '/img/logo.svg';
        document.querySelector('main')?.append(image);
      });
      const found = await axeProblems(lane.page, 'injected');
      for (const id of ['region', 'image-alt']) {
        assert.ok(
          found.some((line) => line.startsWith(`injected ${id} `)),
          `axe did not report the injected ${id} violation:\n${found.join('\n')}`,
        );
      }
      const bestPractice = await lane.page.evaluate(() =>
        (window as unknown as {axe: {getRules: (tags: string[]) => {ruleId: string}[]}}).axe
          .getRules(['best-practice'])
          .map((r) => r.ruleId),
      );
      assert.ok(
        clean.rules.filter((id) => bestPractice.includes(id)).length >= 10,
        `axe ran only ${clean.rules.length} rules, too few best practices`,
      );
    }));

  it('self-check: the sampled colour rules and the re-check after a mode switch find what is injected', full, () =>
    pool.with(async (lane) => {
      const {page} = lane;
      await load(lane, '/blog/tags', DESKTOP, 200);
      assert.deepEqual(
        await axeProblems(page, 'clean', 'colours'),
        [],
        'the page to inject into has contrast problems',
      );
      // Grey on grey, in a paragraph like the others but for its backdrop: a sample of its own, failing WCAG AA. And a
      // link told from the text around it by a colour only slightly different: a link sample of its own, failing too.
      await page.evaluate(() => {
        const faint = document.createElement('p');
        faint.textContent = 'Injected faint text';
        faint.style.background = '#888';
        faint.style.color = '#777';
        const text = document.createElement('p');
        text.style.color = '#dddddd';
        const link = document.createElement('a');
        link.href = '/blog';
        link.textContent = 'an injected link';
        link.style.color = '#cccccc';
        link.style.textDecoration = 'none';
        text.append('Some words before ', link, ' and some words after it, in the same paragraph.');
        document.querySelector('main')?.append(faint, text);
      });
      const injected = await axeProblems(page, 'injected', 'colours');
      for (const id of COLOUR_RULES) {
        assert.ok(
          injected.some((line) => line.startsWith(`injected ${id} `)),
          `the sampled ${id} check missed what was injected:\n${injected.join('\n')}`,
        );
      }
      // An image without a text alternative, shown by the switch the way a themed image is.
      const marked = await setMode(page, 'light', () =>
        page.evaluate(() => {
          const image = document.createElement('img');
          image.src = '/img/logo.svg';
          document.querySelector('main')?.append(image);
        }),
      );
      assert.ok(marked.length > 0, 'the mode switch marked nothing');
      const changed = describeViolations('switched', (await runAxe(page, 'changed')).violations);
      assert.ok(
        changed.some((line) => line.startsWith('switched image-alt ')),
        `the re-check after the mode switch missed the injected image:\n${changed.join('\n')}`,
      );
      await page.evaluate(() => localStorage.removeItem('theme')); // The next page in this lane loads as a reader's.
    }),
  );

  const all = [
    ...sitemapPaths().map((p) => ({path: p, isNotFound: false})),
    {path: NOT_FOUND_PATH, isNotFound: true},
    {path: SEARCH_PATH, isNotFound: false},
  ];
  const sitemap = new Set(all.map((p) => p.path));
  for (const phonePage of [...PHONE_PAGES, ...LATEST_SAMPLES])
    assert.ok(sitemap.has(phonePage), `${phonePage} (always checked) is no longer in the sitemap`);
  const twins = all.filter((p) => !ALL_TWINS && !LATEST_SAMPLES.includes(p.path) && isLatestTwin(p.path));
  const pages = atDepth(
    all.filter((p) => !twins.includes(p)),
    (p) => GATE_PAGES.has(p.path),
  );

  it(`Latest twins: ${twins.length} pages the same as their 1.0 twin, checked through it`, () => {
    const latest = all.filter((p) => p.path.startsWith('/docs/latest/'));
    assert.ok(latest.length > LATEST_SAMPLES.length, 'the sitemap lists no Latest pages');
    // The comparison can tell pages apart: no two different pages of 1.0 have the same article.
    assert.notEqual(articleOf('/docs/quickstart'), articleOf('/docs/configuration'));
    for (const {path: p} of twins) assert.ok(sitemap.has(p.replace('/docs/latest/', '/docs/')), `${p}: no 1.0 twin`);
  });

  for (const {path: pagePath, isNotFound} of pages) {
    const phonePages = FULL_RUN ? PHONE_PAGES : GATE_PHONE_PAGES;
    const viewports = ALL_WIDTHS || phonePages.includes(pagePath) ? [DESKTOP, PHONE] : [DESKTOP];
    for (const viewport of viewports) {
      it(`${pagePath}${isNotFound ? ' (404 page)' : ''} at ${viewport.width}px`, async () => {
        const problems = await pool.with((lane) => checkPage(lane, pagePath, isNotFound, viewport));
        assert.deepEqual(
          problems,
          [],
          `${problems.length} problem(s) on ${pagePath} at ${viewport.width}px:\n${problems.join('\n')}`,
        );
      });
    }
  }
});
