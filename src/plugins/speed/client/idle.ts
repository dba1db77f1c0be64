/**
 * When a page has started (hydrated, and its `load` event has fired) and when it is idle: the moments at which the
 * speed plugin fetches what the reader is likely to open next. Never before the page is interactive: both are asked
 * for from a client module's `onRouteDidUpdate`, which runs once React has hydrated the page.
 */

/**
 * The User Timing mark set when the first idle work starts: the budget test and the lab count what a page fetches
 * after it as fetched for the pages a reader may open next.
 */
export const IDLE_MARK = 'laravext:idle';

const mark = (name: string) => {
  if (!performance.getEntriesByName(name).length) performance.mark(name);
};

/** Once the `load` event has fired (at once if it has). */
export function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else addEventListener('load', () => work(), {once: true});
}

/** Work waiting for the next idle period: one callback runs it all, after the mark. */
let queued: (() => void)[] | undefined;

/**
 * After the `load` event, in an idle period of the main thread (a timer where the browser has no
 * `requestIdleCallback`): work here never competes with the page's own start. Work asked for together runs together.
 */
export function whenIdle(work: () => void): void {
  if (queued) {
    queued.push(work);
    return;
  }
  queued = [work];
  const run = () => {
    const all = queued ?? [];
    queued = undefined;
    mark(IDLE_MARK);
    all.forEach((each) => each());
  };
  afterLoad(() =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, {timeout: 2_000}) : setTimeout(run, 200),
  );
}

type WithConnection = Navigator & {connection?: {saveData?: boolean; effectiveType?: string}};

/** Data saving on, or a 2g connection: Docusaurus's own rule for prefetching nothing. */
export function isSlowConnection(nav: Navigator = navigator): boolean {
  const connection = (nav as WithConnection).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
