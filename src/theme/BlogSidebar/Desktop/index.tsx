// Wraps the desktop blog sidebar (posts grouped by year) to add the feed links under it.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import type BlogSidebarDesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import FeedLinks from '@site/src/components/FeedLinks';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogSidebarDesktopType>;

export default function BlogSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    // The wrapper takes the sidebar's place in the blog layout's row:
    // it is the 3-column grid cell, the sidebar fills it.
    <div className={clsx('col col--3', styles.column)}>
      <BlogSidebarDesktop {...props} />
      <FeedLinks className={styles.feeds} />
    </div>
  );
}
