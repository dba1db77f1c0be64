import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Framework} from '../../tabGroups';
import FrameworkLabel from '../FrameworkLabel';
import {useFramework} from './useFramework';
import styles from './styles.module.css';

/**
 * Prose for one framework only. It follows the Vue/React choice of the framework tabs. Both variants are in the HTML:
 * until React has hydrated, CSS shows the one `<html data-framework>` names (the plugin's inline script sets it
 * before the first paint), and hydration then removes the other, which was never shown, so nothing moves. Without
 * JavaScript both variants show, each labelled, so nothing is lost.
 */
export default function FrameworkOnly({framework, children}: {framework: Framework; children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const chosen = useFramework();
  if (isBrowser && chosen !== framework) return null;
  return (
    <div className={`${styles.frameworkOnly} ${styles[framework]}`} data-framework={framework}>
      <FrameworkLabel framework={framework} />
      {children}
    </div>
  );
}
