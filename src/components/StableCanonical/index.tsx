import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext, useLatestVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * On a Latest (current version) page of the product docs, a canonical URL pointing at the same page in the stable
 * docs (the docs plugin's last version, the newest in versions.json), when that page exists there. Works for doc
 * pages and generated category pages alike.
 */
export default function StableCanonical(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {activeVersion, alternateDocVersions} = useActiveDocContext('default');
  const stableName = useLatestVersion('default').name;
  const stable =
    activeVersion?.name === 'current' && stableName !== 'current' ? alternateDocVersions[stableName] : undefined;
  if (!stable) return null;
  // trailingSlash: false: the stable index doc's path is `/docs/`, but its URL (and own canonical) is `/docs`.
  const path = stable.path.length > 1 ? stable.path.replace(/\/+$/, '') : stable.path;
  return (
    <Head>
      <link rel="canonical" href={`${siteConfig.url}${path}`} />
    </Head>
  );
}
