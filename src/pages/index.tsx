import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {socialCardPath} from '@site/src/plugins/social-cards/cardPath';
import HomeHero from '@site/src/components/HomeHero';
import FeatureCards, {FEATURE_LIST_ID} from '@site/src/components/FeatureCards';
import FirstPaintAfter from '@site/src/plugins/framework-choice/components/FirstPaintAfter';

const DESCRIPTION =
  'Laravext gives your Laravel app Next.js-style file-based routing for Vue 3 and React pages, ' +
  'Inertia-style server responses, and optional server-side rendering, all in one project.';

/** The home page: what Laravext is, the two ways in (docs, starter kits), and what it gives you. */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const card = `${siteConfig.url}${socialCardPath('/')}`;
  return (
    <Layout title="Vue and React pages for Laravel, routed by files" description={DESCRIPTION}>
      <Head>
        <meta property="og:image" content={card} />
        <meta name="twitter:image" content={card} />
      </Head>
      {/* The hero's lines and the section title are centred: painted half parsed, they moved as the rest came in. */}
      <FirstPaintAfter id={FEATURE_LIST_ID} />
      <main>
        <HomeHero />
        <FeatureCards />
      </main>
    </Layout>
  );
}
