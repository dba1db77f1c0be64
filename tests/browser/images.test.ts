/**
 * Images in the docs: sizes, alt text and zoom.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {withPage, useSiteCrawl} from '../support/siteCrawl';

useSiteCrawl();

describe('images', () => {
  it('gives doc images a size, and zooms them on click', async () => {
    await withPage('/docs/latest/concepts/laravext-lifecycle', async (page) => {
      const images = page.locator('.markdown img');
      assert.ok((await images.count()) > 0, 'no image on the lifecycle page');
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        const size = await image.evaluate((img: HTMLImageElement) => ({
          attrs: img.hasAttribute('width') && img.hasAttribute('height'),
          natural: img.complete ? img.naturalWidth : 0,
        }));
        assert.ok(size.attrs || size.natural > 0, 'an image has neither width/height nor an intrinsic size');
      }
      const first = images.first();
      await first.scrollIntoViewIfNeeded();
      await page.locator('.markdown img.medium-zoom-image').first().waitFor({state: 'attached'});
      await first.click();
      await page.locator('.medium-zoom-overlay').waitFor({state: 'visible'});
      await page.locator('.medium-zoom-image--opened').first().waitFor({state: 'visible'});
      // medium-zoom marks the body opened in the frame after it adds the overlay.
      await page.locator('body.medium-zoom--opened').waitFor({state: 'visible'});
      // Once the zoom transition is over, Escape closes it.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await page.keyboard.press('Escape');
      await page.locator('.medium-zoom-overlay').waitFor({state: 'detached'});
      assert.equal(await page.locator('body.medium-zoom--opened').count(), 0);
    });
  });

  it('gives the zoom the colour mode the reader switched to while reading', async () => {
    await withPage('/docs/latest/concepts/laravext-lifecycle', async (page) => {
      const image = page.locator('.markdown img').first();
      await image.scrollIntoViewIfNeeded();
      await page.locator('.markdown img.medium-zoom-image').first().waitFor({state: 'attached'});
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await page.locator('nav.navbar button[aria-label^="Switch between dark and light mode"]').click();
      await page.waitForFunction((was) => document.documentElement.dataset.theme !== was, before);
      const pageColour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await image.click();
      const overlay = page.locator('.medium-zoom-overlay');
      await overlay.waitFor({state: 'visible'});
      assert.equal(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor), pageColour);
    });
  });
});
