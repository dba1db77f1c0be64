import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Framework} from '@site/src/constants/tabGroups';
import FrameworkLabel from '@site/src/components/FrameworkLabel';
import {useFrameworkAttribute} from '@site/src/components/FrameworkTabs/useFrameworkAttribute';
import styles from './styles.module.css';

/**
 * Prose for one framework only. It follows the Vue/React choice of the framework tabs through CSS: `<html
 * data-framework>` holds the choice from before the first paint (src/plugins/first-paint), so the prose of the other
 * framework never shows and nothing moves when React starts. Without JavaScript the attribute is absent and both
 * variants show, each labelled, so nothing is lost.
 */
export default function FrameworkOnly({framework, children}: {framework: Framework; children: ReactNode}): ReactNode {
  useFrameworkAttribute();
  return (
    <div className={clsx(styles.frameworkOnly, styles[framework])} data-framework={framework}>
      <FrameworkLabel framework={framework} />
      {children}
    </div>
  );
}
