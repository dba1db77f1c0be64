// Wraps the doc metadata: a per-page social card, and on Latest pages a canonical URL pointing at the stable
// /docs twin.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import type DocItemMetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {socialCardPath} from '@site/src/plugins/social-cards/cardPath';
import StableCanonical from '@site/src/components/StableCanonical';

type Props = WrapperProps<typeof DocItemMetadataType>;

export default function DocItemMetadataWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const card = `${siteConfig.url}${socialCardPath(metadata.permalink)}`;
  return (
    <>
      <DocItemMetadata {...props} />
      <Head>
        <meta property="og:image" content={card} />
        <meta name="twitter:image" content={card} />
        <meta property="og:type" content="article" />
      </Head>
      <StableCanonical />
    </>
  );
}
