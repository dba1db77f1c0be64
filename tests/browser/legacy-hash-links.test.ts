/**
 * Old Docsify hash links (/#/tools/visit?id=...) land on their page on this site.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {url, waitForHydration} from '../support/browser';
import {parseHtml} from '../../scripts/lib/html';
import {LEGACY_ROUTES} from '../../src/constants/legacyRoutes';
import {freshContext, request, useSiteCrawl} from '../support/siteCrawl';
import {atDepth} from '../../scripts/lib/depth';

useSiteCrawl();

describe('old hash links', () => {
  it('maps every old Docsify hash route to a page of the site', async () => {
    const targets = [...new Set(Object.values(LEGACY_ROUTES))];
    assert.ok(targets.length > 20);
    for (const target of targets) {
      const response = await request.get(url(target));
      assert.equal(response.status(), 200, `${target} (an old hash route's page) answers ${response.status()}`);
    }
  });

  // The redirect is one piece of code for every route (src/constants/legacyRoutes.ts, unit-tested route by route): the
  // browser follows it from the root, a top-level page and pages two folders deep.
  // `npm test` follows it from the root; the full run from every kind (scripts/lib/depth.ts).
  for (const from of atDepth(['/', '/quickstart', '/tools/visit', '/examples/layout'], (f) => f === '/')) {
    const to = LEGACY_ROUTES[from];
    it(`sends /#${from} to ${to}`, async () => {
      const {context} = await freshContext();
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(url(`/#${from}`), {waitUntil: 'commit'});
      await page.waitForURL((u) => u.pathname === to && u.hash === '', {waitUntil: 'domcontentloaded'});
      await page.locator('article h1').waitFor({state: 'visible'});
    });
  }

  it('turns ?id= into the hash and brings that heading into view', async () => {
    const target = '/docs/tools/nexus-response';
    const html = await (await request.get(url(target))).text();
    const $ = parseHtml(html);
    const ids = $('h2[id], h3[id]')
      .toArray()
      .map((h) => $(h).attr('id')!)
      .filter((id) => id !== 'page-feedback-title');
    const id = ids[ids.length - 2];
    assert.ok(id, 'no headings on the nexus response page');
    const {context} = await freshContext();
    const page = await context.newPage();
    await page.goto(url(`/#/tools/nexus-response?id=${id}`), {waitUntil: 'commit'});
    await page.waitForURL((u) => u.pathname === target && u.hash === `#${id}`);
    await waitForHydration(page);
    await page.waitForFunction(
      (headingId) => {
        const heading = document.getElementById(headingId);
        if (!heading || window.scrollY === 0) return false;
        const {top, bottom} = heading.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      },
      id,
      {timeout: 20_000},
    );
  });
});
