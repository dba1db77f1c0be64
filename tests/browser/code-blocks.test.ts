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
import {settleAfterIdle, speedMechanismOn} from '../support/speed';
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
import {full} from '../../scripts/lib/depth';

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

  it(
    "gives a code block in a framework tab opened later its copy button, and it copies that tab's code",
    full,
    async () => {
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
    },
  );

  it('after a client-side navigation, highlights the code and renders a framework tab opened later', full, async () => {
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
        // The page's code comes highlighted: its tokens are there as soon as the block is.
        assert.ok((await firstBlock.locator('.token-line').count()) > 0, 'the code block shows no lines');
        assert.ok((await firstBlock.locator('.token').count()) > 0, 'the code block is not highlighted');
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
          // Every block shown has its copy button once the page runs. (Blocks in the hidden panels of nested tabs are
          // left alone: no reader can see them.)
          const shown = blocks.filter({visible: true});
          const count = await shown.count();
          assert.ok(count > 5, `only ${count} code blocks shown`);
          for (let i = 0; i < count; i++)
            await shown.nth(i).getByRole('button', {name: 'Copy code to clipboard'}).waitFor({state: 'attached'});
          // Each visible block: does its code overflow, and does it offer the button? (Measured once laid out: the
          // block decides on the button in an effect after its first layout.)
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
    'a doc page hydrates its code blocks as the server wrote them, highlighted by the build: no highlighter ' +
      'runs in the browser, and a block the reader focuses keeps the focus',
    async () => {
      const {context, record} = await newContext(browser);
      try {
        // The blocks as the server wrote them.
        const html = await (await request.get(url('/docs/quickstart'))).text();
        const page = await open(context, '/docs/quickstart');
        const served = await page.evaluate(
          (text) =>
            Array.from(
              new DOMParser().parseFromString(text, 'text/html').querySelectorAll('.theme-code-block pre code'),
              (code) => code.innerHTML,
            ),
          html,
        );
        assert.ok(served.length > 5, `only ${served.length} code blocks in the served page`);
        // (A block of plain words, a shell command say, may have no token.)
        const highlighted = served.filter((code) => code.includes('class="token ')).length;
        assert.ok(highlighted > served.length / 2, `only ${highlighted} of ${served.length} served blocks highlighted`);
        await waitForHydration(page);
        await settleAfterIdle(page);
        const hydrated = await page
          .locator('.theme-code-block pre code')
          .evaluateAll((codes) => codes.map((code) => code.innerHTML));
        assert.deepEqual(hydrated, served, 'React changed the code of a block when it hydrated');
        // No highlighter in any script the page ran. Without `prism-out-of-main` (LARAVEXT_SPEED=off) main.js carries
        // the theme's Prism set-up, which no block uses: the blocks above are still the server's.
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((r) => /\.js$/.test(r.name))
            .map((r) => r.name),
        );
        for (const script of speedMechanismOn('prism-out-of-main') ? scripts : []) {
          const body = await (await request.get(script)).text();
          assert.doesNotMatch(body, /Prism\.languages|\.tokenize\(/, `${script} carries a highlighter`);
        }
        const block = page.locator('.theme-doc-markdown .theme-code-block:visible').first();
        await block.locator('pre').focus();
        await block.getByRole('button', {name: 'Copy code to clipboard'}).waitFor({state: 'attached'});
        assert.equal(
          await page.evaluate(() => document.activeElement?.matches('.theme-code-block pre') ?? false),
          true,
          'the focus left the block',
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
