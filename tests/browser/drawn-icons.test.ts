/**
 * The chevrons and the search icon are drawn without images from the stylesheet (src/css/drawn-icons.css says why):
 * nothing a doc page shows asks the browser for a CSS image, on a phone or a desktop, and the icons still show, in
 * both colour modes.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {withPage, useSiteCrawl} from '../support/siteCrawl';
import {waitForHydration} from '../support/browser';

useSiteCrawl();

/** A doc page with breadcrumbs, a sidebar with categories and a table of contents. */
const DOC = '/docs/latest/guides/app-setup';
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};
const DESKTOP = {viewport: {width: 1280, height: 900}};
const MODES = ['light', 'dark'] as const;

/** Every image a rendered element or its `::before` / `::after` takes from the stylesheet, with where. */
function cssImages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const props = ['background-image', 'mask-image', '-webkit-mask-image', 'list-style-image', 'border-image-source'];
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      if (!el.checkVisibility()) continue;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (pseudo && (style.content === 'none' || style.content === 'normal' || style.display === 'none')) continue;
        for (const prop of props) {
          const value = style.getPropertyValue(prop);
          if (value.includes('url('))
            found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''} ${prop}`);
        }
      }
    }
    return found;
  });
}

interface Drawn {
  width: number;
  height: number;
  colour: string;
  shape: string;
}

/** The box, colour and clip of `selector`'s pseudo-element (or of the element, for an inline icon). */
function drawn(page: Page, selector: string, pseudo: '::before' | '::after' | null): Promise<Drawn> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, p) => {
      const style = getComputedStyle(el, p);
      return {
        width: parseFloat(style.width),
        height: parseFloat(style.height),
        colour: p ? style.backgroundColor : style.color,
        shape: style.clipPath,
      };
    }, pseudo);
}

function assertShows(icon: Drawn, what: string, shaped: boolean): void {
  assert.ok(icon.width >= 8 && icon.height >= 8, `${what} has no room: ${icon.width} × ${icon.height}`);
  assert.ok(!/rgba\(.*, 0\)$|transparent/.test(icon.colour), `${what} has no colour: ${icon.colour}`);
  if (shaped) assert.match(icon.shape, /^polygon\(/, `${what} is not drawn as a chevron: ${icon.shape}`);
}

describe('icons drawn without CSS images', () => {
  for (const mode of MODES) {
    it(`a doc page on a phone, ${mode} mode: no CSS image, and the separators, caret and magnifier show`, async () => {
      await withPage(
        `${DOC}?docusaurus-theme=${mode}`,
        async (page) => {
          await waitForHydration(page);
          assert.deepEqual(await cssImages(page), [], 'elements the page shows take images from the stylesheet');
          assertShows(
            await drawn(page, '.breadcrumbs__item:not(:last-child)', '::after'),
            'a breadcrumb separator',
            true,
          );
          assertShows(await drawn(page, '.theme-doc-toc-mobile > button', '::after'), 'the "On this page" caret', true);
          assertShows(await drawn(page, '.navbar__search svg', null), 'the search magnifier', false);
        },
        PHONE,
      );
    });
  }

  it('a doc page on a desktop: no CSS image, and the category carets and the GitHub mark show', async () => {
    await withPage(
      DOC,
      async (page) => {
        await waitForHydration(page);
        assert.deepEqual(await cssImages(page), [], 'elements the page shows take images from the stylesheet');
        assertShows(await drawn(page, '.menu__caret', '::before'), 'a category caret', true);
        const github = await drawn(page, '.navbar .header-github-link', '::before');
        assertShows(github, 'the GitHub mark', false);
        assert.match(github.shape, /^path\(/, `the GitHub mark is not drawn: ${github.shape}`);
      },
      DESKTOP,
    );
  });
});
