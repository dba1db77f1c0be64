// Wraps the blog post metadata to point og:image and twitter:image at the post's own generated card.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import BlogPostPageMetadata from '@theme-original/BlogPostPage/Metadata';
import type BlogPostPageMetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {socialCardPath} from '@site/src/plugins/social-cards/cardPath';

type Props = WrapperProps<typeof BlogPostPageMetadataType>;

export default function BlogPostPageMetadataWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useBlogPost();
  const card = `${siteConfig.url}${socialCardPath(metadata.permalink)}`;
  return (
    <>
      <BlogPostPageMetadata {...props} />
      <Head>
        <meta property="og:image" content={card} />
        <meta name="twitter:image" content={card} />
      </Head>
    </>
  );
}
