/**
 * A code block of the content, highlighted by the build (../rehype.ts puts one in place of each fenced block): the
 * title, the code as finished HTML, and, once the page runs, a copy button and a word-wrap button for code wider than
 * the block.
 */
import React, {useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from './CopyButton';
import WordWrapButton from './WordWrapButton';
import {useMounted, useOverflows} from './hooks';
import styles from './styles.module.css';

export interface Props {
  /** The code's lines as HTML (`<span class="token-line">`...), from ../highlight.ts. */
  html: string;
  language?: string;
  title?: string;
  /** The first line's number, when the block numbers its lines. */
  lineNumbersStart?: string | number;
}

export default function CodeBlock({html, language, title, lineNumbersStart}: Props): ReactNode {
  const preRef = useRef<HTMLPreElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const [wrapped, setWrapped] = useState(false);
  const mounted = useMounted();
  const overflows = useOverflows(preRef, wrapped);
  const languageClass = language ? `language-${language}` : undefined;
  const numbered = lineNumbersStart !== undefined;
  const counter = numbered ? ({counterReset: `line ${Number(lineNumbersStart) - 1}`} as CSSProperties) : undefined;
  return (
    <div className={clsx('theme-code-block', languageClass, styles.codeBlock)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.content}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: the keyboard must reach it */}
        <pre ref={preRef} tabIndex={0} className={clsx('prism-code', languageClass, 'thin-scrollbar', styles.pre)}>
          <code
            ref={codeRef}
            className={clsx(styles.lines, numbered && styles.numbered, wrapped && styles.wrapped)}
            style={counter}
            dangerouslySetInnerHTML={{__html: html}}
          />
        </pre>
        {mounted && (
          <div className={styles.buttons}>
            {(overflows || wrapped) && <WordWrapButton wrapped={wrapped} onToggle={() => setWrapped(!wrapped)} />}
            <CopyButton codeRef={codeRef} />
          </div>
        )}
      </div>
    </div>
  );
}
