import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import {flushSync} from 'react-dom';
import {isIndexReady, pluginInput, readTyped, restoreTyped, startPluginLoad} from './handOver';
import type {SearchBarComponent, SearchBarProps} from './useSearchBarCode';
import styles from './styles.module.css';

export interface PluginSearchBarProps {
  Bar: SearchBarComponent;
  barProps: SearchBarProps;
  /** The quick index is in the HTTP cache: the plugin may load it (its worker reads the cache). */
  indexLoaded: boolean;
  /** The reader reached for the search: load the plugin's index (not for a search-hit link's highlighting only). */
  reached: boolean;
  /** The plugin's input has taken over: shown, ours gone. */
  handedOver: boolean;
  /** Our input, and whether an IME composition is going on in it. */
  input: RefObject<HTMLInputElement | null>;
  composing: RefObject<boolean>;
  /** Set to this bar's hand-over, for our input's focus and composition end. */
  handOverRef: MutableRefObject<(() => void) | null>;
  onReady: () => void;
  /** Called inside `flushSync`: the wrapper stops rendering our input and shows this bar, in the same task. */
  onHandedOver: () => void;
  onFailed: () => void;
}

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

/** A failed index load in the plugin (its worker's fetch, or a chunk) surfaces as an unhandled rejection. */
const isLoadFailure = (reason: unknown) => {
  const error = reason as {name?: string; message?: string} | undefined;
  return (
    error?.name === 'TypeError' || error?.name === 'ChunkLoadError' || /fetch|network|load/i.test(error?.message ?? '')
  );
};

interface HandOver {
  root: RefObject<HTMLDivElement | null>;
  input: RefObject<HTMLInputElement | null>;
  composing: RefObject<boolean>;
  /** Set once handed over. */
  done: MutableRefObject<boolean>;
  onHandedOver: () => void;
}

/**
 * Hands the box over to the plugin's input once its index is in, in one task, so that no key can land in between: the
 * text, the caret and the focus move over, and the plugin searches the text and opens its results. Not in the middle
 * of an IME composition, and not while the reader is elsewhere with text in the box (the results would open under
 * nobody's eyes): that waits for the reader to come back to the box.
 */
function tryHandOver({root, input, composing, done, onHandedOver}: HandOver): void {
  const ours = input.current;
  const theirs = pluginInput(root.current);
  if (done.current || composing.current || !ours || !theirs || !isIndexReady(root.current)) return;
  const typed = readTyped(ours);
  if (typed.value && !typed.focused) return;
  done.current = true;
  flushSync(onHandedOver);
  restoreTyped(theirs, typed);
}

/**
 * The plugin's search bar, mounted out of sight while its index loads, and the hand-over to it. Loaded with the search
 * code, not with the page.
 */
export default function PluginSearchBar({
  Bar,
  barProps,
  indexLoaded,
  reached,
  handedOver,
  input,
  composing,
  handOverRef,
  onReady,
  onHandedOver,
  onFailed,
}: PluginSearchBarProps): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    handOverRef.current = () => tryHandOver({root, input, composing, done, onHandedOver});
    return () => {
      handOverRef.current = null;
    };
  }, [handOverRef, input, composing, onHandedOver]);

  // Once mounted and the index is in the cache, the plugin loads it.
  useEffect(() => {
    if (!reached || !mounted || !indexLoaded || ready) return;
    const theirs = pluginInput(root.current);
    if (theirs) startPluginLoad(theirs);
  }, [reached, mounted, indexLoaded, ready]);

  // Follow the plugin's bar until it is ready, then hand over.
  useEffect(() => {
    const box = root.current;
    if (!box || handedOver) return undefined;
    const check = () => {
      if (!isIndexReady(box)) return;
      setReady(true);
      onReady();
      tryHandOver({root, input, composing, done, onHandedOver});
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(box, {childList: true, subtree: true, attributeFilter: ['aria-autocomplete', 'class']});
    return () => observer.disconnect();
  }, [handedOver, input, composing, onHandedOver, onReady]);

  useEffect(() => {
    if (!reached || handedOver) return undefined;
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isLoadFailure(event.reason)) return;
      event.preventDefault();
      console.warn('The search could not start.', event.reason);
      onFailed();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [reached, handedOver, onFailed]);

  const onMount = useCallback(() => setMounted(true), []);
  return (
    <div ref={root} className={handedOver ? styles.wrapper : styles.waiting}>
      <Bar {...barProps} />
      <AfterMount onMount={onMount} />
    </div>
  );
}
