/**
 * Code blocks: highlighting, magic comments (highlighted, added and removed lines), copy and word wrap, titles.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from 'playwright-core';
import {globSync} from 'tinyglobby';
import {afterFrames, until, url, waitForHydration} from '../support/browser';
import {CURRENT, versionDocsDir} from '../../config/versions';
import {
  CLIPBOARD,
  ROOT,
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
        await page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first().waitFor();
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
    'on a phone, offers word wrap on code wider than the screen only, ' + 'and wrapping removes the scrolling',
    async () => {
      await withPage(
        '/docs/quickstart',
        async (page) => {
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
          const blocks = page.locator(
            '[role=tabpanel]:not([hidden]) .theme-code-block, .theme-doc-markdown > .theme-code-block',
          );
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
