/**
 * Playwright over Debian's Chromium, with helpers that record what a reader would notice: errors and failed requests.
 */
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {waitForHydration} from '../../scripts/lib/chromium';

export {launch, waitForHydration} from '../../scripts/lib/chromium';

export const BASE_URL = process.env.LARAVEXT_BASE_URL ?? 'http://127.0.0.1:3000';
export const WRONG_BASE_URL = process.env.LARAVEXT_WRONG_BASE_URL ?? '';
export const url = (path: string) => new URL(path, BASE_URL).toString();

export interface PageRecord {
  consoleErrors: string[];
  consoleWarnings: string[];
  failedRequests: string[];
  foreignRequests: string[];
  cspViolations: string[];
  /** Probes seen (`flushConsole`, `flushCspViolations`): counted here, never in the lists above. */
  probes: {console: number; csp: number};
}

/** What the probes log or load: a marker no page of the site produces. */
const CONSOLE_PROBE = '[laravext-test] console flushed';
const CSP_PROBE = 'https://csp-probe.invalid/flush.png';

/** A new context (fresh storage) whose pages record console errors, failed and foreign requests and CSP violations. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, ...options});
  const record: PageRecord = {
    consoleErrors: [],
    consoleWarnings: [],
    failedRequests: [],
    foreignRequests: [],
    cspViolations: [],
    probes: {console: 0, csp: 0},
  };
  const origin = new URL(BASE_URL).origin;
  const wrongOrigin = WRONG_BASE_URL ? new URL(WRONG_BASE_URL).origin : origin;
  context.on('page', (page) => watch(page, record));
  context.on('request', (request) => {
    const u = request.url();
    if (/^(data|blob|about|chrome-extension):/.test(u) || u === CSP_PROBE) return;
    const o = new URL(u).origin;
    if (o !== origin && o !== wrongOrigin) record.foreignRequests.push(u);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return {context, record};
}

function watch(page: Page, record: PageRecord) {
  page.on('console', (msg) => {
    if (msg.text().includes(CONSOLE_PROBE)) {
      record.probes.console += 1;
      return;
    }
    if (msg.text().includes(CSP_PROBE)) {
      if (msg.text().startsWith('CSP violation')) record.probes.csp += 1;
      return;
    }
    if (msg.type() === 'error') {
      record.consoleErrors.push(`${page.url()}: ${msg.text()}`);
      if (msg.text().startsWith('CSP violation')) record.cspViolations.push(msg.text());
    }
    if (msg.type() === 'warning') record.consoleWarnings.push(msg.text());
  });
  page.on('pageerror', (err) => record.consoleErrors.push(`${page.url()}: ${err.message}`));
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) record.failedRequests.push(`${req.url()} ${failure}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico'))
      record.failedRequests.push(`${res.url()} ${res.status()}`);
  });
}

/**
 * Keeps a tab of the site (its robots.txt) open in `context` for as long as the context lives; `reset` empties the
 * site's storage and the HTTP cache in the context through it. A context reused from case to case saves Chromium a new
 * context each time: about 0.9 CPU-seconds on this machine, where a doc page's load costs about 1.8 (each page still
 * gets a renderer process of its own). For test files that open page after page; a context of one page gains nothing.
 */
export async function keepWarm(context: BrowserContext): Promise<{tab: Page; reset: () => Promise<void>}> {
  const tab = await context.newPage();
  await tab.goto(url('/robots.txt'));
  const cdp = await context.newCDPSession(tab);
  const reset = async () => {
    await context.clearCookies();
    await tab.evaluate(() => localStorage.clear());
    await cdp.send('Network.clearBrowserCache');
  };
  return {tab, reset};
}

interface WarmContext {
  context: BrowserContext;
  record: PageRecord;
  tab: Page;
  reset: () => Promise<void>;
}

/**
 * Contexts a test file reuses from case to case, one per set of options, each kept warm (`keepWarm`). `take` hands
 * one over as if new: the pages the last case opened are closed, storage and cookies are emptied and the record starts
 * again. One case at a time: a case that changes the context itself (routes, init scripts) makes its own.
 */
export function warmContexts(browser: () => Browser) {
  const shared = new Map<string, Promise<WarmContext>>();
  const create = async (options: BrowserContextOptions): Promise<WarmContext> => {
    const {context, record} = await newContext(browser(), options);
    return {context, record, ...(await keepWarm(context))};
  };
  return {
    async take(options: BrowserContextOptions = {}): Promise<{context: BrowserContext; record: PageRecord}> {
      const key = JSON.stringify(options);
      if (!shared.has(key)) shared.set(key, create(options));
      const {context, record, tab, reset} = await shared.get(key)!;
      await Promise.all(
        context
          .pages()
          .filter((other) => other !== tab)
          .map((other) => other.close()),
      );
      await reset();
      for (const list of [
        record.consoleErrors,
        record.consoleWarnings,
        record.failedRequests,
        record.foreignRequests,
        record.cspViolations,
      ])
        list.length = 0;
      return {context, record};
    },
  };
}

/** Opens a page and waits until React has hydrated it (Docusaurus marks the <html> element). */
export async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url(path), {waitUntil: 'load'});
  await waitForHydration(page);
  return page;
}

/** Pathname + search + hash of the page. */
export function location(page: Page): string {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}${u.hash}`;
}

/**
 * Polls `check` until it returns true, or throws `Timed out: <message>` after `timeout` ms. A function as `message`
 * is called on time-out, to say what was seen last.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  message: string | (() => string),
  timeout = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out: ${typeof message === 'string' ? message : message()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves after `count` animation frames of the page: the layout, paint and effects due by then have run. */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Waits until every console message and page error the page has produced so far is in `record`: the page logs a probe
 * error, which arrives after them (they come in order), and the probe is counted, not recorded.
 */
export async function flushConsole(page: Page, record: PageRecord): Promise<void> {
  const before = record.probes.console;
  await page.evaluate((probe) => console.error(probe), CONSOLE_PROBE);
  await until(() => record.probes.console > before, 'the console probe never arrived');
}

/**
 * Waits until every Content-Security-Policy violation of the page so far is in `record`. Violations are reported
 * asynchronously, so the page makes one more on purpose (an image from a host no policy allows), and once that one has
 * been reported the earlier ones have been too. The probe is counted, not recorded; that it arrives also shows that
 * violations are recorded at all.
 */
export async function flushCspViolations(page: Page, record: PageRecord): Promise<void> {
  const before = record.probes.csp;
  await page.evaluate((src) => {
    new Image().src = src;
  }, CSP_PROBE);
  await until(() => record.probes.csp > before, 'the deliberate CSP violation was not reported');
}
