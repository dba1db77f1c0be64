import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconWordWrap from '@theme/Icon/WordWrap';
import styles from './styles.module.css';

interface Props {
  wrapped: boolean;
  onToggle: () => void;
}

export default function WordWrapButton({wrapped, onToggle}: Props): ReactNode {
  const label = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={wrapped}
      title={label}
      className={clsx('clean-btn', styles.button, wrapped && styles.pressed)}
      onClick={onToggle}>
      <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
    </button>
  );
}
