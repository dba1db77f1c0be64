/**
 * The not-found page: status 404, the same page in the other docs version, search and the main sections.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {newContext, open, url} from '../support/browser';
import {browser, info, page404, request, withPage, useSiteCrawl} from '../support/siteCrawl';

useSiteCrawl();

describe('not-found page', () => {
  it('answers 404 with a search prefilled from the address and links to the main sections', async () => {
    assert.equal(info(page404).status, 404);
    await withPage(page404, async (page) => {
      await page.getByRole('heading', {level: 1, name: 'Page not found'}).waitFor();
      const form = page.locator('main form[role="search"]');
      const input = form.locator('input[name="q"]');
      assert.equal(await input.inputValue(), 'quickstartx');
      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const section of ['/docs', '/blog', '/community']) {
        assert.ok(
          hrefs.some((h) => h === section || h.startsWith(`${section}/`)),
          `no link to ${section}`,
        );
      }
      for (const href of hrefs) assert.equal((await request.get(url(href))).status(), 200, `${href} is broken`);
      await input.fill('visit');
      await form.getByRole('button', {name: 'Search'}).click();
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'visit');
      await page.locator('article h2 a').first().waitFor({state: 'visible'});
    });
  });

  it('offers no twin when the other version has no such page either', async () => {
    await withPage(page404, async (page) => {
      await page.getByRole('heading', {level: 1, name: 'Page not found'}).waitFor();
      assert.equal(await page.locator('main [role="note"]').count(), 0);
      assert.equal(await page.locator('main a[href="/docs/quickstartx"]').count(), 0);
    });
  });

  it('offers the same page in the other version when only that version has it', async () => {
    // Both versions have the same pages today, so simulate a page that only 1.0 has: rename the 1.0 visit page to
    // /docs/tools/visit-classic in the app bundle (its route and the docs data). /docs/latest/tools/visit-classic
    // is then a real 404 whose twin exists.
    const {context} = await newContext(browser);
    try {
      let patched = 0;
      await context.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        const response = await route.fetch();
        let body = await response.text();
        const routePattern = /path:"\/docs\/tools\/visit",/g;
        const dataPattern = /"path":"\/docs\/tools\/visit",/g;
        const counts = [(body.match(routePattern) ?? []).length, (body.match(dataPattern) ?? []).length];
        assert.deepEqual(counts, [1, 1], 'the app bundle no longer has the expected route and docs data shape');
        body = body
          .replace(routePattern, 'path:"/docs/tools/visit-classic",')
          .replace(dataPattern, '"path":"/docs/tools/visit-classic",');
        patched += 1;
        await route.fulfill({response, body});
      });
      const page = await open(context, '/docs/latest/tools/visit-classic');
      assert.ok(patched > 0);
      await page.getByRole('heading', {level: 1, name: 'Page not found'}).waitFor();
      const twin = page.locator('main [role="note"] a');
      assert.equal(await twin.getAttribute('href'), '/docs/tools/visit-classic');
      await twin.click();
      await page.waitForURL((u) => u.pathname === '/docs/tools/visit-classic');
      await page.locator('article h1').waitFor({state: 'visible'});
      assert.equal(await page.getByRole('heading', {level: 1, name: 'Page not found'}).count(), 0);
    } finally {
      await context.close();
    }
  });
});
