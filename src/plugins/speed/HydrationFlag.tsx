import React, {createContext, useContext, useDeferredValue, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The context behind `useIsBrowser()`: false while the server renders and while React hydrates, true afterwards.
// A private import: listed in notes/INTERNALS.md and guarded by tests/unit/internals.test.ts.
import {Context as IsBrowserContext} from '@docusaurus/core/lib/client/browserContext';

/**
 * The theme's `Tabs` and `CodeBlock` use `key={String(useIsBrowser())}`: when hydration ends, every tab group and code
 * block on the page is thrown away and built again (tokenised, rendered, laid out), in one synchronous render. On a
 * doc page with dozens of code samples that is most of the main-thread time after load. Their first client render
 * already equals the server HTML (colour mode, tab choice and query string are applied by effects afterwards), so the
 * remount buys nothing here.
 *
 * `KeepMounted` shows the component a flag that does not flip, so its key stays the same. The real flag travels on in
 * `RealIsBrowser`, and `RestoreIsBrowser` gives it back to what is nested inside and needs it: a tab panel's content
 * (`theme/TabItem`) and the copy and word-wrap buttons of a code block (`theme/CodeBlock/Buttons`), the only
 * browser-only part of the theme's code block (tests/unit/internals.test.ts checks that on every upgrade).
 */
const RealIsBrowser = createContext<boolean | undefined>(undefined);

export function KeepMounted({children}: {children: ReactNode}): ReactNode {
  // Deferred: what flips with it (the buttons of every code block, say) renders in interruptible slices, after the
  // page has hydrated, not in the one blocking render that follows hydration.
  const isBrowser = useDeferredValue(useIsBrowser());
  return (
    <RealIsBrowser.Provider value={isBrowser}>
      <IsBrowserContext.Provider value={false}>{children}</IsBrowserContext.Provider>
    </RealIsBrowser.Provider>
  );
}

/** Gives the real flag back to what is nested inside `KeepMounted` and renders in the browser only. */
export function RestoreIsBrowser({children}: {children: ReactNode}): ReactNode {
  const realIsBrowser = useContext(RealIsBrowser);
  if (realIsBrowser === undefined) return children;
  return <IsBrowserContext.Provider value={realIsBrowser}>{children}</IsBrowserContext.Provider>;
}
