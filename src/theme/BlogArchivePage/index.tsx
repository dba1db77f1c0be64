// Own archive page: the theme's puts its banner outside <main> (a second `banner` landmark, axe
// `landmark-no-duplicate-banner`) and has h3 years under the h1 (`heading-order`); here both are fixed.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

interface Year {
  year: string;
  posts: ArchiveBlogPost[];
}

/** The posts by year, in the archive's order (newest first). */
function byYear(posts: readonly ArchiveBlogPost[]): Year[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0];
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}

function YearList({year, posts}: Year): ReactNode {
  const {i18n} = useDocusaurusContext();
  const dateFormat = new Intl.DateTimeFormat(i18n.currentLocale, {day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({metadata}) => (
          <li key={metadata.permalink}>
            <Link to={metadata.permalink}>
              {dateFormat.format(new Date(metadata.date))} - {metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              {description !== title && <p className="hero__subtitle">{description}</p>}
            </div>
          </div>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <YearList key={year.year} {...year} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
