// Replaces the announcement text with a component, so the bar links through the client router and stays typed.
import React, {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useStorageSlot} from '@docusaurus/theme-common';
import {ANNOUNCEMENT_HIDDEN_ATTRIBUTE} from '@site/src/constants/announcementBar';
import styles from './styles.module.css';

/**
 * Docusaurus's inline script hides the bar before hydration when the stored dismissal is `true`; it cannot know that
 * the dismissal was for an older announcement id. The theme then finds the new id, resets the dismissal to `false`
 * and renders the bar, which that early CSS still hides until the next full page load. Lift the early hide then.
 */
function useRevealNewAnnouncement(): void {
  const [dismissed] = useStorageSlot('docusaurus.announcement.dismiss');
  useEffect(() => {
    if (dismissed === 'false') {
      document.documentElement.setAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE, 'false');
    }
  }, [dismissed]);
}

export default function AnnouncementBarContent(props: {className?: string}): ReactNode {
  useRevealNewAnnouncement();
  return (
    <div className={props.className} role="status">
      Laravext starter kits for Vue and React: Laravel 13, PHP 8.3 or later.{' '}
      <Link className={styles.link} to="/blog/2025/03/04/new-starter-kits">
        Read the announcement
      </Link>
    </div>
  );
}
