/**
 * A page whose HTML arrives in parts, as on a slow network or from a busy server, is not painted half built: rows
 * whose items sit at the right edge or in the middle (the navbar, the home page's hero) are parsed whole before the
 * first paint, a doc page's "Copy page" toolbar keeps its place as its items come in, and the home page's cards keep
 * their columns.
 * A proxy (tests/support/htmlInParts.ts) sends the HTML up to a cut, and the rest once the page has painted what it
 * has (or after a second without a paint, where the render blocks must keep it from painting); the Layout Instability
 * API must report nothing.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser} from 'playwright-core';
import {afterFrames, launch, newContext, url} from '../support/browser';
import {SIGNAL_FIRST_PAINT, startHtmlInParts} from '../support/htmlInParts';
import {recordLayoutShifts, shiftsSoFar} from '../support/layoutShifts';

const HOME = '/';
const DOC = '/docs/quickstart';

describe('HTML that arrives in parts', () => {
  let browser: Browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  it('is first painted with its rows whole', async () => {
    // Rows whose items sit at the right edge or in the middle move when the browser paints them half parsed: the items
    // parsed so far sit at the edge or the centre, and each one that comes later pushes them along. The first paint
    // waits for the navbar and for the home page's hero (src/plugins/framework-choice, its FirstPaintAfter); a doc
    // page's "Copy page" toolbar sits at the start edge, where its button stays as the link comes in, and the home
    // page's cards keep their columns as more come in. Cut in two there, the HTML moves nothing. Without the waits the
    // navbar's cut must move something, or this test tests nothing (`control`).
    const cuts = [
      // After the navbar's first right-hand item, the version dropdown (the right-hand items show from 997 px).
      {
        page: DOC,
        name: 'inside the navbar',
        cut: /navbar__items--right">.*?<\/ul><\/div>/s,
        width: 1280,
        control: true,
      },
      // After the toolbar's first element opens: the Copy page button, before its label and the link after it.
      // (At 390 px, where a deep-link test once saw the button move when the toolbar sat at the right edge.)
      {page: DOC, name: 'inside the toolbar', cut: /<button[^>]*>(?=Copy page<)/, width: 390, control: false},
      // Inside the hero's centred pitch, and where the second feature card begins (the grid once had fewer, wider
      // columns while the rest of the cards had not come in).
      {page: HOME, name: "inside the hero's pitch", cut: /<\/code> or /, width: 1280, control: false},
      {
        page: HOME,
        name: 'among the feature cards',
        cut: /<ul[^>]*\bid="?feature-list\b[^>]*>(.*?<li\b[^>]*>){2}/s,
        width: 1280,
        control: false,
      },
    ];
    // A half-parsed row moved the page by 0.0014 to 0.01; anything from 0.001 counts (sub-pixel settling does not).
    const MOVED = 0.001;
    const parts = await startHtmlInParts(url('/'));
    const moved: string[] = [];
    const stillWithoutWaits: string[] = [];
    try {
      const load = async (pagePath: string, width: number) => {
        const {context} = await newContext(browser, {viewport: {width, height: 844}});
        try {
          await recordLayoutShifts(context);
          await context.addInitScript({content: SIGNAL_FIRST_PAINT});
          const page = await context.newPage();
          // Parsed to the end by DOMContentLoaded; painted after the frames that follow.
          await page.goto(new URL(pagePath, parts.url).toString(), {waitUntil: 'domcontentloaded'});
          await afterFrames(page);
          return await shiftsSoFar(page);
        } finally {
          await context.close();
        }
      };
      for (const {page, name, cut, width, control} of cuts) {
        // The first paint must not come before the rest: the proxy sends it after a second without one.
        const before = await parts.split(page, cut, {pauseMs: 1_000});
        const {list, score} = await load(page, width);
        if (score >= MOVED) moved.push(`${page} ${name} (after "${before}") at ${width} px:\n  ${list.join('\n  ')}`);
        if (!control) continue;
        // Here the first part must be painted: the rest goes as soon as it is, however long a busy machine takes.
        await parts.split(page, cut, {pauseMs: 10_000, withoutRenderBlocks: true});
        if ((await load(page, width)).score < MOVED) stillWithoutWaits.push(`${page} ${name} at ${width} px`);
      }
    } finally {
      await parts.stop();
    }
    assert.deepEqual(moved, [], `the page moved while its HTML came in parts:\n${moved.join('\n')}`);
    assert.deepEqual(
      stillWithoutWaits,
      [],
      'without the render blocks these cuts moved nothing: the browser paints differently now, and the test needs ' +
        'cuts that show a half-parsed row',
    );
  });
});
