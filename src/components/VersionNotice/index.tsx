import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * Shown on every page of /docs/latest: it says what that version is and links the same page in the stable docs,
 * which are also the canonical URL search engines see. Names and labels come from the docs plugin (versions.json).
 */
export default function VersionNotice(): ReactNode {
  const {activeVersion, alternateDocVersions} = useActiveDocContext('default');
  const stableVersion = useLatestVersion('default');
  const stable = stableVersion.name === 'current' ? undefined : alternateDocVersions[stableVersion.name];
  return (
    <div className={`alert alert--info margin-bottom--md ${styles.notice}`} role="note">
      You are reading <strong>{activeVersion?.label}</strong>: the docs as they stand on the main branch, updated
      between releases.{' '}
      {stable ? <Link to={stable.path}>{`Read this page in the stable ${stableVersion.label} docs`}</Link> : null}
      {stable ? '.' : null}
    </div>
  );
}
