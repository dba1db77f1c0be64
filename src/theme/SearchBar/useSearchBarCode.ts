import {useCallback, useEffect, useRef, useState, type ComponentProps, type ComponentType} from 'react';
import type SearchBar from '@theme/SearchBar';

export type SearchBarComponent = ComponentType<ComponentProps<typeof SearchBar>>;

/**
 * The plugin's search bar code, loaded on first use. Not `React.lazy`: a chunk that fails to load (offline, a new
 * deploy) would crash the page; here it is a state the box tells, and `load()` tries again (the bundler asks for a
 * failed chunk again on the next import).
 */
export function useSearchBarCode(importSearchBar: () => Promise<SearchBarComponent>): {
  Bar: SearchBarComponent | null;
  failed: boolean;
  load: () => void;
} {
  const [Bar, setBar] = useState<SearchBarComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const load = useCallback(() => {
    if (loading.current || Bar) return;
    loading.current = true;
    setFailed(false);
    importSearchBar()
      .then((component) => {
        if (alive.current) setBar(() => component);
      })
      .catch((error: unknown) => {
        console.warn('The search code could not be loaded.', error);
        loading.current = false;
        if (alive.current) setFailed(true);
      });
  }, [Bar, importSearchBar]);

  return {Bar, failed, load};
}
