// Wraps the local search bar so that its code and index load on first use (hover, focus, typing, Ctrl+K / ⌘K, or a
// highlight link), never with the page, and so that the box says what it is doing: "Search" with the shortcut hint
// before first use and once ready, "Loading..." while the index is really on its way (spec §2).
import React, {Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchPlaceholder from './SearchPlaceholder';
import {isIndexReady, isSearchShortcut, placeholderFor, searchAgain, typeInto, type SearchState} from './searchState';
import {useFocusStaysWithReader} from './useFocusStaysWithReader';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

type Pending = 'focus' | 'hover' | null;

/**
 * Rendered after the real search bar: its effect runs once the search bar's own mount effects have run. Handing focus
 * over earlier starts a first index load that the plugin's mount effect (which resets the index state on Latest
 * pages) forgets, so it loads again and wires a second autocomplete onto the input. The hand-over waits one more task:
 * the plugin empties its input in a timer set on mount (it fills it with the words of a search-hit link, if any).
 */
function AfterMount({onMount}: {onMount: () => void}): null {
  useEffect(() => {
    const timer = setTimeout(onMount, 0);
    return () => clearTimeout(timer);
  }, [onMount]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useFocusStaysWithReader(ref);
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  // A search index that fails to load (offline, a failed deploy) is said plainly. The plugin's worker keeps the failed
  // request for the life of the page, so the message asks for a reload rather than retrying in place.
  const [failed, setFailed] = useState(false);
  const pending = useRef<Pending>(null);
  // What the reader typed into the placeholder before the real input was there.
  const typed = useRef('');
  // The plugin fetches its index when its input is hovered or focused: only then is anything loading.
  const [requested, setRequested] = useState(false);
  const state: SearchState = ready ? 'ready' : failed ? 'failed' : requested ? 'loading' : 'idle';

  const want = useCallback((how: Pending) => {
    pending.current = how;
    setWanted(true);
    if (how) setRequested(true);
  }, []);

  // A link from a search hit (`?_highlight=word`) needs the search bar's highlighter on the target page. Not while the
  // server renders or React hydrates: the query is not in the server's HTML, which shows the placeholder. Set during
  // render (React renders again at once); nothing is pending then, since `want` sets `wanted` with `pending`.
  if (!wanted && isBrowser && new URLSearchParams(search).has('_highlight')) setWanted(true);

  // Until the real search bar is loaded, the shortcut is ours.
  useEffect(() => {
    if (wanted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      want('focus');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted, want]);

  // Once loaded: hand the reader's focus or hover over to the real input.
  const handOver = useCallback(() => {
    const input = ref.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input || input.dataset.laravextPlaceholder) return;
    const how = pending.current;
    pending.current = null;
    if (typed.current) typeInto(input, typed.current);
    if (how === 'focus') input.focus();
    else if (how === 'hover')
      input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: document.body}));
  }, []);

  useEffect(() => {
    if (!wanted || ready || failed) return undefined;
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as {name?: string; message?: string} | undefined;
      if (reason?.name !== 'TypeError' && !/fetch|network|load/i.test(reason?.message ?? '')) return;
      event.preventDefault();
      console.warn('The search index could not be loaded; reload the page to try again.', reason);
      setFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [wanted, ready, failed]);

  // Follow the index state.
  useEffect(() => {
    const root = ref.current;
    if (!root || !wanted) return undefined;
    const sync = () => {
      const input = root.querySelector<HTMLInputElement>('input.navbar__search-input');
      if (!input) return;
      const nowReady = isIndexReady(root);
      input.placeholder = placeholderFor(nowReady ? 'ready' : failed ? 'failed' : requested ? 'loading' : 'idle');
      setReady(nowReady);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {childList: true, subtree: true, attributeFilter: ['aria-autocomplete', 'class']});
    return () => observer.disconnect();
  }, [wanted, failed, requested]);

  // What the reader typed while the index loaded is searched once it is in: autocomplete.js only searches on input.
  useEffect(() => {
    if (!ready) return;
    const input = ref.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (input?.value && document.activeElement === input) searchAgain(input);
  }, [ready]);

  const placeholder = (
    <SearchPlaceholder
      state={state}
      onHover={() => want('hover')}
      onFocus={() => want('focus')}
      onType={(value) => {
        typed.current = value;
        want('focus');
      }}
    />
  );
  return (
    <div
      ref={ref}
      className={styles.wrapper}
      data-search-state={state}
      onFocus={() => setRequested(true)}
      onMouseOver={() => setRequested(true)}>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <SearchBar {...props} />
          <AfterMount onMount={handOver} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
