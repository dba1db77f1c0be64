/**
 * Whether the build under test has the speed plugin (src/plugins/speed), and which of its mechanisms: read from the
 * config's switch and the plugin's options (config/speed.ts), which the build and the tests read alike.
 * `LARAVEXT_SPEED=off npm test` checks the site without the plugin: a test that measures a speed mechanism then skips,
 * saying so; every other test must pass as it is.
 */
import type {TestContext} from 'node:test';
import type {Page} from 'playwright-core';
import {IDLE_MARK} from '../../src/plugins/speed/client/idle';
import {parseWithout, type Mechanism} from '../../src/plugins/speed/options';
import {SPEED_ON, SPEED_OPTIONS} from '../../config/speed';

export const SPEED = {enabled: SPEED_ON, without: parseWithout(SPEED_OPTIONS.without)};

/** Whether `mechanism` is in the build under test. */
export const speedMechanismOn = (mechanism: Mechanism): boolean => SPEED.enabled && !SPEED.without.includes(mechanism);

/**
 * Skips the test (with the reason) unless every one of `mechanisms` is in the build under test; true when skipped.
 * For tests that measure what a speed mechanism buys, not what a reader needs.
 */
export function skipWithoutSpeed(t: TestContext, ...mechanisms: Mechanism[]): boolean {
  const missing = mechanisms.filter((m) => !speedMechanismOn(m));
  if (missing.length === 0) return false;
  t.skip(
    SPEED.enabled
      ? `measures ${missing.join(', ')}, which this build's speed options leave out (config/speed.ts)`
      : 'measures the speed plugin, which this build leaves out (LARAVEXT_SPEED=off)',
  );
  return true;
}

/**
 * Waits until the page is settled: once idle, the speed plugin loads what the reader is likely to open next (the
 * pagination's pages; src/plugins/speed/client/idle.ts), and then the network goes quiet.
 * Without `prefetch-on-intent` nothing starts at idle, and only the network is waited for.
 */
export async function settleAfterIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (!speedMechanismOn('prefetch-on-intent')) return;
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, {timeout: 15_000});
  // The page's `networkidle` may have passed before the idle work started: wait until no resource has completed
  // for 500 ms (a resource appears in the timeline once it has loaded).
  let count = -1;
  for (let quietSince = Date.now(); Date.now() - quietSince < 500; await page.waitForTimeout(100)) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) quietSince = Date.now();
    count = now;
  }
}
