/**
 * The suite runs at two depths. `npm test` is the gate: every feature of the site and every reader journey
 * checked once (README, "Tests", says how long each depth takes). `npm run test:full` (`LARAVEXT_TESTS=full`, set by
 * `scripts/run-tests.ts --full`) runs every case: every page, width, colour mode and variant, the scratch-site tests
 * (a version cut, the dev server). The workflow runs the full depth before each deploy.
 *
 * A case that only the full run needs passes `full` as its options (`it(name, full, fn)`, `describe(name, full, fn)`):
 * in `npm test` it is reported as skipped, with the command that runs it. A new test runs in both unless it says so.
 */
export const FULL_RUN = process.env.LARAVEXT_TESTS === 'full';

export const FULL_RUN_COMMAND = 'npm run test:full';

/** Options of a test or suite that runs at the full depth only. */
export const full: {skip?: string} = FULL_RUN ? {} : {skip: `runs in ${FULL_RUN_COMMAND}`};

/** Every case in the full run; in `npm test`, the cases `inGate` keeps. */
export function atDepth<T>(cases: readonly T[], inGate: (c: T) => boolean): T[] {
  return FULL_RUN ? [...cases] : cases.filter(inGate);
}
