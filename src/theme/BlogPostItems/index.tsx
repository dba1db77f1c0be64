// Wraps the blog's post list: the list pages (/blog, /blog/page/N) get the page's h1, which the theme leaves out
// (tag, author and archive pages already have their own), and the links to the blog's feeds under it.
import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {BLOG_PATH, BLOG_TITLE} from '@site/src/constants/site';
import FeedLinks from '@site/src/components/FeedLinks';
import Heading from '@theme/Heading';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const isListPage = pathname === BLOG_PATH || pathname.startsWith(`${BLOG_PATH}/page/`);
  return (
    <>
      {isListPage && (
        <header className="margin-bottom--lg">
          <Heading as="h1">{BLOG_TITLE}</Heading>
          <FeedLinks />
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
