/**
 * Links prefetch their page's chunks when they scroll into view. Each prefetch matches the route table and adds
 * `<link rel="prefetch">` tags (a few milliseconds each, four times that on a phone), and the first load of a page
 * brings dozens of links into view at once: done right away, that is one long task that blocks input while the page
 * starts. Here the prefetches wait for idle time and run one per idle callback, so that none makes a long task. Hover
 * and touch still load a page's chunks at once (that is `preload`, untouched).
 */
import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];

let installed = false;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 5_000});
  // Safari has no requestIdleCallback.
  else window.setTimeout(run, 50);
}

/** Queues prefetches and runs them in idle time; returns the function that replaces `window.docusaurus.prefetch`. */
export function idleQueue(prefetch: Prefetch, schedule: typeof whenIdle = whenIdle): Prefetch {
  const queue: (() => void)[] = [];
  const queued = new Map<string, Promise<void[]>>();
  let scheduled = false;
  const next = (): void => {
    scheduled = false;
    queue.shift()?.();
    if (queue.length > 0) request();
  };
  const request = (): void => {
    if (scheduled) return;
    scheduled = true;
    schedule(next);
  };
  // Same contract as the original: a promise of the chunks' prefetches (`[]` when there was nothing to prefetch).
  return (routePath) => {
    let done = queued.get(routePath);
    if (!done) {
      done = new Promise<void[]>((resolve, reject) => {
        // A prefetch that throws rejects its own promise and leaves the queue running.
        queue.push(() => {
          new Promise<ReturnType<Prefetch>>((run) => run(prefetch(routePath))).then((result) => resolve(result || []), reject);
        });
      });
      queued.set(routePath, done);
      request();
    }
    return done;
  };
}

const idlePrefetch: ClientModule = {
  // Runs first during hydration, before any link's visibility callback: `window.docusaurus` exists by then.
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    // The object is frozen: links read `window.docusaurus.prefetch` on each call, so a copy with the queue replaces it.
    const original = window.docusaurus;
    window.docusaurus = {...original, prefetch: idleQueue(original.prefetch)};
  },
};

export default idlePrefetch;
