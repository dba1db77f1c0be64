// The writers' loop in a scratch copy of the site: `docusaurus start`, the stable URL /docs/quickstart open in
// Chromium, then an edit of docs/quickstart.mdx shows there (in the nodes already on the page; a new heading in the
// table of contents too; another page's new pagination label in the Next link), and a new page,
// docs/tools/new-thing.mdx, appears in the sidebar and on the Tools category page, with no config edited (the sidebar
// is generated from the files); so does a new community page in the community sidebar. A front matter mistake is named
// on the open page, however the editor saves, and so is a stable copy left stale. Last, `npm run build` runs beside
// the dev server and the open page keeps working.
// About 40-60 s, most of it the dev server's first compile. How fast is measured by `npm run bench -- --writers`.
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {launch, until} from '../support/browser';
import {openWhenServed, serverSettled, startDevServer, timeEdit, type DevServer} from '../../scripts/lib/devServer';
import {scratchSite} from '../support/scratchSite';
import {full} from '../../scripts/lib/depth';

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
/** The open page's console and errors, newest last: told with a failure, so that it explains itself. */
const pageLog: string[] = [];

/** Runs a case; when it fails, adds what the page and the dev server showed then to the error. */
function recorded(body: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await body();
    } catch (error) {
      const seen = await page
        .evaluate(() => ({
          title: document.querySelector('article h1')?.textContent ?? '(no article h1)',
          body: document.body?.innerText.slice(0, 600) ?? '(no body)',
        }))
        .catch((e: Error) => ({title: '?', body: `(page not readable: ${e.message})`}));
      const told =
        `\n--- what the open page showed (${page.url()}): title ${JSON.stringify(seen.title)}\n` +
        `${seen.body}\n--- its console, last 30 lines:\n${pageLog.slice(-30).join('\n')}\n` +
        `--- the dev server's output, last 2000 characters:\n${server?.output().slice(-2000)}`;
      // The spec reporter prints the stack, which was written with the first message: both get it.
      (error as Error).message += told;
      (error as Error).stack = `${(error as Error).stack ?? ''}${told}`;
      throw error;
    }
  };
}

const sidebarLink = (href: string) => page.locator(`nav[aria-label="Docs sidebar"] a[href="${href}"]`);

describe('the writers’ loop in the dev server', full, () => {
  before(async () => {
    site = scratchSite('writers-loop');
    browser = await launch();
    page = await browser.newPage();
    page.on('console', (msg) => pageLog.push(`${new Date().toISOString()} ${msg.type()}: ${msg.text()}`));
    page.on('pageerror', (err) => pageLog.push(`${new Date().toISOString()} pageerror: ${err.message}`));
    page.on(
      'framenavigated',
      (f) => f === page.mainFrame() && pageLog.push(`${new Date().toISOString()} to ${f.url()}`),
    );
    server = await startDevServer(site);
    await openWhenServed(page, server, '/docs/quickstart', 'article h1');
    // A writer reads the page before the first edit; the server may still be compiling other pages' chunks.
    await serverSettled(server);
  });
  after(async () => {
    await server?.stop();
    await browser?.close();
    if (site) fs.rmSync(site, {recursive: true, force: true});
  });

  it(
    'shows an edit of docs/quickstart.mdx on /docs/quickstart, the stable URL, without a reload',
    recorded(async () => {
      const marker = `Edited by the writers' loop test at ${Date.now()}.`;
      // The page's nodes before the edit: the body's new version is diffed into them, not mounted anew
      // (src/plugins/hot-mdx), so the title, a code sample and the table of contents are the same nodes afterwards.
      await page.evaluate(() => {
        const w = window as unknown as {notReloaded: boolean; before: (Element | null)[]};
        w.notReloaded = true;
        w.before = ['article h1', 'article pre', '.table-of-contents'].map((s) => document.querySelector(s));
      });
      await timeEdit(page, path.join(site, 'docs', 'quickstart.mdx'), marker, 20_000);
      assert.equal(new URL(page.url()).pathname, '/docs/quickstart');
      assert.ok(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded), 'page reloaded');
      const kept = await page.evaluate(() =>
        (window as unknown as {before: (Element | null)[]}).before.map((node) => Boolean(node?.isConnected)),
      );
      assert.deepEqual(kept, [true, true, true], 'title, code sample, table of contents: still the same nodes');
    }),
  );

  it(
    'shows a new heading in the table of contents too',
    recorded(async () => {
      const heading = `Heading added at ${Date.now()}`;
      fs.appendFileSync(path.join(site, 'docs', 'quickstart.mdx'), `\n## ${heading}\n\nA paragraph under it.\n`);
      const link = page.locator('.table-of-contents a', {hasText: heading});
      await link.waitFor({state: 'attached', timeout: 20_000});
      assert.equal(await page.locator('article h2', {hasText: heading}).count(), 1);
    }),
  );

  it(
    "shows another page's new pagination label in this page's Next link",
    recorded(async () => {
      // The label is in this page's metadata only (not in the sidebar's data): the module that changes is imported by
      // this page's MDX module alone.
      const next = page.locator('.pagination-nav__link--next');
      const href = (await next.getAttribute('href')) ?? '';
      assert.ok(href.startsWith('/docs/'), `no Next link to a doc page: ${href}`);
      const file = path.join(site, 'docs', `${href.slice('/docs/'.length)}.mdx`);
      assert.ok(fs.existsSync(file), `${file}: the Next page's source is not where its URL says`);
      const label = `Relabelled at ${Date.now()}`;
      const text = fs.readFileSync(file, 'utf8');
      assert.match(text, /^---\n/, `${file} has no front matter`);
      fs.writeFileSync(file, text.replace(/^---\n/, `---\npagination_label: ${label}\n`));
      await next.filter({hasText: label}).waitFor({timeout: 20_000});
    }),
  );

  it(
    'keeps updating the body in place after updates that rendered the app again',
    recorded(async () => {
      await page.evaluate(() => {
        (window as unknown as {code: Element | null}).code = document.querySelector('article pre');
      });
      await timeEdit(page, path.join(site, 'docs', 'quickstart.mdx'), `Edited again at ${Date.now()}.`, 20_000);
      assert.ok(await page.evaluate(() => (window as unknown as {code: Element | null}).code?.isConnected));
    }),
  );

  it(
    'puts a new page in the sidebar and on its category page, with no config edited',
    recorded(async () => {
      const config = ['sidebars.ts', 'docusaurus.config.ts', path.join('config', 'sidebar.ts')].map((f) =>
        fs.readFileSync(path.join(site, f), 'utf8'),
      );
      fs.writeFileSync(path.join(site, 'docs', 'tools', 'new-thing.mdx'), NEW_PAGE);
      // The open page's sidebar gets it when the dev server has reloaded the docs.
      await sidebarLink('/docs/tools/new-thing').waitFor({state: 'attached', timeout: 20_000});
      const tools = await page
        .locator('nav[aria-label="Docs sidebar"] a[href^="/docs/tools/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.equal(
        tools.at(-1),
        '/docs/tools/new-thing',
        `sidebar_position 9 is not last in Tools: ${tools.join(', ')}`,
      );

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
    }),
  );

  it(
    'puts a new community page in the community sidebar, with no config edited',
    recorded(async () => {
      const config = fs.readFileSync(path.join(site, 'sidebarsCommunity.ts'), 'utf8');
      const compiles = () => server!.output().split('compiled').length;
      const compiledBefore = compiles();
      fs.writeFileSync(
        path.join(site, 'community', 'meetups.mdx'),
        NEW_PAGE.replace('title: New thing', 'title: Meetups').replace(
          'sidebar_label: New thing',
          'sidebar_label: Meetups',
        ),
      );
      // A page loaded while the server recompiles can get a script that does not parse ("Invalid or unexpected token",
      // a blank page; fresh19): the writer opens it once the terminal says the new page is compiled.
      await until(() => compiles() > compiledBefore, 'the dev server compiled nothing after the new page', 20_000);
      await serverSettled(server!);
      await page.goto(new URL('/community', server!.baseUrl).toString());
      const link = sidebarLink('/community/meetups');
      await link.waitFor({state: 'attached', timeout: 20_000});
      assert.equal((await link.innerText()).trim(), 'Meetups');
      const hrefs = await page
        .locator('nav[aria-label="Docs sidebar"] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.equal(hrefs.at(-1), '/community/meetups', `sidebar_position 9 is not last: ${hrefs.join(', ')}`);
      assert.equal(fs.readFileSync(path.join(site, 'sidebarsCommunity.ts'), 'utf8'), config);
    }),
  );

  it(
    'names a front matter mistake on the open page, and clears it when the file is fixed',
    recorded(async () => {
      // Docusaurus reports it in the terminal only, and keeps the old page (src/plugins/content-checks).
      const file = path.join(site, 'docs', 'quickstart.mdx');
      const text = fs.readFileSync(file, 'utf8');
      await page.goto(new URL('/docs/quickstart', server!.baseUrl).toString());
      await page.locator('article h1').waitFor();
      fs.writeFileSync(file, text.replace(/^---\n/, '---\nkeywords: [not closed\n'));
      const notice = page.getByRole('alert').filter({hasText: 'Docusaurus cannot load'});
      try {
        await notice.waitFor({timeout: 20_000});
        assert.match(await notice.innerText(), /docs\/quickstart\.mdx:\d+ front matter is not valid YAML/);
      } finally {
        fs.writeFileSync(file, text);
      }
      await notice.waitFor({state: 'detached', timeout: 20_000});
      await timeEdit(page, file, `Edited after a fix at ${Date.now()}.`, 20_000);
    }),
  );

  it(
    'names a mistake saved by renaming a new file over the page, the second time too',
    recorded(async () => {
      // How vim, JetBrains editors, `sed -i` and `git checkout` save: a new file renamed over the old one.
      const file = path.join(site, 'docs', 'quickstart.mdx');
      const text = fs.readFileSync(file, 'utf8');
      const saveByRename = (content: string) => {
        fs.writeFileSync(`${file}.tmp`, content);
        fs.renameSync(`${file}.tmp`, file);
      };
      const notice = page.getByRole('alert').filter({hasText: 'Docusaurus cannot load'});
      for (const round of [1, 2]) {
        saveByRename(text.replace(/^---\n/, `---\nkeywords: [not closed ${round}\n`));
        try {
          await notice.waitFor({timeout: 20_000});
          assert.match(await notice.innerText(), /docs\/quickstart\.mdx:\d+ front matter is not valid YAML/);
        } finally {
          saveByRename(text);
        }
        await notice.waitFor({state: 'detached', timeout: 20_000});
      }
      await timeEdit(page, file, `Edited after a renamed save at ${Date.now()}.`, 20_000);
    }),
  );

  it(
    'says on the open page that the stable copy of an edited page is stale, until `npm run docs:sync`',
    recorded(async () => {
      // The cases above edited docs/quickstart.mdx and added pages; versioned_docs/version-<stable>/ has the old ones.
      const notice = page.getByRole('status').filter({hasText: 'copy is stale'});
      await notice.waitFor({timeout: 20_000});
      assert.match(
        await notice.innerText(),
        /docs\/quickstart\.mdx:\d+ its stable copy versioned_docs\/version-[\d.]+\/quickstart\.mdx differs/,
      );
      const sync = spawnSync('npm', ['run', 'docs:sync'], {cwd: site, encoding: 'utf8'});
      assert.equal(sync.status, 0, sync.stderr);
      await notice.waitFor({state: 'detached', timeout: 20_000});
    }),
  );

  it(
    'keeps the open page and hot reload while `npm run build` runs beside it',
    recorded(async () => {
      // The build reads each page's last update from Git.
      const git = spawnSync(
        'sh',
        ['-c', 'git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm scratch'],
        {cwd: site, encoding: 'utf8'},
      );
      assert.equal(git.status, 0, git.stderr);
      await page.goto(new URL('/docs/quickstart', server!.baseUrl).toString());
      await page.locator('article h1').waitFor();
      const started = Date.now();
      const build = spawn('npm', ['run', 'build', '--ignore-scripts'], {cwd: site, detached: true, stdio: 'ignore'});
      try {
        // What matters: the build writes its routes and plugin data (all versions; the dev server loads one).
        const written = () =>
          ['.docusaurus/build/registry.js', '.docusaurus/registry.js'].some((f) => {
            const stat = fs.statSync(path.join(site, f), {throwIfNoEntry: false});
            return stat !== undefined && stat.mtimeMs >= started;
          });
        while (!written()) {
          assert.ok(Date.now() - started < 120_000, 'the build wrote no generated files within 120 s');
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await serverSettled(server!);
      } finally {
        try {
          process.kill(-build.pid!, 'SIGKILL');
        } catch {
          // Already done.
        }
      }
      assert.equal(await page.getByText('This page crashed').count(), 0, 'the open page crashed');
      await page.locator('article h1').waitFor({timeout: 5000});
      await timeEdit(
        page,
        path.join(site, 'docs', 'quickstart.mdx'),
        `Edited during a build at ${Date.now()}.`,
        20_000,
      );
    }),
  );
});
