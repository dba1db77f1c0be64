// Wraps the search plugin's page: it reads `?q=` only once the "hydrated" flag is true, while its first effect already
// rewrites the address from its still-empty query. It keeps the query only if the flag turns true in the same render as
// that rewrite, as Docusaurus does it; the site sets the flag later (src/plugins/after-hydration), so this page gets it
// with Docusaurus's timing (src/components/HydrationFlag).
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {IsBrowserAtHydration} from '@site/src/components/HydrationFlag';

export default function SearchPageWrapper(): ReactNode {
  return (
    <IsBrowserAtHydration>
      <SearchPage />
    </IsBrowserAtHydration>
  );
}
