import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {SEARCH_PLUGIN_NAME, type SearchIndexData} from '../../constants';

export type FetchState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The quick index the navbar search reads on this page, found the way the plugin finds it: in the folder of the docs
 * version being read, unless that is the last version (or no docs page), whose index is at the site root.
 */
function useQuickIndexUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  const {quickIndexFile} = usePluginData(SEARCH_PLUGIN_NAME) as SearchIndexData;
  const activePlugin = useActivePlugin();
  const version = useActiveVersion(activePlugin?.pluginId ?? 'default');
  const versionUrl = version && !version.isLast ? `${version.path}/` : siteConfig.baseUrl;
  return `${versionUrl}${quickIndexFile}`;
}

/**
 * Fetches the quick index as soon as the reader reaches for the search, alongside the search code: the plugin's worker
 * then finds it in the HTTP cache. A failed fetch is told and can be retried: the plugin's worker keeps a failed
 * fetch for the life of the page, so the plugin only starts once this one has succeeded.
 */
export function useQuickIndex(): {state: FetchState; load: () => void} {
  const url = useQuickIndexUrl();
  const [state, setState] = useState<FetchState>('idle');
  const started = useRef<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const load = useCallback(() => {
    if (started.current === url) return;
    started.current = url;
    setState('loading');
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        // Read to the end, so that the cache holds all of it; the worker parses it.
        await response.arrayBuffer();
        if (alive.current && started.current === url) setState('loaded');
      })
      .catch((error: unknown) => {
        console.warn('The search index could not be loaded.', error);
        if (!alive.current || started.current !== url) return;
        started.current = null;
        setState('failed');
      });
  }, [url]);

  // Another docs version has another index: fetched when the reader reaches for the search there.
  useEffect(() => {
    if (started.current && started.current !== url) {
      started.current = null;
      setState('idle');
    }
  }, [url]);

  return {state, load};
}
