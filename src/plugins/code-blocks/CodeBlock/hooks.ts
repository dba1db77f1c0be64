import {useLayoutEffect, useState, useSyncExternalStore, type RefObject} from 'react';

/** False on the server and in the render that hydrates, true from the next render on: what only a browser can use. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

const noChange = () => () => {};

/**
 * Whether the element's content is wider than the element, kept up to date as its size changes. Measured before the
 * browser paints (a layout effect), so a block rendered in the browser (after a navigation, or rebuilt when hydration
 * ends) shows its word-wrap button in its first frame, and the buttons do not move.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, wrapped: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, wrapped]);
  return overflows;
}
