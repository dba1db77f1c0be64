// The writers' loop in a scratch copy of the site: `docusaurus start`, the stable URL /docs/quickstart open in
// Chromium, then an edit of docs/quickstart.mdx shows there, and a new page, docs/tools/new-thing.mdx, appears in the
// sidebar and on the Tools category page, with no config edited (the sidebar is generated from the files).
// About 20-40 s, most of it the dev server's first compile. How fast is measured by `npm run bench -- --writers`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {launch} from '../support/browser';
import {openWhenServed, startDevServer, timeEdit, type DevServer} from '../../scripts/lib/devServer';
import {scratchSite} from '../support/scratchSite';

const NEW_PAGE = `---
title: New thing
sidebar_label: New thing
sidebar_position: 9
description: A page added by the writers' loop test.
---

A page written after the others, with no sidebar entry written anywhere.
`;

let site = '';
let server: DevServer | undefined;
let browser: Browser;
let page: Page;

const sidebarLink = (href: string) => page.locator(`nav[aria-label="Docs sidebar"] a[href="${href}"]`);

describe('the writers’ loop in the dev server', () => {
  before(async () => {
    site = scratchSite('writers-loop');
    browser = await launch();
    page = await browser.newPage();
    server = await startDevServer(site);
    await openWhenServed(page, server, '/docs/quickstart', 'article h1');
  });
  after(async () => {
    await server?.stop();
    await browser?.close();
    if (site) fs.rmSync(site, {recursive: true, force: true});
  });

  it('shows an edit of docs/quickstart.mdx on /docs/quickstart, the stable URL, without a reload', async () => {
    const marker = `Edited by the writers' loop test at ${Date.now()}.`;
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    await timeEdit(page, path.join(site, 'docs', 'quickstart.mdx'), marker, 20_000);
    assert.equal(new URL(page.url()).pathname, '/docs/quickstart');
    assert.ok(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded), 'page reloaded');
  });

  it('puts a new page in the sidebar and on its category page, with no config edited', async () => {
    const config = ['sidebars.ts', 'docusaurus.config.ts', path.join('config', 'sidebar.ts')].map((f) =>
      fs.readFileSync(path.join(site, f), 'utf8'),
    );
    fs.writeFileSync(path.join(site, 'docs', 'tools', 'new-thing.mdx'), NEW_PAGE);
    // The open page's sidebar gets it when the dev server has reloaded the docs.
    await sidebarLink('/docs/tools/new-thing').waitFor({state: 'attached', timeout: 20_000});
    const tools = await page
      .locator('nav[aria-label="Docs sidebar"] a[href^="/docs/tools/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.equal(tools.at(-1), '/docs/tools/new-thing', `sidebar_position 9 is not last in Tools: ${tools.join(', ')}`);

    await page.goto(new URL('/docs/category/tools', server!.baseUrl).toString());
    const card = page.locator('main a.card[href="/docs/tools/new-thing"]');
    await card.waitFor({timeout: 20_000});
    assert.match(await card.innerText(), /New thing/);
    await page.goto(new URL('/docs/tools/new-thing', server!.baseUrl).toString());
    await page.locator('article h1', {hasText: 'New thing'}).waitFor({timeout: 20_000});
    assert.equal(await sidebarLink('/docs/tools/new-thing').getAttribute('aria-current'), 'page');
    assert.deepEqual(
      ['sidebars.ts', 'docusaurus.config.ts', path.join('config', 'sidebar.ts')].map((f) =>
        fs.readFileSync(path.join(site, f), 'utf8'),
      ),
      config,
    );
  });
});
