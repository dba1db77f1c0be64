/** The User Timing mark set when idle work first starts: what a page fetches from then on is not its first load. */
export const IDLE_MARK = 'laravext:idle';

/**
 * When the page has nothing else to do: after the `load` event, in an idle period of the main thread (a timer where
 * the browser has no `requestIdleCallback`). Work started here never competes with the page's own start.
 */
export function whenIdle(work: () => void): void {
  const run = () => {
    if (!performance.getEntriesByName(IDLE_MARK).length) performance.mark(IDLE_MARK);
    work();
  };
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, {timeout: 2_000}) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, {once: true});
}

type WithConnection = Navigator & {connection?: {saveData?: boolean; effectiveType?: string}};

/** Data saving on, or a 2g connection: Docusaurus's own rule for prefetching nothing (specification §7). */
export function isSlowConnection(nav: Navigator = navigator): boolean {
  const connection = (nav as WithConnection).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
