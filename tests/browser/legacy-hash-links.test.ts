/**
 * Old Docsify hash links (/#/tools/visit?id=...) land on their page on this site.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {newContext, url, waitForHydration} from '../support/browser';
import {parseHtml} from '../../scripts/lib/html';
import {LEGACY_ROUTES} from '../../config/legacyRoutes';
import {browser, request, useSiteCrawl} from '../support/siteCrawl';

useSiteCrawl();

describe('old hash links', () => {
  it('sends every old Docsify hash route to its new page', async () => {
    const {context} = await newContext(browser);
    try {
      const queue = Object.entries(LEGACY_ROUTES);
      assert.ok(queue.length > 20);
      // Three tabs at a time.
      await Promise.all(
        Array.from({length: 3}, async () => {
          const page = await context.newPage();
          page.setDefaultTimeout(20_000);
          for (let entry = queue.shift(); entry; entry = queue.shift()) {
            const [from, to] = entry;
            await page.goto(url(`/#${from}`), {waitUntil: 'commit'});
            await page.waitForURL((u) => u.pathname === to && u.hash === '', {waitUntil: 'domcontentloaded'});
            await page.locator('article h1').waitFor({state: 'visible'});
          }
        }),
      );
    } finally {
      await context.close();
    }
  });

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
    const {context} = await newContext(browser);
    try {
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
    } finally {
      await context.close();
    }
  });
});
