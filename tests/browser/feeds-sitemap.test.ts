/**
 * The blog feeds, the sitemap and robots.txt.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {newContext, url} from '../support/browser';
import {sitemapEntries} from '../../scripts/lib/html';
import {
  browser,
  isCategory,
  isLatest,
  isStable,
  listed,
  request,
  sitemapPath,
  sitemapXml,
  withPage,
  useSiteCrawl,
} from '../support/siteCrawl';

useSiteCrawl();

describe('feeds, sitemap and robots.txt', () => {
  const FEEDS = [
    {href: '/blog/rss.xml', type: 'application/rss+xml', label: 'RSS'},
    {href: '/blog/atom.xml', type: 'application/atom+xml', label: 'Atom'},
    {href: '/blog/feed.json', type: 'application/json', label: 'JSON Feed'},
  ];

  it('advertises the RSS, Atom and JSON feeds in the head and as visible links on the blog', async () => {
    await withPage('/blog', async (page) => {
      const alternates = await page.locator('link[rel="alternate"][type]').evaluateAll((links) =>
        links.map((l) => ({
          type: l.getAttribute('type'),
          href: new URL(l.getAttribute('href') ?? '', document.baseURI).pathname,
        })),
      );
      for (const feed of FEEDS) {
        assert.ok(
          alternates.some((a) => a.type === feed.type && a.href === feed.href),
          `no <link rel=alternate> for ${feed.href}`,
        );
        const link = page.getByRole('link', {name: feed.label, exact: true});
        assert.ok(await link.isVisible(), `no visible ${feed.label} link`);
        assert.equal(new URL((await link.getAttribute('href')) ?? '', url('/')).pathname, feed.href);
      }
    });
  });

  it('serves three feeds that parse and list every post', async () => {
    const posts = sitemapEntries(sitemapXml)
      .map(({loc}) => sitemapPath(loc))
      .filter((p) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\/./.test(p));
    assert.equal(posts.length, 4);
    const {context} = await newContext(browser);
    try {
      const page = await context.newPage();
      for (const [feed, item] of [
        ['/blog/rss.xml', 'item'],
        ['/blog/atom.xml', 'entry'],
      ]) {
        const xml = await (await request.get(url(feed))).text();
        const parsed = await page.evaluate(
          ([source, tag]) => {
            const d = new DOMParser().parseFromString(source, 'application/xml');
            return {
              error: d.querySelector('parsererror')?.textContent ?? null,
              items: d.getElementsByTagName(tag).length,
            };
          },
          [xml, item] as const,
        );
        assert.equal(parsed.error, null, `${feed} is not well-formed XML`);
        assert.equal(parsed.items, posts.length, `${feed} lists ${parsed.items} posts`);
      }
      const json = JSON.parse(await (await request.get(url('/blog/feed.json'))).text()) as {items: {url: string}[]};
      assert.equal(json.items.length, posts.length);
      assert.deepEqual(new Set(json.items.map((i) => new URL(i.url).pathname)), new Set(posts));
    } finally {
      await context.close();
    }
  });

  it('lists every doc page in the sitemap with a lastmod date', () => {
    const entries = sitemapEntries(sitemapXml).map(({loc, lastmod}) => ({path: sitemapPath(loc), lastmod}));
    const docs = entries.filter((e) => e.path.startsWith('/docs') && !isCategory(e.path));
    assert.ok(docs.some((e) => isLatest(e.path)) && docs.some((e) => isStable(e.path)));
    for (const e of docs) {
      assert.match(e.lastmod ?? '', /^\d{4}-\d{2}-\d{2}/, `no lastmod for ${e.path}`);
      assert.ok(Date.parse(e.lastmod!) <= Date.now() + 86_400_000);
    }
    for (const p of listed) assert.equal(p.status, 200, `${p.path} in the sitemap answers ${p.status}`);
  });

  it('robots.txt points at the sitemap', async () => {
    const text = await (await request.get(url('/robots.txt'))).text();
    assert.match(text, /^Sitemap:\s*https:\/\/laravext\.dev\/sitemap\.xml\s*$/m);
  });
});
