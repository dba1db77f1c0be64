// Wraps the desktop table of contents in a navigation landmark named "On this page": next to a blog post it sat outside
// every landmark (axe `region`), and a screen reader could not jump to it on any page.
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  const label = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description: 'The label used by the button on the collapsible TOC component',
  });
  return (
    <nav className={styles.toc} aria-label={label}>
      <TOC {...props} />
    </nav>
  );
}
