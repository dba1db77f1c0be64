import {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import type SearchBar from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

export type SearchBarProps = WrapperProps<typeof SearchBar>;
export type SearchBarComponent = ComponentType<SearchBarProps>;

/**
 * The search code, loaded on first use. Not `React.lazy`: a chunk that fails to load (offline, a new deploy) would
 * crash the page; here it is a state the box tells, and `load()` tries again (the bundler asks for a failed chunk
 * again on the next import).
 */
export function useSearchBarCode<Code>(importCode: () => Promise<Code>): {
  code: Code | null;
  failed: boolean;
  load: () => void;
} {
  const [code, setCode] = useState<Code | null>(null);
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
    if (loading.current || code) return;
    loading.current = true;
    setFailed(false);
    importCode()
      .then((loaded) => {
        if (alive.current) setCode(() => loaded);
      })
      .catch((error: unknown) => {
        console.warn('The search code could not be loaded.', error);
        loading.current = false;
        if (alive.current) setFailed(true);
      });
  }, [code, importCode]);

  return {code, failed, load};
}
