/** Debian's Chromium driven by Playwright: how the tests and the benchmark launch it, and when a page has hydrated. */
import {chromium, type Browser, type Page} from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS});
}

/** Waits until React has hydrated the page (Docusaurus marks the <html> element). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 15_000});
}
