import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

/** The Markdown twin the llms-txt plugin writes next to each doc page. */
export function markdownTwinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

const LABELS: Record<State, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** Copies the page as Markdown (for an AI assistant or a note), with a plain link to the Markdown file as fallback. */
export default function CopyPageButton({permalink}: {permalink: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const twin = markdownTwinPath(permalink);
  const copy = async () => {
    setState('copying');
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => void copy()}
        disabled={state === 'copying'}>
        {LABELS[state]}
      </button>
      <Link className={styles.markdownLink} href={`pathname://${twin}`}>
        View as Markdown
      </Link>
      <span className="sr-only" role="status">
        {state === 'copied'
          ? 'Page copied as Markdown'
          : state === 'failed'
            ? 'Copying failed; use the Markdown link'
            : ''}
      </span>
    </div>
  );
}
