/**
 * Stands in for `@docusaurus/core/lib/client/browserContext` (see index.ts): the same context and provider, but the
 * flag turns true in a transition, so everything that depends on it renders again in interruptible slices.
 */
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
