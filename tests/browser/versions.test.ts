/**
 * Docs versions: the stable docs at /docs and Latest at /docs/latest, canonical URLs, edit links, last-updated dates,
 * the version notice and dropdown.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {location, url} from '../support/browser';
import {parseHtml} from '../../scripts/lib/html';
import {CURRENT, CURRENT_LABEL, versionDocsDir} from '../../config/versions';
import {
  REPO,
  ROOT,
  SITE,
  STABLE,
  isLatest,
  isStable,
  listed,
  pages,
  productDocs,
  request,
  selectedFrameworks,
  withPage,
  useSiteCrawl,
} from '../support/siteCrawl';

useSiteCrawl();

/** The pages of a version's folder that set a `slug`, by the URL path it gives them (no leading slash). */
function slugged(dir: string): Map<string, string> {
  const files = fs
    .readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx'));
  return new Map(
    files.flatMap((file) => {
      const slug = /^---\n[\s\S]*?^slug: \/(\S*)$/m.exec(fs.readFileSync(path.join(ROOT, dir, file), 'utf8'))?.[1];
      return slug
        ? [
            [
              slug || 'index',
              file
                .replace(/\.mdx$/, '')
                .split(path.sep)
                .join('/'),
            ] as const,
          ]
        : [];
    }),
  );
}

describe('versions', () => {
  it(`switching to ${STABLE} keeps the page, the query and the hash`, async () => {
    const html = await (await request.get(url('/docs/latest/tools/visit'))).text();
    const $ = parseHtml(html);
    const ids = $('h2[id]')
      .toArray()
      .map((h) => $(h).attr('id')!)
      .filter((id) => id !== 'page-feedback-title');
    const hash = ids[Math.floor(ids.length / 2)];
    assert.ok(hash, 'no headings on the visit page');
    await withPage(`/docs/latest/tools/visit?framework=react#${hash}`, async (page) => {
      const dropdown = page.locator('.navbar .dropdown', {hasText: CURRENT_LABEL});
      await dropdown.hover();
      await dropdown.locator('.dropdown__menu').getByRole('link', {name: STABLE, exact: true}).click();
      await page.waitForURL((u) => u.pathname === '/docs/tools/visit');
      assert.equal(location(page), `/docs/tools/visit?framework=react#${hash}`);
      await page.locator('article h1').waitFor({state: 'visible'});
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['React']));
    });
  });

  it('makes every Latest page canonical at its /docs twin and every /docs page at itself', async () => {
    const latest = listed.filter((p) => isLatest(p.path));
    const stable = listed.filter((p) => isStable(p.path));
    assert.ok(latest.length > 20 && stable.length > 20);
    for (const p of latest) {
      const twin = p.path.replace(/^\/docs\/latest/, '/docs');
      assert.deepEqual(p.canonicals, [`${SITE}${twin}`], `canonical of ${p.path}`);
    }
    for (const p of stable) assert.deepEqual(p.canonicals, [`${SITE}${p.path}`], `canonical of ${p.path}`);
    // After a client-side navigation too, the head holds one canonical link, the twin's.
    await withPage('/docs/latest/tools/visit', async (page) => {
      await page.locator('nav.pagination-nav a.pagination-nav__link--next').click();
      await page.waitForURL((u) => u.pathname !== '/docs/latest/tools/visit');
      const target = new URL(page.url()).pathname;
      await page.waitForFunction(
        (expected) =>
          [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')).join() ===
          expected,
        `${SITE}${target.replace(/^\/docs\/latest/, '/docs')}`,
      );
    });
  });

  it('"Edit this page" opens the source file of the version being read', () => {
    const docs = productDocs();
    assert.ok(docs.length >= 40);
    for (const p of docs) {
      const latest = isLatest(p.path);
      const dir = versionDocsDir(latest ? CURRENT : STABLE);
      const url = p.path.replace(latest ? /^\/docs\/latest\/?/ : /^\/docs\/?/, '') || 'index';
      // A page whose front matter sets a `slug` keeps that URL wherever its file lives.
      const id = slugged(dir).get(url) ?? url;
      const expected = ['.mdx', '.md'].map((ext) => `${REPO}/edit/main/docs/${dir}/${id}${ext}`);
      assert.ok(expected.includes(p.editUrl ?? ''), `edit link of ${p.path}: ${p.editUrl}`);
      // The file the link names exists in the repository.
      assert.ok(
        fs.existsSync(path.join(ROOT, p.editUrl!.slice(`${REPO}/edit/main/docs/`.length))),
        `${p.editUrl} names no file`,
      );
    }
  });

  it('shows the last update date, previous/next links and breadcrumbs on doc pages', async () => {
    for (const p of pages.filter((x) => x.isDoc)) {
      assert.ok(p.lastUpdated && !Number.isNaN(Date.parse(p.lastUpdated)), `no last-updated date on ${p.path}`);
      assert.ok(p.prevNext >= 1, `no previous/next link on ${p.path}`);
      assert.ok(
        p.breadcrumbs >= 2 || ['/docs', '/docs/latest', '/community'].includes(p.path),
        `no breadcrumbs on ${p.path}`,
      );
    }
    await withPage('/docs/latest/tools/visit', async (page) => {
      for (const selector of [
        '.theme-last-updated',
        'nav.theme-doc-breadcrumbs',
        'a.pagination-nav__link--prev',
        'a.pagination-nav__link--next',
      ]) {
        await page.locator(selector).first().scrollIntoViewIfNeeded();
        assert.ok(await page.locator(selector).first().isVisible(), `${selector} is not visible`);
      }
    });
  });
});
