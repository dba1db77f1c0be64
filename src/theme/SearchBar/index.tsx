// Wraps the local search bar so that its code and index load on first use, never with the page, and so that not a
// keystroke is lost meanwhile: the server's HTML has a real input that takes typing at once, and hands what it holds
// to the plugin's input once the index is in (spec §2: "Loading..." while it loads, then "Search" with Ctrl+K / ⌘K).
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchPlaceholder from './SearchPlaceholder';
import {isIndexReady, pluginInput, readTyped, restoreTyped, startPluginLoad} from './handOver';
import type {SearchState} from './searchState';
import {useQuickIndex} from './useQuickIndex';
import {useSearchBarCode, type SearchBarComponent} from './useSearchBarCode';
import {useSearchShortcut} from './useSearchShortcut';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Rendered after the plugin's search bar: calls `onMount` one task after the bar's mount effects have run (the plugin
 * empties its input in a timer it sets on mount, to show the words of a search-hit link).
 */
function AfterMount({onMount}: {onMount: () => void}): null {
  useEffect(() => {
    const timer = setTimeout(onMount, 0);
    return () => clearTimeout(timer);
  }, [onMount]);
  return null;
}

/**
 * The plugin's search bar and autocomplete.js, which it imports once its index is in: both are asked for at once,
 * one round trip instead of two.
 */
async function importSearchBar(): Promise<SearchBarComponent> {
  const [bar] = await Promise.all([
    import('@theme-original/SearchBar') as Promise<{default: SearchBarComponent}>,
    import('@easyops-cn/autocomplete.js'),
  ]);
  return bar.default;
}

/** A failed index load in the plugin (its worker's fetch, or a chunk) surfaces as an unhandled rejection. */
const isLoadFailure = (reason: unknown) => {
  const error = reason as {name?: string; message?: string} | undefined;
  return (
    error?.name === 'TypeError' || error?.name === 'ChunkLoadError' || /fetch|network|load/i.test(error?.message ?? '')
  );
};

export default function SearchBarWrapper(props: Props): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const barRoot = useRef<HTMLDivElement>(null);
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  const index = useQuickIndex();
  const code = useSearchBarCode(importSearchBar);
  // The reader reached for the search (pointer down, hover, focus, Ctrl+K): the code and the index are on their way.
  const [reached, setReached] = useState(false);
  // The plugin's bar has run its mount effects; a retry mounts a new one (`attempt`).
  const [mounted, setMounted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [pluginFailed, setPluginFailed] = useState(false);
  // autocomplete.js is on the plugin's input: its index is in.
  const [ready, setReady] = useState(false);
  // The plugin's input has taken over from ours.
  const [handedOver, setHandedOver] = useState(false);
  const handedOverRef = useRef(false);
  const composing = useRef(false);
  // A link from a search hit (`?_highlight=word`) needs the plugin's highlighter on the target page. Not while the
  // server renders or React hydrates: the query is not in the server's HTML.
  const highlight = isBrowser && new URLSearchParams(search).has('_highlight');

  const {load: loadIndex} = index;
  const {load: loadCode} = code;
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

  /**
   * Hands the box over to the plugin's input once its index is in, in one task, so that no key can land in between:
   * the text, the caret and the focus move over, and the plugin searches the text and opens its results. Not in the
   * middle of an IME composition, and not while the reader is elsewhere with text in the box (the results would open
   * under nobody's eyes): that waits for the reader to come back to the box.
   */
  const handOver = useCallback(() => {
    const ours = input.current;
    const theirs = pluginInput(barRoot.current);
    if (handedOverRef.current || composing.current || !ours || !theirs || !isIndexReady(barRoot.current)) return;
    const typed = readTyped(ours);
    if (typed.value && !typed.focused) return;
    handedOverRef.current = true;
    flushSync(() => setHandedOver(true));
    restoreTyped(theirs, typed);
  }, []);

  // Once the plugin's bar is mounted and the index is in the cache, the plugin loads it (its worker reads the cache).
  useEffect(() => {
    if (!reached || !mounted || index.state !== 'loaded' || ready || pluginFailed) return;
    const theirs = pluginInput(barRoot.current);
    if (theirs) startPluginLoad(theirs);
  }, [reached, mounted, index.state, ready, pluginFailed, attempt]);

  // Follow the plugin's bar until it is ready, then hand over.
  useEffect(() => {
    const root = barRoot.current;
    if (!root || handedOver) return undefined;
    const check = () => {
      if (!isIndexReady(root)) return;
      setReady(true);
      handOver();
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, {childList: true, subtree: true, attributeFilter: ['aria-autocomplete', 'class']});
    return () => observer.disconnect();
  }, [code.Bar, attempt, handedOver, handOver]);

  useEffect(() => {
    if (!reached || handedOver || pluginFailed) return undefined;
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isLoadFailure(event.reason)) return;
      event.preventDefault();
      console.warn('The search could not start.', event.reason);
      setPluginFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [reached, handedOver, pluginFailed]);

  const retry = useCallback(() => {
    if (pluginFailed) {
      // A new plugin bar: it loads its index again (the worker's fetch was not the one that failed: ours comes first).
      setPluginFailed(false);
      setMounted(false);
      setAttempt((n) => n + 1);
    }
    reach();
    input.current?.focus();
  }, [pluginFailed, reach]);

  const failed = index.state === 'failed' || code.failed || pluginFailed;
  const state: SearchState = handedOver || ready ? 'ready' : failed ? 'failed' : reached ? 'loading' : 'idle';
  const {Bar} = code;
  const onMount = useCallback(() => setMounted(true), []);
  return (
    <div className={styles.wrapper} data-search-state={state}>
      {!handedOver && (
        <SearchPlaceholder
          ref={input}
          state={state}
          onIntent={reach}
          onFocus={() => {
            reach();
            handOver();
          }}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
            // After the composition's last input event.
            setTimeout(handOver, 0);
          }}
          onRetry={retry}
        />
      )}
      {Bar && (
        <div ref={barRoot} className={handedOver ? styles.wrapper : styles.waiting}>
          <Bar key={attempt} {...props} />
          <AfterMount key={attempt} onMount={onMount} />
        </div>
      )}
    </div>
  );
}
