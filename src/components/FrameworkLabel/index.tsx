import React, {type ReactNode} from 'react';
import {FRAMEWORK_LABELS, type Framework} from '@site/src/constants/tabGroups';
import styles from './styles.module.css';

/** The small "Vue" / "React" caption over content for one framework (`FrameworkOnly`, framework tab panels). */
export default function FrameworkLabel({framework}: {framework: Framework}): ReactNode {
  return <span className={styles.label}>{FRAMEWORK_LABELS[framework]}</span>;
}
