import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The home page banner: logo, name, tagline and the two calls to action. */
export default function HomeHero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <img className={styles.logo} src="/img/logo.svg" alt="" width={128} height={128} />
        <Heading as="h1" className={styles.title}>
          Laravext
        </Heading>
        <p className={styles.tagline}>
          An <span className={styles.inertia}>Inertia-styled</span> Laravel monolith with{' '}
          <span className={styles.next}>Next.js</span>-style file-based routing, for{' '}
          <span className={styles.vue}>Vue</span> and <span className={styles.react}>React</span>.
        </p>
        <p className={styles.pitch}>
          Drop a <code>page.vue</code> or <code>page.jsx</code> in a folder and it has a URL. Your routes, controllers
          and Blade views stay in Laravel; one Vite build, one repository.
        </p>
        <div className={styles.actions}>
          <Link className={clsx('button button--primary button--lg', styles.button)} to="/docs/laravext">
            Check the docs
          </Link>
          <Link
            className={clsx('button button--secondary button--lg', styles.button)}
            to="/docs/before-you-start#starter-kits">
            Starter kits
          </Link>
        </div>
      </div>
    </div>
  );
}
