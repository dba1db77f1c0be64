import {useEffect, type RefObject} from 'react';
import {isIndexReady} from './searchState';

const isRealSearchInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  target.matches('input.navbar__search-input') &&
  !target.hasAttribute('data-laravext-placeholder');

/**
 * The plugin focuses its input once the index has loaded whenever the input had the focus during the load, even if
 * the reader has moved on since (Tab to the next control): the focus jumped back to the search box. When the reader
 * left the input for another control before the index was ready, this gives the focus back to where the reader is.
 */
export function useFocusStaysWithReader(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    let leftBeforeReady = false;
    const onFocusOut = (event: FocusEvent) => {
      if (!isRealSearchInput(event.target) || isIndexReady(root)) return;
      const next = event.relatedTarget;
      leftBeforeReady = next instanceof HTMLElement && !root.contains(next);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isRealSearchInput(event.target)) return;
      if (!isIndexReady(root)) {
        leftBeforeReady = false; // The reader came back to the search box.
        return;
      }
      const from = event.relatedTarget;
      if (leftBeforeReady && from instanceof HTMLElement && from.isConnected && !root.contains(from)) from.focus();
      leftBeforeReady = false;
    };
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [ref]);
}
