import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {FRAMEWORK_LABELS, type Framework} from '../../tabGroups';
import styles from './styles.module.css';

/** The small "Vue" / "React" caption over content for one framework (`FrameworkOnly`, framework tab panels). */
export default function FrameworkLabel({framework, className}: {framework: Framework; className?: string}): ReactNode {
  return <span className={clsx(styles.label, className)}>{FRAMEWORK_LABELS[framework]}</span>;
}
