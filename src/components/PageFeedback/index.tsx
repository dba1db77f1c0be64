import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ISSUES_URL} from '@site/src/constants/site';
import styles from './styles.module.css';

/** The pre-filled GitHub issue a reader opens when a page did not help. */
export function feedbackIssueUrl(title: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `Docs: "${title}" did not help`,
    body: `Page: ${pageUrl}\n\nWhat were you looking for, and what was missing or wrong?\n`,
    labels: 'documentation',
  });
  return `${ISSUES_URL}?${params.toString()}`;
}

/**
 * "Was this page helpful?" at the foot of doc pages. Nothing is tracked or stored: "Yes" thanks the reader,
 * "No" opens a pre-filled GitHub issue for the page.
 */
export default function PageFeedback({title, pageUrl}: {title: string; pageUrl: string}): ReactNode {
  const [answer, setAnswer] = useState<'yes' | null>(null);
  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-title">
      {/* Not a heading: the article's outline (and its table of contents) is the page's own h2/h3 headings. */}
      <p id="page-feedback-title" className={styles.question}>
        Was this page helpful?
      </p>
      {answer === 'yes' ? (
        <p className={styles.thanks} role="status">
          Thanks for letting us know.
        </p>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={() => setAnswer('yes')}>
            Yes
          </button>
          <Link
            className="button button--outline button--secondary button--sm"
            href={feedbackIssueUrl(title, pageUrl)}
            target="_blank"
            rel="noopener noreferrer">
            No, open an issue
          </Link>
        </div>
      )}
    </section>
  );
}
