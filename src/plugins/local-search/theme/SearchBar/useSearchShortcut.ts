import {useEffect} from 'react';
import {isSearchShortcut} from './searchState';

/**
 * Ctrl+K / ⌘K puts the focus in our box at once, in the key's own task, so that the next key the reader types lands
 * in it; `onShortcut` starts the loading. Until the plugin's input has taken over (`active` false), the shortcut is
 * ours alone: the plugin's own handler (on the document, once its code is in) would try to focus its hidden input.
 * `onShortcut` should be stable (a `useCallback`).
 */
export function useSearchShortcut(
  active: boolean,
  input: React.RefObject<HTMLInputElement | null>,
  onShortcut: () => void,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      input.current?.focus();
      onShortcut();
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [active, input, onShortcut]);
}
