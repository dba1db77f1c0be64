// Wraps the theme's code block (@theme-init/CodeBlock, in ../../codeBlock/Highlighted.tsx, with keep-mounted and the
// grammars) so that, with `code-on-use`, it loads on first use: a block hydrated from the server's HTML (already
// highlighted) keeps that HTML until the reader points at it, touches it or focuses it.
import React, {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import {flushSync} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import codeBlock from '../../codeBlock/load';
import type {Props} from '../../codeBlock/Highlighted';
import {HighlightLater} from '../../prism/highlightLater';

/**
 * The content of a block that React hydrates but does not own: an element whose content is `dangerouslySetInnerHTML`
 * keeps the children the server wrote when React hydrates it, and React writes its `innerHTML` only when `__html`
 * changes (never: it stays empty). notes/INTERNALS.md, "code-on-use: server HTML kept through hydration".
 */
const SERVER_HTML = {__html: ''};

const noChange = () => () => {};
/** True on the server and while React hydrates (React reads the server snapshot then), false in any later render. */
const useHydrating = () =>
  useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );

/** The theme's block is a <div> around a string of code, a <pre> around other children (theme-classic CodeBlock). */
const rootOf = (children: ReactNode): 'div' | 'pre' =>
  React.Children.toArray(children).some((child) => React.isValidElement(child)) ? 'pre' : 'div';

/** Whether the reader has selected text inside `element` (replacing its DOM would drop the selection). */
function selectsIn(element: Element | null): boolean {
  const selection = document.getSelection();
  if (!element || !selection || selection.isCollapsed) return false;
  return Array.from({length: selection.rangeCount}, (_, i) => selection.getRangeAt(i)).some((range) =>
    range.intersectsNode(element),
  );
}

/** Where the kept block sat, if the focus was inside it: to give the focus to its successor. */
interface Place {
  parent: Element;
  next: Node | null;
}

function focusedPlace(element: Element | null): Place | null {
  if (!element?.parentElement || !element.contains(document.activeElement)) return null;
  return {parent: element.parentElement, next: element.nextSibling};
}

function focusSuccessor({parent, next}: Place): void {
  const successor = next ? next.previousSibling : parent.lastChild;
  if (!(successor instanceof HTMLElement)) return;
  (successor.matches('pre') ? successor : successor.querySelector('pre'))?.focus({preventScroll: true});
}

interface KeptProps {
  as: 'div' | 'pre';
  onUse: () => void;
  refObject: RefObject<HTMLElement | null>;
}

/** The block as the server rendered it, until first use. */
function KeptServerHtml({as: As, onUse, refObject}: KeptProps): ReactNode {
  return (
    <As
      ref={refObject as RefObject<HTMLDivElement & HTMLPreElement>}
      // The element the theme's block renders here; its attributes and content stay the server's.
      dangerouslySetInnerHTML={SERVER_HTML}
      suppressHydrationWarning
      onPointerEnter={onUse}
      onPointerDown={onUse}
      onFocus={onUse}
    />
  );
}

/** A block mounted in the browser before the code block's code is in: its code, not highlighted yet. */
function PlainCodeBlock({children}: Props): ReactNode {
  return (
    <div className="theme-code-block">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable, like the theme's <pre> */}
      <pre tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlockOnFirstUse(props: Props): ReactNode {
  const Loaded = useSyncExternalStore(codeBlock.subscribe, codeBlock.current, codeBlock.current);
  const hydrating = useHydrating();
  // Decided once, when the block mounts: hydrated before the code block's code is in, it keeps the server's HTML.
  const [kept, setKept] = useState(() => hydrating && ExecutionEnvironment.canUseDOM && !Loaded);
  // Mounted by a render of the browser's own (a client-side navigation): colours after the page has painted.
  const [mountedLater] = useState(() => !hydrating && ExecutionEnvironment.canUseDOM);
  const [used, setUsed] = useState(false);
  const keptRef = useRef<HTMLElement>(null);
  const focusPlace = useRef<Place | null>(null);

  /** Replaces the kept block with the one React renders (synchronously inside an event: the pointer and the focus
   *  then meet the new block), unless the reader is selecting text in it. */
  const swap = (sync: boolean): boolean => {
    if (selectsIn(keptRef.current)) return false;
    focusPlace.current = focusedPlace(keptRef.current);
    if (sync) flushSync(() => setKept(false));
    else setKept(false);
    return true;
  };

  // Mounted in the browser before the code is in (a client-side navigation): load it, render it when it is in.
  const waiting = !kept && !Loaded;
  useEffect(() => {
    if (waiting) codeBlock.load().catch((error: unknown) => console.error(error));
  }, [waiting]);

  // Used before the code was in: swap once it is, and once no selection is inside.
  useEffect(() => {
    if (!kept || !used || !Loaded) return undefined;
    const trySwap = () => swap(false);
    if (trySwap()) return undefined;
    document.addEventListener('selectionchange', trySwap);
    return () => document.removeEventListener('selectionchange', trySwap);
  });

  // The focus was inside the kept block: it goes to the same place in the new one.
  useLayoutEffect(() => {
    if (kept || !focusPlace.current) return;
    focusSuccessor(focusPlace.current);
    focusPlace.current = null;
  }, [kept]);

  if (kept) {
    const onUse = () => {
      if (codeBlock.current() && swap(true)) return;
      if (used) return;
      setUsed(true);
      codeBlock.load().catch((error: unknown) => {
        // The server's HTML stays; the next use asks again.
        setUsed(false);
        console.error(error);
      });
    };
    return <KeptServerHtml as={rootOf(props.children)} onUse={onUse} refObject={keptRef} />;
  }
  if (!Loaded) return <PlainCodeBlock {...props} />;
  return (
    <HighlightLater.Provider value={mountedLater}>
      {/* eslint-disable-next-line react-hooks/static-components -- the loader's one component, not made here */}
      <Loaded {...props} />
    </HighlightLater.Provider>
  );
}
