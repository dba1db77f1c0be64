import React, {createContext, useContext, useDeferredValue, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The context behind `useIsBrowser()`: false while the server renders and while React hydrates, true afterwards.
// A private import: listed in notes/INTERNALS.md and guarded by tests/unit/internals.test.ts.
import {Context as IsBrowserContext} from '@docusaurus/core/lib/client/browserContext';

/**
 * The theme's `Tabs` uses `key={String(useIsBrowser())}`: when hydration ends, every tab group on the page is thrown
 * away and built again, with everything inside it (code blocks included), in one synchronous render. On a doc page
 * with dozens of tabbed samples that was most of the main-thread time after load. Their first client render already
 * equals the server HTML (the tab choice and the query string are applied by effects afterwards), so the remount buys
 * nothing here.
 *
 * `KeepMounted` shows the component a flag that does not flip, so its key stays the same. The real flag travels on in
 * `RealIsBrowser`, and `RestoreIsBrowser` gives it back to a tab panel's content (`theme/TabItem`), which may hold
 * something that renders differently in the browser (`FrameworkOnly`, `<details>`).
 */
const RealIsBrowser = createContext<boolean | undefined>(undefined);

export function KeepMounted({children}: {children: ReactNode}): ReactNode {
  // Deferred: what flips with it renders in interruptible slices, after the page has hydrated, not in the one
  // blocking render that follows hydration.
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
