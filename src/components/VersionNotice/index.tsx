import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * Shown on every page of /docs/latest: it says what that version is and links the same page in the stable docs,
 * which are also the canonical URL search engines see.
 */
export default function VersionNotice(): ReactNode {
  const {alternateDocVersions} = useActiveDocContext('default');
  const stable = alternateDocVersions['1.0'];
  return (
    <div className={`alert alert--info margin-bottom--md ${styles.notice}`} role="note">
      You are reading <strong>Latest (1.0)</strong>: the docs as they stand on the main branch, updated between
      releases. {stable ? <Link to={stable.path}>Read this page in the stable 1.0 docs</Link> : null}
      {stable ? '.' : null}
    </div>
  );
}
