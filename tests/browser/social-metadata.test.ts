/**
 * Social metadata: Open Graph and Twitter tags and the generated social card of each page.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {url} from '../support/browser';
import {SITE, pages, request, useSiteCrawl} from '../support/siteCrawl';

useSiteCrawl();

describe('social metadata', () => {
  it('gives every page og:title, og:description, og:image and twitter:card', () => {
    assert.ok(pages.length > 60);
    for (const p of pages) {
      for (const key of ['ogTitle', 'ogDescription', 'ogImage', 'twitterCard'] as const) {
        assert.ok(p[key] && p[key].trim() !== '', `${p.path} has no ${key}`);
      }
    }
  });

  it('points og:image of doc pages and blog posts at their own 1200×630 card', async () => {
    const posts = pages.filter((p) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\//.test(p.path));
    const docs = pages.filter((p) => p.isDoc);
    assert.ok(posts.length > 0 && docs.length > 40);
    // A doc page's card is named after its URL; a post's after its file (its front matter's `image`), each its own.
    const postCards = new Set(posts.map((p) => p.ogImage));
    assert.equal(postCards.size, posts.length, 'two blog posts share a card');
    for (const p of [...docs, ...posts]) {
      const slug = p.path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
      if (p.isDoc) assert.equal(p.ogImage, `${SITE}/img/social/${slug}.png`, `og:image of ${p.path}`);
      else
        assert.match(
          p.ogImage ?? '',
          /^https:\/\/laravext\.dev\/img\/social\/blog-[\w-]+\.png$/,
          `og:image of ${p.path}`,
        );
      const response = await request.get(url(new URL(p.ogImage!).pathname));
      assert.equal(response.status(), 200, `card of ${p.path}`);
      assert.equal(response.headers()['content-type'], 'image/png');
      const png = await response.body();
      assert.equal(png.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', `card of ${p.path} is not a PNG`);
      assert.equal(png.subarray(12, 16).toString('ascii'), 'IHDR');
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], `card of ${p.path}`);
    }
  });
});
