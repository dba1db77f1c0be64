/**
 * Stands in for theme-common's `useCodeWordWrap` (see index.ts). Same contract: a ref for the code block's <pre>,
 * whether wrapping is on, whether the code is wider than the block (the word-wrap button shows then), and the toggle.
 *
 * What differs is when the block is measured. The theme measures every block as soon as the page has hydrated, again on
 * every window resize, and again when a hidden tab panel around it is shown; each measurement that finds a block wider
 * than the screen (most blocks, on a phone) renders it again at once, all in one blocking render. Here a
 * ResizeObserver says when to measure: it reports a block once the browser has laid it out anyway (no forced layout),
 * then whenever its size changes (a resize, a tab panel shown, wrapping toggled). The update is a transition.
 */
import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/** Wider than the block, or wrapped by the toggle (the inline style it sets). */
export function isScrollable(pre: HTMLElement): boolean {
  return pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true;
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setIsCodeScrollable(isScrollable(pre));
  }, []);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => startTransition(measure));
    observer.observe(pre);
    return () => observer.disconnect();
  }, [measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words (URLs, hashes) wrap too: no scrollbar at all once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
