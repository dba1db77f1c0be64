// Replaces the announcement text with a component, so the bar links through the client router and stays typed.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: {className?: string}): ReactNode {
  return (
    <div className={props.className} role="status">
      New starter kits for Vue and React, built on Laravel 12.{' '}
      <Link className={styles.link} to="/blog/2025/03/04/new-starter-kits">
        Read the announcement
      </Link>
    </div>
  );
}
