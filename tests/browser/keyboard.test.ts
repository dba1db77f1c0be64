/**
 * The site works from the keyboard alone: the skip link, visible focus, the search shortcut and its results, the
 * framework tabs, the version dropdown and the colour-mode toggle. Every step uses key presses only.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launch, location, open, until, warmContexts, type PageRecord} from '../support/browser';
import {sitemapPaths} from '../support/http';
import {full} from '../../scripts/lib/depth';

const DOC = '/docs/quickstart';

/** What has the focus, described in the terms the tests need. */
interface Focused {
  kind: 'link' | 'button' | 'tab' | 'search' | 'other' | 'none';
  /** Outline or box-shadow: the focus indicator is visible. */
  indicator: boolean;
  outline: string;
  boxShadow: string;
  label: string;
  placeholderSearch: boolean;
  inMain: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {
        kind: 'none',
        indicator: false,
        outline: '',
        boxShadow: '',
        label: 'body',
        placeholderSearch: false,
        inMain: false,
      } as const;
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const role = el.getAttribute('role');
    const kind = el.matches('input.navbar__search-input')
      ? 'search'
      : role === 'tab'
        ? 'tab'
        : el.tagName === 'BUTTON' || role === 'button'
          ? 'button'
          : el.tagName === 'A'
            ? 'link'
            : 'other';
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '')
      .trim()
      .replace(/\s+/g, ' ');
    return {
      kind,
      indicator: outline || shadow,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      label:
        `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}` +
        `${el.className ? ` class="${String(el.className).slice(0, 60)}"` : ''}> ${text.slice(0, 50)}`,
      placeholderSearch: el.hasAttribute('data-laravext-placeholder'),
      inMain: !!el.closest('main, #__docusaurus_skipToContent_fallback'),
    } as const;
  });
}

/** The real search input (not the placeholder shown before the search code loads) has the focus. */
async function waitForRealSearchFocus(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const el = document.activeElement;
      return !!el && el.matches('input.navbar__search-input') && !el.hasAttribute('data-laravext-placeholder');
    },
    null,
    {timeout},
  );
}

/**
 * Presses Tab once and returns what has the focus. Focusing the search placeholder loads the search bar (the focus
 * may sit on <body> while the placeholder is swapped), which then hands the focus to its real input: wait for that
 * before going on, as a reader would.
 */
async function tab(page: Page, key = 'Tab'): Promise<Focused> {
  await page.keyboard.press(key);
  const f = await focused(page);
  if (!f.placeholderSearch && f.kind !== 'none') return f;
  const handedOver = await waitForRealSearchFocus(page, f.placeholderSearch ? 10_000 : 3_000).then(
    () => true,
    () => false,
  );
  return handedOver || f.kind !== 'none' ? focused(page) : f;
}

/** Presses Tab until `match` accepts the focused element; returns it. */
async function tabTo(page: Page, match: (f: Focused) => boolean, what: string, max = 120): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    const f = await tab(page);
    if (match(f)) return f;
    seen.push(f.label);
  }
  assert.fail(`${what} not reached with ${max} Tab presses; focus went through:\n${seen.slice(-30).join('\n')}`);
}

async function theme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

describe('keyboard only', () => {
  let browser: Browser;
  let context: BrowserContext;
  let record: PageRecord;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  const warm = warmContexts(() => browser);

  /** Fresh storage per test (`warmContexts`). */
  async function fresh(pagePath: string): Promise<Page> {
    ({context, record} = await warm.take());
    return open(context, pagePath);
  }

  it('the first Tab focuses the skip link, and Enter moves the focus to the main content', async () => {
    const page = await fresh(DOC);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    assert.ok(
      await skip.evaluate((el) => el === document.activeElement),
      `first Tab focused ${(await focused(page)).label}`,
    );
    assert.ok(await skip.isVisible(), 'the focused skip link is not visible');
    assert.ok((await focused(page)).indicator, 'the focused skip link shows no focus indicator');

    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => {
        const el = document.activeElement;
        return !!el && el !== document.body && !!el.closest('main, #__docusaurus_skipToContent_fallback');
      },
      null,
      {timeout: 5_000},
    );
    // It stays there once the page has rendered again (Chromium moves the focus of an element that stopped being
    // focusable to <body> at the next rendering update).
    const stays = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(!!document.activeElement?.closest('main, #__docusaurus_skipToContent_fallback')),
            ),
          ),
        ),
    );
    assert.ok(stays, `the focus left the main content after a frame: ${(await focused(page)).label}`);
    // The next Tab goes on inside the content, past the navbar.
    await page.keyboard.press('Tab');
    const next = await focused(page);
    assert.ok(
      await page.evaluate(() => !document.activeElement?.closest('nav.navbar')),
      `after the skip link, Tab went back to the navbar: ${next.label}`,
    );
  });

  it('focus is visible on links, buttons, tabs and the search input', full, async () => {
    const page = await fresh(DOC);
    const kinds = new Map<string, string>();
    const invisible: string[] = [];
    // Every focus stop of the page, from the skip link to the footer.
    let stops = 0;
    for (; stops < 500; stops += 1) {
      const f = await tab(page);
      if (f.kind === 'none') break;
      if (!f.indicator) invisible.push(`${f.label} (outline: ${f.outline}; box-shadow: ${f.boxShadow})`);
      if (f.kind !== 'other' && !kinds.has(f.kind)) kinds.set(f.kind, f.label);
    }
    assert.ok(stops > 50, `only ${stops} focus stops before the focus left the page`);
    assert.deepEqual(invisible, [], `focused without a visible indicator:\n${invisible.join('\n')}`);
    assert.deepEqual(
      [...kinds.keys()].sort(),
      ['button', 'link', 'search', 'tab'],
      `kinds reached: ${[...kinds.values()].join(' | ')}`,
    );
  });

  it('Ctrl+K focuses the search; typing, ArrowDown and Enter open a result', async () => {
    const page = await fresh(DOC);
    const known = new Set(sitemapPaths());
    await page.keyboard.press('Control+k');
    await waitForRealSearchFocus(page);
    // Type at once, as a reader does: the index may still be loading.
    await page.keyboard.type('routing', {delay: 30});
    const options = page.locator('[role="option"]');
    await options.first().waitFor({state: 'visible', timeout: 10_000});
    assert.ok((await options.count()) >= 2, 'fewer than 2 results for "routing"');

    await page.keyboard.press('ArrowDown');
    // autocomplete.js marks the active result (role=option) with aria-selected; ArrowDown must move to a result.
    await page.waitForFunction(() => document.querySelector('[role="option"][aria-selected="true"]'), null, {
      timeout: 5_000,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname !== DOC, {timeout: 10_000});
    await page.locator('h1').first().waitFor({state: 'visible', timeout: 10_000});
    const target = new URL(page.url());
    assert.ok(known.has(target.pathname), `the result opened ${location(page)}, which is not a page of the sitemap`);
    assert.equal(
      target.searchParams.get('_highlight'),
      'routing',
      `the result link does not carry the query: ${location(page)}`,
    );
    assert.deepEqual(record.consoleErrors, []);
  });

  it('framework tabs switch with the arrow keys', full, async () => {
    const page = await fresh(DOC);
    const isVueTab = (f: Focused) => f.kind === 'tab' && / Vue$/.test(f.label);
    await tabTo(page, isVueTab, 'the Vue tab');
    const selected = () =>
      page.evaluate(() => {
        const tab = document.activeElement as HTMLElement;
        const list = tab.closest('[role="tablist"]') as HTMLElement;
        const container = list.parentElement as HTMLElement;
        const panels = [
          ...container.querySelectorAll(':scope > div > [role="tabpanel"], :scope > [role="tabpanel"]'),
        ] as HTMLElement[];
        const selectedTabs = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) =>
          t.textContent?.trim(),
        );
        return {
          focused: tab.textContent?.trim(),
          selected: list.querySelector('[aria-selected="true"]')?.textContent?.trim(),
          visiblePanels: panels.filter((p) => !p.hidden && p.offsetParent !== null).length,
          vueTabsSelected: selectedTabs.filter((t) => t === 'Vue').length,
          reactTabsSelected: selectedTabs.filter((t) => t === 'React').length,
        };
      });
    const start = await selected();
    assert.equal(start.selected, 'Vue', 'Vue is not the default framework');

    /** The state once every framework tab group shows `framework`, or the last one seen after 3 s. */
    const settledOn = async (framework: string) => {
      let state = await selected();
      const other = framework === 'React' ? 'vueTabsSelected' : 'reactTabsSelected';
      await until(
        async () => {
          state = await selected();
          return state.focused === framework && state.selected === framework && state[other] === 0;
        },
        () => `the framework tabs did not all switch to ${framework}: ${JSON.stringify(state)}`,
        3_000,
      );
      return state;
    };

    await page.keyboard.press('ArrowRight');
    const right = await settledOn('React');
    assert.equal(right.focused, 'React', 'ArrowRight did not move the focus to the React tab');
    assert.equal(right.selected, 'React', 'ArrowRight did not switch to the React tab');
    assert.equal(right.visiblePanels, 1, 'not exactly one visible panel');
    assert.equal(right.vueTabsSelected, 0, 'other framework tabs on the page stayed on Vue');
    assert.ok(right.reactTabsSelected >= 2, 'the choice did not apply to the other framework tabs');

    await page.keyboard.press('ArrowLeft');
    const left = await settledOn('Vue');
    assert.equal(left.focused, 'Vue');
    assert.equal(left.selected, 'Vue', 'ArrowLeft did not switch back to the Vue tab');
  });

  it('the version dropdown opens from the keyboard and its items can be reached and followed', full, async () => {
    const page = await fresh(DOC);
    await tabTo(page, (f) => f.kind === 'button' && f.label.includes('navbar__link'), 'the version dropdown');
    const toggle = page.locator('.navbar .dropdown > .navbar__link[aria-haspopup="true"]');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.ok(!(await page.locator('.navbar .dropdown .dropdown__menu').isVisible()), 'the menu is open before Enter');

    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'Enter did not open the dropdown');
    await page.locator('.navbar .dropdown .dropdown__menu').waitFor({state: 'visible', timeout: 3_000});

    const item = await tabTo(
      page,
      (f) => f.kind === 'link' && f.label.includes('dropdown__link') && !f.label.includes('--active'),
      'a version item',
      5,
    );
    assert.ok(item.indicator, 'the dropdown item shows no focus indicator');
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    assert.ok(href && href !== DOC, `odd version link ${href}`);
    assert.ok(
      await page.evaluate(() => (document.activeElement as HTMLElement).checkVisibility()),
      'the focused item is not visible',
    );

    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === href, {timeout: 10_000});
    assert.equal(new URL(page.url()).pathname, href);
  });

  it('the colour-mode toggle works with Enter and with Space', full, async () => {
    const page = await fresh(DOC);
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const startTheme = await theme(page);
    const startBackground = await background();
    await tabTo(page, (f) => f.kind === 'button' && /dark and light mode/.test(f.label), 'the colour-mode toggle');

    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => document.documentElement.dataset.theme !== t, startTheme, {timeout: 3_000});
    const afterEnter = await theme(page);
    assert.notEqual(afterEnter, startTheme);
    await page.waitForFunction(
      (bg) => getComputedStyle(document.documentElement).backgroundColor !== bg,
      startBackground,
      {timeout: 3_000},
    );
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), afterEnter, 'the choice is not remembered');

    await page.keyboard.press('Space');
    await page.waitForFunction((t) => document.documentElement.dataset.theme !== t, afterEnter, {timeout: 3_000});
    assert.equal(await theme(page), startTheme, 'Space did not switch the mode back');
    assert.equal(
      await page.evaluate(() =>
        (document.activeElement as HTMLElement).getAttribute('aria-label')?.includes('dark and light mode'),
      ),
      true,
      'the toggle lost the focus',
    );
  });
});
