/**
 * A phone on slow 4G through DevTools (CDP): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's mobile
 * figures), the CPU slowed 4×, a 412 × 823 touch screen. Applied to a page before it navigates, so that its load is
 * throttled too. Requests of dedicated workers have their own DevTools target and are not throttled; the site's search
 * worker only reads the index from the cache, which the page fetched.
 */
import type {Browser, BrowserContext, BrowserContextOptions, CDPSession, Page} from 'playwright-core';

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;

export const PHONE_SCREEN: BrowserContextOptions = {
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Throttles `page` like a phone on slow 4G (CPU `cpuSlowdown` times slower); returns its CDP session. */
export async function throttleLikePhone(page: Page, cpuSlowdown = PHONE_CPU_SLOWDOWN): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  return cdp;
}

/** A fresh context (no cache, no storage) with a phone's screen. */
export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({...PHONE_SCREEN, ...options});
}

/** A throttled page of `context`, at `url` once loaded (the `load` event). */
export async function openLikePhone(
  context: BrowserContext,
  url: string,
  cpuSlowdown = PHONE_CPU_SLOWDOWN,
): Promise<Page> {
  const page = await context.newPage();
  await throttleLikePhone(page, cpuSlowdown);
  await page.goto(url, {waitUntil: 'load', timeout: 60_000});
  return page;
}
