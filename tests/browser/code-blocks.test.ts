/**
 * Code blocks: highlighting, magic comments (highlighted, added and removed lines), copy and word wrap, titles.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from 'playwright-core';
import {globSync} from 'tinyglobby';
import {afterFrames, flushConsole, newContext, open, until, url, waitForHydration} from '../support/browser';
import {settleAfterIdle, skipWithoutSpeed} from '../support/speed';
import {NEXT_PAGES_MARK} from '../../src/plugins/speed/client/idle';
import {resourcesAroundMark} from '../../scripts/lib/resourceTiming';
import {CURRENT, versionDocsDir} from '../../config/versions';
import {
  CLIPBOARD,
  ROOT,
  browser,
  STABLE,
  assertShownSamplesHaveCode,
  info,
  readClipboard,
  request,
  withPage,
  useSiteCrawl,
} from '../support/siteCrawl';

useSiteCrawl();

describe('code blocks', () => {
  it('shows the title of a titled code block', async () => {
    const markdown = await (await request.get(url('/docs/latest/laravext.md'))).text();
    const title = markdown.match(/^```\w*\s+title="([^"]+)"/m)?.[1];
    assert.ok(title, 'the page has no titled code block any more');
    await withPage('/docs/latest/laravext', async (page) => {
      const titleBar = page.locator('.theme-code-block [class*="codeBlockTitle"]', {hasText: title});
      assert.ok((await titleBar.count()) >= 1, `no code block titled ${title}`);
      assert.ok(await titleBar.first().isVisible());
    });
  });

  /** Clicks the block's copy button and checks that the clipboard holds the block's code. */
  async function copiesItsCode(page: Page, block: Locator): Promise<void> {
    await block.hover();
    const expected = await block
      .locator('pre code .token-line')
      .evaluateAll((lines) => lines.map((l) => l.textContent ?? '').join('\n'));
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await block.getByRole('button', {name: 'Copied'}).waitFor();
    assert.equal((await readClipboard(page)).trim(), expected.trim());
  }

  it('copies the code with the copy button', async () => {
    await withPage(
      '/docs/latest/laravext',
      async (page) => {
        // Code blocks render again once the page is interactive: use actions that wait for the block to be there.
        const block = page.locator('.theme-code-block').first();
        await copiesItsCode(page, block);
      },
      CLIPBOARD,
    );
  });

  it("gives a code block in a framework tab opened later its copy button, and it copies that tab's code", async () => {
    await withPage(
      '/docs/quickstart',
      async (page) => {
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        // The React panels were hidden on load: their blocks get their browser-only buttons when first shown.
        const panel = page.locator('[role=tabpanel]:has(.theme-code-block)').nth(1);
        assert.equal(await panel.getAttribute('hidden'), '', 'the second panel with code should start hidden');
        await page.getByRole('tab', {name: 'React'}).first().click();
        const block = panel.locator('.theme-code-block').first();
        await copiesItsCode(page, block);
      },
      CLIPBOARD,
    );
  });

  it('after a client-side navigation, highlights the code and renders a framework tab opened later', async () => {
    await withPage(
      '/docs/before-you-start',
      async (page) => {
        await waitForHydration(page);
        // The next page is rendered in the browser, not hydrated from server HTML.
        await page.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
        await page.locator('.pagination-nav__link--next').click();
        await page.waitForURL(/\/docs\/quickstart$/);
        assert.equal(
          await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage),
          true,
          'the page reloaded',
        );
        const firstBlock = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
        await firstBlock.waitFor();
        // The page shows its code at once, one token a line; the colours follow in a render of their own.
        const lines = await firstBlock.locator('.token-line').count();
        assert.ok(lines > 0, 'the code block shows no lines');
        await firstBlock.locator('.token:not(.plain)').first().waitFor();
        assert.equal(await firstBlock.locator('.token-line').count(), lines, 'the colours changed the lines');
        await assertShownSamplesHaveCode(page, 'Vue');
        await page.getByRole('tab', {name: 'React'}).first().click();
        await assertShownSamplesHaveCode(page, 'React');
        await copiesItsCode(
          page,
          page.locator('[role=tabpanel]:not([hidden]) .theme-code-block', {hasText: 'react'}).first(),
        );
      },
      CLIPBOARD,
    );
  });

  it(
    'on a phone, a touched code block offers word wrap on code wider than the screen only, ' +
      'and wrapping removes the scrolling',
    async () => {
      await withPage(
        '/docs/quickstart',
        async (page) => {
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
          const blocks = page.locator(
            '[role=tabpanel]:not([hidden]) .theme-code-block, .theme-doc-markdown > .theme-code-block',
          );
          // A block gets its buttons when the reader first uses it (with the speed plugin's code-on-use; at once
          // without): touch each one, as a reader about to copy or wrap it does.
          // (Blocks in the hidden panels of nested tabs are left alone: no reader can touch them.)
          const shown = blocks.filter({visible: true});
          const count = await shown.count();
          assert.ok(count > 5, `only ${count} code blocks shown`);
          for (let i = 0; i < count; i++) {
            await shown.nth(i).tap();
            await shown.nth(i).getByRole('button', {name: 'Copy code to clipboard'}).waitFor({state: 'attached'});
          }
          // Each visible block: does its code overflow, and does it offer the button? (Measured once laid out: the
          // theme decides on the button in an effect after the block's first layout.)
          const survey = async () => {
            await afterFrames(page);
            return blocks.evaluateAll((els) =>
              els.map((el) => {
                const pre = el.querySelector('pre')!;
                return {
                  wide: pre.scrollWidth > pre.clientWidth,
                  button: !!el.querySelector('button[aria-label="Toggle word wrap"]'),
                };
              }),
            );
          };
          let seen = await survey();
          await until(
            async () => (seen = await survey()).every((b) => b.wide === b.button),
            () => `word wrap offered where the code fits, or missing where it overflows: ${JSON.stringify(seen)}`,
            10_000,
          );
          assert.ok(
            seen.some((b) => b.wide),
            'no code block overflows a phone screen: the test has nothing to check',
          );
          assert.ok(
            seen.some((b) => !b.wide),
            'every block overflows: the test cannot tell the button from noise',
          );
          assert.deepEqual(
            seen.filter((b) => b.wide !== b.button),
            [],
            'a block offers word wrap without overflowing, or overflows without it',
          );
          const wide = blocks.nth(seen.findIndex((b) => b.wide));
          await wide.scrollIntoViewIfNeeded();
          await wide.getByRole('button', {name: 'Toggle word wrap'}).click();
          await page.waitForFunction(
            (el) => !!el && el.querySelector('pre')!.scrollWidth <= el.querySelector('pre')!.clientWidth,
            await wide.elementHandle(),
          );
          assert.equal(await wide.locator('code').evaluate((c) => getComputedStyle(c).whiteSpace), 'pre-wrap');
        },
        {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
      );
    },
  );

  it(
    'a doc page hydrates its highlighted code blocks as the server wrote them, without their code, and a block ' +
      'the reader focuses gets its buttons and keeps the focus',
    async (t) => {
      if (skipWithoutSpeed(t, 'code-on-use')) return;
      const {context, record} = await newContext(browser);
      try {
        const chunks: string[] = [];
        context.on('request', (r) => {
          if (/\/assets\/js\/code-block\.[^/]*\.js$/.test(r.url())) chunks.push(r.url());
        });
        const page = await open(context, '/docs/quickstart');
        // Once idle, the page loads the code for the next page's blocks; its own blocks stay as they are.
        await settleAfterIdle(page);
        const block = page.locator('.theme-doc-markdown .theme-code-block:visible').first();
        const before = {html: await block.innerHTML(), tokens: await block.locator('.token').count()};
        assert.ok(before.tokens > 0, 'the first code block is not highlighted');
        assert.equal(await block.locator('button').count(), 0, 'the block rendered its buttons without being used');
        const beforeStart = (await resourcesAroundMark(page, NEXT_PAGES_MARK)).before.filter((name) =>
          /\/assets\/js\/code-block\.[^/]*\.js$/.test(name),
        );
        assert.deepEqual(beforeStart, [], "the page's own load fetched the code block's code");

        // Keyboard focus is a first use (focus() here: no key press, which would load the code by itself).
        await block.locator('pre').focus();
        await block.getByRole('button', {name: 'Copy code to clipboard'}).waitFor();
        assert.equal(chunks.length, 1, "the code block's code was not fetched once (idle or on first use)");
        assert.equal(await block.locator('.token').count(), before.tokens, 'the block lost its highlighting');
        assert.equal(
          await block.locator('pre code').evaluate((code) => code.textContent),
          await page.evaluate((html) => {
            const probe = document.createElement('div');
            probe.innerHTML = html;
            return probe.querySelector('pre code')!.textContent;
          }, before.html),
          'the code changed when React rendered the block',
        );
        assert.equal(
          await page.evaluate(() => document.activeElement?.matches('.theme-code-block pre') ?? false),
          true,
          'the focus left the block when React rendered it',
        );
        await flushConsole(page, record);
        assert.deepEqual(record.consoleErrors, []);
      } finally {
        await context.close();
      }
    },
  );

  it('marks highlighted, added and removed lines wherever the content asks for them', () => {
    const MAGIC = /^\s*(?:\/\/|#|<!--|\{\/\*|\/\*)\s*(highlight|add|remove)-(?:next-line|start)\b/gm;
    const sources: {dir: string; prefix: string}[] = [
      {dir: versionDocsDir(CURRENT), prefix: '/docs/latest'},
      {dir: versionDocsDir(STABLE), prefix: '/docs'},
    ];
    const seen = {highlight: 0, add: 0, remove: 0};
    for (const {dir, prefix} of sources) {
      const base = path.join(ROOT, dir);
      for (const file of globSync('**/*.{md,mdx}', {cwd: base})) {
        const source = fs.readFileSync(path.join(base, file), 'utf8');
        const kinds = new Set([...source.matchAll(MAGIC)].map((m) => m[1] as keyof typeof seen));
        if (kinds.size === 0) continue;
        const slug = source.match(/^---[\s\S]*?^slug:\s*(\S+)[\s\S]*?^---/m)?.[1];
        const id = file.replace(/\.mdx?$/, '');
        const pagePath = slug ? `${prefix}${slug === '/' ? '' : slug}` : `${prefix}/${id}`;
        const p = info(pagePath);
        for (const kind of kinds) {
          seen[kind] += 1;
          const count = {highlight: p.highlighted, add: p.added, remove: p.removed}[kind];
          assert.ok(count > 0, `${pagePath} uses ${kind} magic comments but shows no such line`);
        }
      }
    }
    assert.ok(seen.highlight > 0, 'no page uses highlight comments');
  });
});
