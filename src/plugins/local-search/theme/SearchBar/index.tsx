// Wraps the local search bar so that its code and index load on first use, never with the page, and so that not a
// keystroke is lost meanwhile: the server's HTML has a real input that takes typing at once, and hands what it holds
// to the plugin's input once the index is in ("Loading..." while it loads, then "Search" with Ctrl+K / ⌘K).
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchPlaceholder from './SearchPlaceholder';
import type PluginSearchBarType from './PluginSearchBar';
import type {SearchState} from './searchState';
import {useQuickIndex} from './useQuickIndex';
import {useSearchBarCode, type SearchBarComponent, type SearchBarProps} from './useSearchBarCode';
import {useSearchShortcut} from './useSearchShortcut';
import styles from './styles.module.css';

/**
 * The search code: the plugin's search bar, our hand-over to it, and autocomplete.js, which the plugin imports once
 * its index is in. All asked for at once: one round trip instead of two.
 */
async function importSearchCode(): Promise<{Bar: SearchBarComponent; Host: typeof PluginSearchBarType}> {
  const [bar, host] = await Promise.all([
    import('@search-local-theme/SearchBar') as Promise<{default: SearchBarComponent}>,
    import('./PluginSearchBar'),
    import('@easyops-cn/autocomplete.js'),
  ]);
  return {Bar: bar.default, Host: host.default};
}

export default function SearchBarWrapper(props: SearchBarProps): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const handOver = useRef<(() => void) | null>(null);
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  const index = useQuickIndex();
  const {code, failed: codeFailed, load: loadCode} = useSearchBarCode(importSearchCode);
  // The reader reached for the search (pointer down, hover, focus, Ctrl+K): the code and the index are on their way.
  const [reached, setReached] = useState(false);
  const [ready, setReady] = useState(false);
  // The plugin's input has taken over from ours.
  const [handedOver, setHandedOver] = useState(false);
  const [pluginFailed, setPluginFailed] = useState(false);
  // A retry mounts a new plugin bar.
  const [attempt, setAttempt] = useState(0);
  // A link from a search hit (`?_highlight=word`) needs the plugin's highlighter on the target page. Not while the
  // server renders or React hydrates: the query is not in the server's HTML.
  const highlight = isBrowser && new URLSearchParams(search).has('_highlight');

  const {load: loadIndex} = index;
  const reach = useCallback(() => {
    setReached(true);
    loadIndex();
    loadCode();
  }, [loadIndex, loadCode]);
  // Also when the docs version (and so the index) changes before the hand-over.
  useEffect(() => {
    if (reached && !handedOver) loadIndex();
  }, [reached, handedOver, loadIndex]);
  useEffect(() => {
    if (highlight) loadCode();
  }, [highlight, loadCode]);
  useSearchShortcut(!handedOver, input, reach);

  const retry = useCallback(() => {
    if (pluginFailed) {
      // A new plugin bar loads its index again (its worker's fetch was not the one that failed: ours comes first).
      setPluginFailed(false);
      setAttempt((n) => n + 1);
    }
    reach();
    input.current?.focus();
  }, [pluginFailed, reach]);

  const failed = index.state === 'failed' || codeFailed || pluginFailed;
  const state: SearchState = handedOver || ready ? 'ready' : failed ? 'failed' : reached ? 'loading' : 'idle';
  const onReady = useCallback(() => setReady(true), []);
  const onHandedOver = useCallback(() => setHandedOver(true), []);
  const onFailed = useCallback(() => setPluginFailed(true), []);
  return (
    <div className={styles.wrapper} data-search-state={state}>
      {!handedOver && (
        <SearchPlaceholder
          ref={input}
          state={state}
          onIntent={reach}
          onFocus={() => {
            reach();
            handOver.current?.();
          }}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
            // After the composition's last input event.
            setTimeout(() => handOver.current?.(), 0);
          }}
          onRetry={retry}
        />
      )}
      {code && (
        <code.Host
          key={attempt}
          Bar={code.Bar}
          barProps={props}
          indexLoaded={index.state === 'loaded'}
          reached={reached}
          handedOver={handedOver}
          input={input}
          composing={composing}
          handOverRef={handOver}
          onReady={onReady}
          onHandedOver={onHandedOver}
          onFailed={onFailed}
        />
      )}
    </div>
  );
}
