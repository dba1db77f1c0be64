// Wraps the search plugin's page: it sets its <title> itself ("Search the documentation"), past the site's title
// formatter; the template gives it the site's form, "Page | Laravext". And it reads the full text of every section:
// the page asks for the full-text context (README.md of this plugin), whatever link led here. Its content goes in a
// <main> landmark (the plugin's page has none).
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@search-local-theme/SearchPage';
import Head from '@docusaurus/Head';
import {Redirect, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {MainLandmarkContext} from '@site/src/components/MainLandmark';
import {FULL_TEXT_CONTEXT} from '../../constants';

/**
 * The same address with the full-text context, if it lacks it: the plugin reads the context from `?ctx=`, and the
 * navbar's "See all results" link, the not-found page's form and typed URLs carry none. Not while the server renders or
 * React hydrates (the query is not in the server's HTML).
 */
function useMissingContext(): {pathname: string; search: string; hash: string} | null {
  const isBrowser = useIsBrowser();
  const {pathname, search, hash} = useLocation();
  const params = new URLSearchParams(search);
  if (!isBrowser || params.get('ctx') === FULL_TEXT_CONTEXT) return null;
  params.set('ctx', FULL_TEXT_CONTEXT);
  return {pathname, search: `?${params.toString()}`, hash};
}

/**
 * The plugin shows its context selector (here one context: "All sections") without a label (axe `select-name`); it
 * gets one. The selector is the plugin's `#context-selector`.
 */
function useContextSelectorLabel(): void {
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Sections to search');
  });
}

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const withContext = useMissingContext();
  useContextSelectorLabel();
  // Before the plugin's page sees the address: it searches, and rewrites the address, with the context it sees.
  if (withContext) return <Redirect to={withContext} />;
  return (
    <MainLandmarkContext.Provider value>
      <Head titleTemplate={`%s ${siteConfig.titleDelimiter} ${siteConfig.title}`}>{null}</Head>
      <SearchPage />
    </MainLandmarkContext.Provider>
  );
}
