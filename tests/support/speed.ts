/**
 * Whether the build under test has the speed plugin (src/plugins/speed), and which of its mechanisms: read from the
 * same switch docusaurus.config.ts reads (LARAVEXT_WITHOUT, config/without.ts), which `npm test` passes to the build
 * and to the tests alike. `LARAVEXT_WITHOUT=speed npm test` checks the site without the plugin: a test that measures
 * a speed mechanism then skips, saying so; every other test must pass as it is.
 */
import type {TestContext} from 'node:test';
import type {Page} from 'playwright-core';
import {IDLE_MARK} from '../../src/plugins/speed/client/idle';
import type {Mechanism} from '../../src/plugins/speed/options';
import {WITHOUT} from '../../config/without';

export const SPEED = {enabled: !WITHOUT.speed, without: WITHOUT.mechanisms};

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
      ? `measures ${missing.join(', ')}, left out of this build (LARAVEXT_WITHOUT=${SPEED.without.join(',')})`
      : 'measures the speed plugin, which this build leaves out (LARAVEXT_WITHOUT=speed)',
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
