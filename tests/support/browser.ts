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
}

/** A new context (fresh storage) whose pages record console errors, failed and foreign requests and CSP violations. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, ...options});
  const record: PageRecord = {
    consoleErrors: [],
    consoleWarnings: [],
    failedRequests: [],
    foreignRequests: [],
    cspViolations: [],
  };
  const origin = new URL(BASE_URL).origin;
  const wrongOrigin = WRONG_BASE_URL ? new URL(WRONG_BASE_URL).origin : origin;
  context.on('page', (page) => watch(page, record));
  context.on('request', (request) => {
    const u = request.url();
    if (/^(data|blob|about|chrome-extension):/.test(u)) return;
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

/** Polls `check` until it returns true, or throws `Timed out: <message>` after `timeout` ms. */
export async function until(check: () => boolean | Promise<boolean>, message: string, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out: ${message}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
