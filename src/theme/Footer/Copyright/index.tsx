// Replaces the footer's copyright line: licence, credits and the feeds, with real links instead of an HTML string.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {REPO_URL} from '@site/src/constants/site';
import styles from './styles.module.css';

export default function FooterCopyright({copyright}: {copyright: string}): ReactNode {
  return (
    <div className={styles.copyright}>
      <p>{copyright}</p>
      <p>
        <Link href={REPO_URL}>Source on GitHub</Link>
        <span aria-hidden="true"> · </span>
        <Link href="pathname:///blog/rss.xml">Blog RSS feed</Link>
        <span aria-hidden="true"> · </span>
        <Link href="pathname:///llms.txt">llms.txt</Link>
        <span aria-hidden="true"> · </span>
        Laravext is not affiliated with Laravel or Next.js.
      </p>
    </div>
  );
}
