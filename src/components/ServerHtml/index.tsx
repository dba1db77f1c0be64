import React, {createContext, useContext, useState, useSyncExternalStore, type ReactNode, type Ref} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import styles from './styles.module.css';

/**
 * Parts of a page that the server renders in full but that the browser does not build again while the page hydrates:
 * it keeps their server HTML as it is.
 *
 * The browser renders an element whose content is `dangerouslySetInnerHTML`. React does not hydrate inside such an
 * element: it neither builds nor checks what the server put there, and it leaves that HTML in place. Nothing in it
 * responds to React afterwards, so this fits content that never changes once rendered: a code block's highlighted
 * lines, or a tab panel nobody has opened (which is rendered anew the first time it is shown: another component, so
 * React replaces the element).
 *
 * The wrapper is a `<div>` with `display: contents`: it adds no box to the layout.
 */

const EMPTY = {__html: ''};

function ServerHtmlElement({elementRef}: {elementRef?: Ref<HTMLDivElement>}): ReactNode {
  return <div ref={elementRef} className={styles.content} dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />;
}

function Live({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={styles.content}>
      {children}
    </div>
  );
}

const OnlyForTheServerHtml = createContext(false);

/**
 * True while the server renders content that no one sees as it is: a tab panel that is hidden in the HTML and that the
 * browser renders anew before it is ever shown. Its code needs its text (for the search index, which reads the HTML), not
 * its colours or its line elements: `src/theme/CodeBlock/Line` renders each line as text there.
 */
export function useOnlyForTheServerHtml(): boolean {
  return useContext(OnlyForTheServerHtml);
}

/**
 * A tab panel's content. Until the panel is first `shown`, the browser keeps the server HTML: the hidden half of a doc
 * page's samples (the React ones, when the page opens on Vue) costs no tokenising, rendering or hydrating when the page
 * loads. The server always renders the content, so the HTML holds every sample.
 *
 * A page that the browser renders itself (after a client-side navigation) has no server HTML: a panel not yet shown
 * stays empty until it is, which nobody can see, since it is hidden until then.
 */
export function ServerHtmlUntilShown({shown, children}: {shown: boolean; children: ReactNode}): ReactNode {
  const [everShown, setEverShown] = useState(shown);
  if (shown && !everShown) setEverShown(true);
  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div className={styles.content}>
        <OnlyForTheServerHtml.Provider value={!shown}>{children}</OnlyForTheServerHtml.Provider>
      </div>
    );
  }
  return everShown ? <Live>{children}</Live> : <ServerHtmlElement />;
}

const noSubscription = () => () => {};

/**
 * Whether this component renders from server HTML: true while the server renders it and while React hydrates it, false
 * when the browser renders it anew. React uses the server snapshot of `useSyncExternalStore` in exactly those cases,
 * component by component, so this holds for a component mounted during the page's hydration, and not for one that an
 * update renders in the same moment (a tab panel selected from storage right after hydration, which has no server
 * HTML of its own).
 */
function useRendersFromServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Content that never changes once rendered. Hydrated from server HTML, it keeps that HTML for good; rendered anew (a
 * client-side navigation, a tab panel shown for the first time), it renders as usual. `elementRef` receives the wrapper
 * in both cases, for code that needs to reach into the content's elements.
 */
export function KeepServerHtml({children, elementRef}: {children: ReactNode; elementRef?: Ref<HTMLDivElement>}): ReactNode {
  const fromServerHtml = useRendersFromServerHtml();
  // Decided once, at mount: React renders the component again with the browser snapshot right after hydration.
  const [keep] = useState(fromServerHtml && ExecutionEnvironment.canUseDOM);
  if (keep) return <ServerHtmlElement elementRef={elementRef} />;
  return (
    <div ref={elementRef} className={styles.content}>
      {children}
    </div>
  );
}
