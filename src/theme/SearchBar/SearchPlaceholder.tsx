import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {LOADING_PLACEHOLDER} from './searchState';
import styles from './styles.module.css';

/** What the navbar shows until the search bar's code is loaded: an input that looks the same and reads "Loading...". */
export default function SearchPlaceholder({onHover, onFocus}: {onHover: () => void; onFocus: () => void}): ReactNode {
  return (
    <div className={clsx('navbar__search', styles.placeholder)}>
      <input
        className="navbar__search-input"
        placeholder={LOADING_PLACEHOLDER}
        aria-label="Search"
        data-laravext-placeholder="true"
        onMouseEnter={onHover}
        onFocus={onFocus}
        readOnly
      />
    </div>
  );
}
