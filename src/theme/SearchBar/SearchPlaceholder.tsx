import React, {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {isMac, placeholderFor, type SearchState} from './searchState';
import styles from './styles.module.css';

interface Props {
  state: SearchState;
  onHover: () => void;
  onFocus: () => void;
  /** What the reader types before the search code is in: handed over to the real input. */
  onType: (value: string) => void;
}

/** The platform does not change while the page is open: nothing to subscribe to. */
const noChanges = () => () => {};

/**
 * What the navbar shows until the search bar's code is loaded: an input that looks the same. Before first use it reads
 * "Search" with the shortcut hint (nothing is loading yet); once the reader reaches for it, "Loading...".
 */
export default function SearchPlaceholder({state, onHover, onFocus, onType}: Props): ReactNode {
  // The server cannot know the reader's platform: it renders "ctrl K", hydration keeps it, and a Mac shows "⌘ K" just
  // after (React renders again with the client's value).
  const mac = useSyncExternalStore(noChanges, isMac, () => false);
  return (
    <div className={clsx('navbar__search', styles.placeholder)}>
      <input
        className="navbar__search-input"
        placeholder={placeholderFor(state)}
        aria-label="Search"
        data-laravext-placeholder="true"
        onMouseEnter={onHover}
        onFocus={onFocus}
        onChange={(event) => onType(event.target.value)}
      />
      {state === 'idle' && (
        <span className={styles.hints} aria-hidden="true">
          <kbd className={styles.hint}>{mac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.hint}>K</kbd>
        </span>
      )}
    </div>
  );
}
