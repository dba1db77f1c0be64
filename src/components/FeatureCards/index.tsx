import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {FEATURES} from './features';
import styles from './styles.module.css';

/** The "Features" section of the home page. */
export default function FeatureCards(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-title">
      <div className="container">
        <Heading as="h2" id="features-title" className={styles.heading}>
          Features
        </Heading>
        <ul className={styles.grid}>
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
