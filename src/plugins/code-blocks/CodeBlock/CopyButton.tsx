import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

/** The block's code as the reader sees it: the text of its lines, one per line. */
const codeOf = (code: HTMLElement): string =>
  Array.from(code.querySelectorAll(':scope > .token-line'), (line) => line.textContent ?? '').join('\n');

/** Copies with the clipboard API, or, where the page is not a secure context, through a selected text area. */
async function copy(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy the code');
}

export default function CopyButton({codeRef}: {codeRef: RefObject<HTMLElement | null>}): ReactNode {
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  const onClick = () => {
    if (!codeRef.current) return;
    copy(codeOf(codeRef.current)).then(
      () => {
        setCopied(true);
        window.clearTimeout(timeout.current);
        timeout.current = window.setTimeout(() => setCopied(false), 1000);
      },
      (error: unknown) => console.error(error),
    );
  };
  const label = copied
    ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
    : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'});
  return (
    <button
      type="button"
      aria-label={label}
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      className={clsx('clean-btn', styles.button, copied && styles.copied)}
      onClick={onClick}>
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}
