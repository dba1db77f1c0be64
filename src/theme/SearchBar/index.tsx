// Wraps the local search bar: the input reads "Loading..." until its index is ready (spec §2), then "Search" with the Ctrl+K / ⌘K hint.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

export const LOADING_PLACEHOLDER = 'Loading...';
export const READY_PLACEHOLDER = 'Search';

/** The plugin wires autocomplete.js onto the input once the index is fetched; that wrapper is our "ready" signal. */
function isIndexReady(root: HTMLElement): boolean {
  return root.querySelector('.algolia-autocomplete input, input[aria-autocomplete]') !== null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const sync = () => {
      const nowReady = isIndexReady(root);
      const input = root.querySelector<HTMLInputElement>('input.navbar__search-input');
      if (input) input.placeholder = nowReady ? READY_PLACEHOLDER : LOADING_PLACEHOLDER;
      setReady(nowReady);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {childList: true, subtree: true, attributeFilter: ['aria-autocomplete', 'class']});
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.wrapper} data-search-state={ready ? 'ready' : 'loading'}>
      <SearchBar {...props} />
    </div>
  );
}
