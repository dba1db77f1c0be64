/**
 * "Was this page helpful?" at the foot of doc pages.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {REPO, SITE, pages, withPage, useSiteCrawl} from '../support/siteCrawl';
import {full} from '../../scripts/lib/depth';

useSiteCrawl();

describe('page feedback', () => {
  const PAGE = '/docs/latest/tools/visit';
  const section = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

  it('closes every doc page with "Was this page helpful?" and Yes / No', async () => {
    for (const p of pages.filter((x) => x.isDoc)) assert.ok(p.feedback, `no feedback question on ${p.path}`);
    await withPage(PAGE, async (page) => {
      const widget = section(page);
      await widget.scrollIntoViewIfNeeded();
      assert.ok(await widget.getByRole('button', {name: 'Yes', exact: true}).isVisible());
      assert.ok(await widget.getByRole('link', {name: /^No\b/}).isVisible());
      // Below the content of the page.
      const after = await page.evaluate(() => {
        const content = document.querySelector('.theme-doc-markdown');
        const heading = document.getElementById('page-feedback-title');
        return (
          !!content && !!heading && !!(content.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      });
      assert.ok(after, 'the question is not below the page content');
    });
  });

  it('thanks the reader who answers Yes', async () => {
    await withPage(PAGE, async (page) => {
      const widget = section(page);
      await widget.getByRole('button', {name: 'Yes', exact: true}).click();
      const thanks = widget.getByRole('status');
      await thanks.waitFor({state: 'visible'});
      assert.match(await thanks.innerText(), /thank/i);
      assert.equal(await widget.getByRole('button', {name: 'Yes', exact: true}).count(), 0);
    });
  });

  it('links No to a pre-filled GitHub issue that names the page', full, async () => {
    await withPage(PAGE, async (page) => {
      const link = section(page).getByRole('link', {name: /^No\b/});
      const href = (await link.getAttribute('href')) ?? '';
      assert.ok(href.startsWith(`${REPO}/issues/new?`), `No links to ${href}`);
      const params = new URL(href).searchParams;
      const title = (await page.locator('article h1').innerText()).trim();
      assert.ok(params.get('title')?.includes(title), `issue title "${params.get('title')}" does not name "${title}"`);
      assert.ok(params.get('body')?.includes(`${SITE}${PAGE}`), 'issue body does not link the page');
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
    });
  });

  it('stores nothing in cookies or storage', full, async () => {
    await withPage(PAGE, async (page, context) => {
      const snapshot = () =>
        page.evaluate(() => ({
          local: Object.fromEntries(Object.entries(localStorage)),
          session: Object.fromEntries(Object.entries(sessionStorage)),
          cookie: document.cookie,
        }));
      await page.waitForLoadState('networkidle');
      const before = await snapshot();
      await section(page).getByRole('button', {name: 'Yes', exact: true}).click();
      await section(page).getByRole('status').waitFor({state: 'visible'});
      const afterYes = await snapshot();
      assert.deepEqual(afterYes, before, `storage changed: ${JSON.stringify(before)} -> ${JSON.stringify(afterYes)}`);
      const cookies = await context.cookies();
      assert.deepEqual(cookies, [], `cookies: ${JSON.stringify(cookies)}`);
    });
  });
});
