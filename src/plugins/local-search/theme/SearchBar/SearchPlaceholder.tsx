import React, {forwardRef, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {FAILED_MESSAGE, RETRY_LABEL, isMac, placeholderFor, type SearchState} from './searchState';
import styles from './styles.module.css';

interface Props {
  state: SearchState;
  /** The reader reaches for the search: pointer down, hover, focus. */
  onIntent: () => void;
  onFocus: () => void;
  onCompositionStart: () => void;
  onCompositionEnd: () => void;
  onRetry: () => void;
}

/** The platform does not change while the page is open: nothing to subscribe to. */
const noChanges = () => () => {};

/**
 * The search box until the plugin's search bar has its index: a real input in the server's HTML that takes typing,
 * pasting and IME composition from the first moment (its text is not React's: nothing re-renders it while the reader
 * types). It reads "Search" with the shortcut hint before first use, "Loading..." while the search loads, and says so
 * with a Retry button when it could not.
 */
const SearchPlaceholder = forwardRef<HTMLInputElement, Props>(function SearchPlaceholder(
  {state, onIntent, onFocus, onCompositionStart, onCompositionEnd, onRetry},
  ref,
): ReactNode {
  // The server cannot know the reader's platform: it renders "ctrl K", hydration keeps it, and a Mac shows "⌘ K" just
  // after (React renders again with the client's value).
  const mac = useSyncExternalStore(noChanges, isMac, () => false);
  return (
    <div className={clsx('navbar__search', styles.placeholder)}>
      <input
        ref={ref}
        className="navbar__search-input"
        placeholder={placeholderFor(state)}
        aria-label="Search"
        autoComplete="off"
        data-laravext-placeholder="true"
        onPointerDown={onIntent}
        onMouseEnter={onIntent}
        onFocus={onFocus}
        onCompositionStart={onCompositionStart}
        onCompositionEnd={onCompositionEnd}
      />
      {/* Inline, as the plugin's bar draws it: as a CSS image it cost the first frame an SVG document. */}
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="6.5" cy="6.5" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="m10 10 4.75 4.75" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      {state === 'idle' && (
        <span className={styles.hints} aria-hidden="true">
          <kbd className={styles.hint}>{mac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.hint}>K</kbd>
        </span>
      )}
      {state === 'failed' && (
        <div className={styles.failure} role="alert">
          <span>{FAILED_MESSAGE}</span>
          <button type="button" className="button button--sm button--primary" onClick={onRetry}>
            {RETRY_LABEL}
          </button>
        </div>
      )}
    </div>
  );
});

export default SearchPlaceholder;
