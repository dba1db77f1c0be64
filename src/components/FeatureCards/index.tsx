import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {FEATURES} from './features';
import styles from './styles.module.css';

const TITLE_ID = 'features-title';
/** The id of the list of cards, which follows the section's heading. */
export const FEATURE_LIST_ID = 'feature-list';

/** The "Features" section of the home page. */
export default function FeatureCards(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby={TITLE_ID}>
      <div className="container">
        <Heading as="h2" id={TITLE_ID} className={styles.heading}>
          Features
        </Heading>
        <ul id={FEATURE_LIST_ID} className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {feature.title}
              </Heading>
              <p>{feature.description}</p>
              <Link className={styles.more} to={feature.to}>
                Learn more<span className="sr-only"> about {feature.title.toLowerCase()}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
