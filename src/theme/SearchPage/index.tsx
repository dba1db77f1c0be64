// Wraps the search plugin's page: it sets its <title> itself ("Search the documentation"), past the site's title
// formatter; the template gives it the site's form, "Page | Laravext". And it reads the full text of every section:
// the page asks for the full-text context (src/plugins/local-search), whatever link led here.
import React, {useLayoutEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {FULL_TEXT_CONTEXT} from '@site/src/constants/search';

/** The plugin reads the context from `?ctx=`; the navbar's "See all results" link and typed URLs carry none. */
function useFullTextContext(): void {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const {search, hash} = useLocation();
  const params = new URLSearchParams(search);
  const missing = isBrowser && params.get('ctx') !== FULL_TEXT_CONTEXT;
  // Before the page's own effects run: it searches as soon as it sees the query, in the context it sees then.
  useLayoutEffect(() => {
    if (!missing) return;
    params.set('ctx', FULL_TEXT_CONTEXT);
    history.replace({search: params.toString(), hash});
  });
}

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  useFullTextContext();
  return (
    <>
      <Head titleTemplate={`%s ${siteConfig.titleDelimiter} ${siteConfig.title}`}>{null}</Head>
      <SearchPage />
    </>
  );
}
