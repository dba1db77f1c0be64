/**
 * axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every page of the sitemap plus the 404 page, in both colour modes,
 * at a desktop (1280px) and a phone (390px) width; and no console error or failed request on any of them.
 *
 * Each URL is loaded once per width (the two widths run side by side in two contexts); axe runs in the mode the page
 * loaded in, then the mode is switched the way another tab would switch it (localStorage `theme` + a storage event,
 * which the theme's colour-mode provider listens to, so React re-renders theme-dependent images too) and axe runs
 * again once the colour transitions have finished.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launch, newContext, url, waitForHydration, type PageRecord} from '../support/browser';
import {BUILD_DIR, ROOT} from '../support/server';

const AXE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SITE_ORIGIN = 'https://laravext.dev';
const NOT_FOUND_PATH = '/this-page-does-not-exist-a11y';
const WIDTHS = [1280, 390] as const;
type Mode = 'dark' | 'light';

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    assert.ok(loc.startsWith(SITE_ORIGIN), `sitemap entry outside ${SITE_ORIGIN}: ${loc}`);
    return loc.slice(SITE_ORIGIN.length) || '/';
  });
  assert.ok(paths.length > 10, `sitemap.xml lists only ${paths.length} URLs`);
  return paths;
}

interface Violation {
  id: string;
  impact: string | null;
  nodes: {target: unknown[]; failureSummary?: string}[];
}

interface Lane {
  width: number;
  context: BrowserContext;
  record: PageRecord;
  page: Page;
}

/** Switches the colour mode like another tab would, then waits until the page has repainted with it. */
async function setMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((m) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', m);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', oldValue, newValue: m, storageArea: localStorage, url: location.href}));
  }, mode);
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode, {timeout: 5_000});
  await settle(page);
}

/** Two frames, then every finite CSS transition/animation (colour fades on links, buttons...) has finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const finite = document
              .getAnimations()
              .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
            const timeout = new Promise((r) => setTimeout(r, 2_000));
            void Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => null))), timeout]).then(() => resolve());
          }),
        );
      }),
  );
}

async function runAxe(page: Page): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as {axe: {run: (ctx: Document, options: object) => Promise<{violations: Violation[]}>}}).axe
        .run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
        .then((r) => r.violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({target: n.target, failureSummary: n.failureSummary}))}))),
    AXE_TAGS,
  );
}

function describeViolations(pagePath: string, width: number, mode: Mode, violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => {
      const why = (n.failureSummary ?? '').split('\n').map((l) => l.trim()).filter(Boolean).slice(1, 2).join(' ');
      return `${pagePath} [${width}px, ${mode}] ${v.id} (${v.impact}) at ${JSON.stringify(n.target)}${why ? `: ${why}` : ''}`;
    }),
  );
}

/** Loads the page in this lane, runs axe in both modes; returns the problems found (empty when all is well). */
async function checkPage(lane: Lane, pagePath: string, isNotFound: boolean): Promise<string[]> {
  const {page, record, width} = lane;
  const errorsBefore = record.consoleErrors.length;
  const failedBefore = record.failedRequests.length;
  const target = url(pagePath);
  const response = await page.goto(target, {waitUntil: 'load'});
  assert.ok(response, `no response for ${pagePath}`);
  assert.equal(response.status(), isNotFound ? 404 : 200, `${pagePath} answered ${response.status()}`);
  await waitForHydration(page);
  await settle(page);

  const problems: string[] = [];
  const first: Mode = (await page.evaluate(() => document.documentElement.dataset.theme)) === 'light' ? 'light' : 'dark';
  for (const mode of [first, first === 'dark' ? 'light' : 'dark'] as Mode[]) {
    if (mode !== first) await setMode(page, mode);
    problems.push(...describeViolations(pagePath, width, mode, await runAxe(page)));
  }

  // The 404 document itself answers 404 (Chromium logs that as a console error); nothing else may fail.
  const own404 = (line: string) => isNotFound && line.includes(target) && /\b404\b/.test(line);
  const consoleErrors = record.consoleErrors.slice(errorsBefore).filter((line) => !(own404(line) && line.includes('Failed to load resource')));
  const failed = record.failedRequests.slice(failedBefore).filter((line) => !(own404(line) && line.startsWith(`${target} `)));
  problems.push(...consoleErrors.map((e) => `${pagePath} [${width}px] console error: ${e}`));
  problems.push(...failed.map((f) => `${pagePath} [${width}px] failed request: ${f}`));
  return problems;
}

describe('accessibility (axe, WCAG 2.2 AA) of every page, both colour modes, 1280px and 390px', () => {
  let browser: Browser;
  const lanes: Lane[] = [];

  before(async () => {
    browser = await launch();
    for (const width of WIDTHS) {
      const {context, record} = await newContext(browser, {viewport: {width, height: width > 600 ? 800 : 844}});
      lanes.push({width, context, record, page: await context.newPage()});
    }
  });

  after(async () => {
    for (const lane of lanes) await lane.context.close();
    await browser?.close();
  });

  const pages = [...sitemapPaths().map((p) => ({path: p, isNotFound: false})), {path: NOT_FOUND_PATH, isNotFound: true}];

  for (const {path: pagePath, isNotFound} of pages) {
    it(`${pagePath}${isNotFound ? ' (404 page)' : ''}`, async () => {
      const problems = (await Promise.all(lanes.map((lane) => checkPage(lane, pagePath, isNotFound)))).flat();
      assert.deepEqual(problems, [], `${problems.length} problem(s) on ${pagePath}:\n${problems.join('\n')}`);
    });
  }
});
