import React, {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {otherVersionPath, type VersionPages} from './otherVersionPath';
import styles from './styles.module.css';

const SECTIONS = [
  {to: '/docs/laravext', label: 'Documentation', text: 'What Laravext is and how it works.'},
  {to: '/docs/quickstart', label: 'Quickstart', text: 'Install it in a Laravel app.'},
  {to: '/docs/category/tools', label: 'Tools reference', text: 'Routing, responses, Link, visit and more.'},
  {to: '/blog', label: 'Blog', text: 'Releases and news.'},
  {to: '/community', label: 'Community', text: 'Get help and meet the people behind it.'},
];

/** The words of the missing path, as a first search query: `/docs/tools/linkk` → "tools linkk". */
function queryFromPath(pathname: string, versionWords: ReadonlySet<string>): string {
  return pathname
    .split('/')
    .filter((part) => part && !versionWords.has(part))
    .join(' ')
    .replace(/[-_]+/g, ' ')
    .replace(/\.html$/, '')
    .trim();
}

/** What the not-found page offers: the same page in the other docs version, a search, and the main sections. */
export default function NotFoundHelp(): ReactNode {
  // The static 404.html is served for every unknown URL: path-dependent parts render after hydration only.
  const isBrowser = useIsBrowser();
  const {pathname: locationPath} = useLocation();
  const pathname = isBrowser ? locationPath : '';
  const docsData = useAllDocsData();
  const versions = useMemo<VersionPages[]>(
    () =>
      (docsData.default?.versions ?? []).map((v) => ({
        name: v.name,
        path: v.path,
        isLast: v.isLast,
        docs: v.docs.map((d) => d.path),
      })),
    [docsData],
  );
  // The words of the version routes (`docs`, `latest`, `1.0`) are left out of the search query.
  const versionWords = useMemo(() => new Set(versions.flatMap((v) => v.path.split('/').filter(Boolean))), [versions]);
  const twin = otherVersionPath(pathname, versions);
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            Nothing lives at {pathname ? <code>{pathname}</code> : 'this address'}. The link may be old, or the page may
            have moved.
          </p>
          {twin ? (
            <div className="alert alert--info margin-bottom--md" role="note">
              This page exists in the other docs version: <Link to={twin}>{twin}</Link>
            </div>
          ) : null}
          <form className={styles.search} action="/search" method="get" role="search">
            <label htmlFor="not-found-search">Search the site</label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                name="q"
                type="search"
                key={pathname}
                defaultValue={queryFromPath(pathname, versionWords)}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Main sections</Heading>
          <ul className={styles.sections}>
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link>: {s.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
