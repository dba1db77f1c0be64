// Wraps the search plugin's page: it sets its <title> itself ("Search the documentation"), past the site's title
// formatter; the template gives it the site's form, "Page | Laravext".
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Head titleTemplate={`%s ${siteConfig.titleDelimiter} ${siteConfig.title}`}>{null}</Head>
      <SearchPage />
    </>
  );
}
