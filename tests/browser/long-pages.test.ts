/**
 * A long doc page opened by a click shows its first screens at once and the rest right after
 * (src/plugins/speed/restAfterPaint): in the first frame with the new title, the rest is a screen-high box that holds
 * the footer below the fold; a moment later the article is the server's, word for word. A link to a section, and Back,
 * render the whole page at once, so that the browser finds the section, or the place it restores, in the first frame.
 * While the next page loads, the page on screen does not render its body again (src/theme/DocItem/Content).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launch, newContext, until, url, waitForHydration} from '../support/browser';
import {settleAfterIdle, skipWithoutSpeed} from '../support/speed';
import {full} from '../../scripts/lib/depth';

const FROM = '/docs/quickstart';
const LONG = '/docs/configuration';
const PENDING = '[data-rest-after-paint]';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function withPage(fn: (page: Page) => Promise<void>): Promise<void> {
  const {context} = await newContext(browser, {viewport: {width: 390, height: 844}});
  context.setDefaultTimeout(15_000);
  try {
    await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

interface FirstFrame {
  pending: boolean;
  footerTop: number;
  viewport: number;
  headings: number;
}

/**
 * Records what the first frame that shows `title` as the article's h1 holds. Source text: tsx would wrap a named inner
 * function in a helper that does not exist in the page.
 */
async function watchFirstFrame(page: Page, title: string): Promise<void> {
  await page.evaluate(`(() => {
    const frame = () => {
      const h1 = document.querySelector('article h1');
      if (h1 && h1.textContent === ${JSON.stringify(title)}) {
        window.firstFrame = {
          pending: document.querySelector(${JSON.stringify(PENDING)}) !== null,
          footerTop: document.querySelector('.pagination-nav')?.getBoundingClientRect().top ?? -1,
          viewport: window.innerHeight,
          headings: document.querySelectorAll('article h2').length,
        };
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
}

/** The article's words as the server wrote them, and as the page shows them now. */
async function articleTexts(page: Page, path: string): Promise<{server: string; shown: string}> {
  return page.evaluate(async (target) => {
    const html = await (await fetch(target)).text();
    const server = new DOMParser().parseFromString(html, 'text/html');
    return {
      server: (server.querySelector('article .markdown')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      shown: (document.querySelector('article .markdown')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  }, url(path));
}

/**
 * Counts, through React's developer-tools hook (installed before React starts, as the React DevTools extension does),
 * the components each commit rendered inside the page body (`PageBody`, src/theme/DocItem/Content), and the title
 * shown after the commit. What reads the router (links, and what they render) renders with every change of location
 * by design and is left out. The fiber fields read are React's (`flags & 1` is PerformedWork; tags 0, 1, 11, 14 and
 * 15 are components, 5 a DOM element): if React changes them, the probe finds no body and the test says so.
 */
const RENDER_PROBE = `(() => {
  const probe = (window.bodyRenders = {recording: false, commits: []});
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const readsRouter = (fiber) => {
    for (let d = fiber?.dependencies?.firstContext; d; d = d.next) if (d.context.displayName === 'Router') return true;
    return false;
  };
  const firstElement = (fiber) => {
    for (let f = fiber; f; f = f.child) if (f.tag === 5) return f.stateNode;
    return null;
  };
  const describe = (element) =>
    element ? element.tagName.toLowerCase() + '.' + String(element.className).split(' ')[0] : '?';
  const findBody = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      if (f.elementType?.displayName === 'PageBody') return f;
      const inside = f.child && findBody(f.child);
      if (inside) return inside;
    }
    return null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      if (!probe.recording) return;
      const body = findBody(root.current.child);
      const rendered = [];
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          if (COMPONENT.has(f.tag) && f.flags & 1 && !readsRouter(f) && !readsRouter(f.return)) {
            rendered.push(describe(firstElement(f)));
          }
          // A subtree React did not enter keeps the children of the last commit.
          if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child);
        }
      };
      if (body && body.flags & 1) rendered.push('PageBody');
      if (body && !(body.alternate && body.alternate.child === body.child)) walk(body.child);
      const title = document.querySelector('article h1')?.textContent ?? '';
      probe.commits.push({body: body !== null, rendered, title});
    },
  };
})()`;

interface Commit {
  /** Whether the probe found the page body in the commit. */
  body: boolean;
  /** The first element of each component rendered in the body. */
  rendered: string[];
  title: string;
}

describe('long pages', () => {
  it('a click renders the next page without rendering the body of the page on screen again', () =>
    withPage(async (page) => {
      await page.context().addInitScript(RENDER_PROBE);
      await page.goto(url(FROM));
      await waitForHydration(page);
      const from = await page.locator('article h1').textContent();
      await page.evaluate('window.bodyRenders.recording = true');
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForURL((u) => u.pathname === LONG);
      await page.locator('article h1', {hasText: 'Configuration'}).waitFor();
      const commits = await page.evaluate<Commit[]>('window.bodyRenders.commits');
      assert.ok(
        commits.some((c) => c.body && c.title === 'Configuration' && c.rendered.length > 0),
        `the probe saw no commit that rendered the new page's body: ${JSON.stringify(commits)}`,
      );
      const again = commits.filter((c) => c.title === from).flatMap((c) => c.rendered);
      assert.deepEqual(again, [], `the previous page's body rendered again before the new page`);
    }));

  it('a click shows the first screens at once, then the rest: the server’s article, the footer below the fold', (t) =>
    withPage(async (page) => {
      if (skipWithoutSpeed(t, 'rest-after-paint')) return;
      await page.goto(url(FROM));
      await waitForHydration(page);
      await settleAfterIdle(page);
      await watchFirstFrame(page, 'Configuration');
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForFunction(() => 'firstFrame' in window);
      const first = await page.evaluate(() => (window as unknown as {firstFrame: FirstFrame}).firstFrame);
      assert.ok(first.pending, 'the whole page rendered with the title: nothing was left for after the first frame');
      assert.ok(
        first.footerTop >= first.viewport,
        `the footer showed in the first frame (top ${first.footerTop} px, screen ${first.viewport} px)`,
      );
      await page.locator(PENDING).waitFor({state: 'detached'});
      const {server, shown} = await articleTexts(page, LONG);
      assert.ok(server.length > 5000, 'the server’s article is too short to be the long page');
      assert.equal(shown, server, 'the article shown differs from the server’s');
      assert.ok(first.headings < (await page.locator('article h2').count()), 'the first frame had every section');
    }));

  it('a link to a section of a long page renders it whole and lands on the section', () =>
    withPage(async (page) => {
      await page.goto(url('/docs/guides/deployment'));
      await waitForHydration(page);
      await page.locator(`article a[href="${LONG}#asset-version"]`).first().click();
      await page.waitForURL((u) => u.pathname === LONG && u.hash === '#asset-version');
      await until(
        () =>
          page.locator('#asset-version').evaluate((el) => {
            const r = el.getBoundingClientRect();
            return window.scrollY > 0 && r.top >= -1 && r.top < window.innerHeight / 2;
          }),
        '#asset-version is not at the top of the screen',
      );
      assert.equal(await page.locator(PENDING).count(), 0);
    }));

  it('Back to a long page renders it whole in its first frame', full, () =>
    withPage(async (page) => {
      await page.goto(url(LONG));
      await waitForHydration(page);
      const heading = page.locator('#server-side-rendering-settings');
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForURL((u) => u.pathname !== LONG);
      await heading.waitFor({state: 'detached'});
      await watchFirstFrame(page, 'Configuration');
      await page.goBack();
      await page.waitForFunction(() => 'firstFrame' in window);
      const first = await page.evaluate(() => (window as unknown as {firstFrame: FirstFrame}).firstFrame);
      assert.equal(first.pending, false, 'Back rendered the page in two steps');
      await heading.waitFor();
    }),
  );
});
