/**
 * Tab groups as a reader uses them: the Vue/React choice shared by every framework tab group (a click, the next page,
 * ?framework=, framework-only prose) and the npm/Yarn/pnpm/Bun install tabs. What the choice shows from the first paint
 * is in framework-tabs.test.ts.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {open} from '../support/browser';
import {
  FRAMEWORK_TABS,
  INSTALL_TABS,
  assertShownSamplesHaveCode,
  selectedFrameworks,
  tabGroups,
  withPage,
  useSiteCrawl,
} from '../support/siteCrawl';
import {full} from '../../scripts/lib/depth';

useSiteCrawl();

describe('framework choice', () => {
  const PAGE = '/docs/latest/quickstart';

  it('switches every framework tab group on the page when the reader picks React in one', async () => {
    await withPage(PAGE, async (page) => {
      const groups = await tabGroups(page, FRAMEWORK_TABS);
      assert.ok(groups.length >= 2, `${PAGE} should have several Vue/React tab groups`);
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['Vue']), 'Vue is the default');
      const last = groups[groups.length - 1];
      await last.scrollIntoViewIfNeeded();
      await last.getByRole('tab', {name: 'React', exact: true}).click();
      assert.deepEqual(new Set(await selectedFrameworks(page)), new Set(['React']));
      await assertShownSamplesHaveCode(page, 'React');
    });
  });

  it('keeps the choice on the next page load', async () => {
    await withPage(PAGE, async (page, context) => {
      const [first] = await tabGroups(page, FRAMEWORK_TABS);
      await first.getByRole('tab', {name: 'React', exact: true}).click();
      const next = await open(context, '/docs/latest/tools/visit');
      const selected = await selectedFrameworks(next);
      assert.ok(selected.length > 0, 'no framework tabs on the visit page');
      assert.deepEqual(new Set(selected), new Set(['React']));
      await assertShownSamplesHaveCode(next, 'React');
    });
  });

  it('selects React from ?framework=react on a first visit', full, async () => {
    await withPage('/docs/latest/tools/visit?framework=react', async (page) => {
      const selected = await selectedFrameworks(page);
      assert.ok(selected.length > 0);
      assert.deepEqual(new Set(selected), new Set(['React']));
      await assertShownSamplesHaveCode(page, 'React');
    });
  });

  it('shows framework-only prose for the chosen framework only', async () => {
    await withPage(PAGE, async (page) => {
      const vue = page.locator('article [data-framework="vue"]');
      const react = page.locator('article [data-framework="react"]');
      assert.ok((await vue.count()) > 0, 'no Vue-only prose on the page');
      assert.ok(await vue.first().isVisible(), 'Vue-only prose hidden with Vue chosen');
      // Once hydrated, the other framework's prose is not rendered at all (FrameworkOnly); the click below proves the
      // page has some.
      assert.equal(await react.filter({visible: true}).count(), 0, 'React-only prose shows with Vue chosen');
      const [first] = await tabGroups(page, FRAMEWORK_TABS);
      await first.getByRole('tab', {name: 'React', exact: true}).click();
      await react.first().waitFor({state: 'visible'});
      await vue
        .first()
        .waitFor({state: 'hidden'})
        .catch(() => assert.fail('Vue-only prose still shows with React chosen'));
    });
  });
});

describe('install commands', () => {
  it('offers npm, Yarn, pnpm and Bun tabs, each with its own command', async () => {
    await withPage('/docs/latest/quickstart', async (page) => {
      const groups = await tabGroups(page, INSTALL_TABS);
      assert.ok(groups.length > 0, 'no npm/Yarn/pnpm/Bun tabs');
      const group = groups[0];
      const panels = group.locator('xpath=following-sibling::*[1]');
      for (const manager of INSTALL_TABS) {
        await group.getByRole('tab', {name: manager, exact: true}).click();
        const code = await panels.locator('[role="tabpanel"]:not([hidden]) code').first().innerText();
        assert.match(code, new RegExp(`^${manager.toLowerCase()}\\b`, 'm'), `the ${manager} tab shows: ${code}`);
      }
    });
  });
});
