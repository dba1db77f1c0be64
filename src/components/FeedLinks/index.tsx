import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

const FEEDS = [
  {href: 'pathname:///blog/rss.xml', label: 'RSS'},
  {href: 'pathname:///blog/atom.xml', label: 'Atom'},
  {href: 'pathname:///blog/feed.json', label: 'JSON Feed'},
];

/** Links to the blog's three feeds. */
export default function FeedLinks({className}: {className?: string}): ReactNode {
  return (
    <nav className={className} aria-label="Blog feeds">
      <p className={styles.title}>Subscribe</p>
      <ul className={styles.list}>
        {FEEDS.map((feed) => (
          <li key={feed.label}>
            <Link href={feed.href}>{feed.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
