import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {FRAMEWORK_LABELS, type Framework} from '@site/src/constants/tabGroups';
import {useFramework} from './useFramework';
import styles from './styles.module.css';

/**
 * Prose for one framework only. It follows the Vue/React choice of the framework tabs.
 * Without JavaScript (and before hydration) both variants show, each labelled, so nothing is lost.
 */
export default function FrameworkOnly({framework, children}: {framework: Framework; children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const chosen = useFramework();
  if (isBrowser && chosen !== framework) return null;
  return (
    <div className={styles.frameworkOnly} data-framework={framework}>
      <span className={styles.label}>{FRAMEWORK_LABELS[framework]}</span>
      {children}
    </div>
  );
}
