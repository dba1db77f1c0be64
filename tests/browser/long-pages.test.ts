/**
 * A long doc page opened by a click shows its first screens at once and the rest right after
 * (src/plugins/speed/restAfterPaint): in the first frame with the new title, the rest is a screen-high box that holds
 * the footer below the fold; a moment later the article is the server's, word for word. A link to a section, and Back,
 * render the whole page at once, so that the browser finds the section, or the place it restores, in the first frame.
 * On a phone's screen, less waits: only what fills it comes first, and it reaches past the fold on every page. A click
 * on a link whose page has loaded renders that page at once (patches/README.md); while a page loads, the page on screen
 * does not render its body again (src/plugins/speed/theme/DocItem/Content).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launch, newContext, until, url, waitForHydration} from '../support/browser';
import {settleAfterIdle, skipWithoutSpeed} from '../support/speed';
import {FULL_RUN, full} from '../../scripts/lib/depth';
import {PHONE_SCREEN} from '../../src/plugins/speed/restAfterPaint/phoneScreen';

/** The doc page before LONG in the sidebar: its Next link opens LONG. */
const FROM = '/docs/tools/chrome-extension';
const FROM_TITLE = 'Chrome extension';
const LONG = '/docs/configuration';
const PENDING = '[data-rest-after-paint]';
/** The first doc page: Next from here goes through every doc page in the sidebar's order. */
const FIRST_DOC = '/docs';

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

/** What waits in the first frame after a click on Next: the tops of the boxes that hold its place, the screen. */
interface Waiting {
  from: string;
  to: string;
  tops: number[];
  viewport: number;
}

/**
 * Clicks Next on the page on screen and records the first frame with the next page's h1. Source text, as above.
 */
async function nextFirstFrame(page: Page): Promise<Waiting> {
  await page.evaluate(`(() => {
    delete window.waiting;
    const from = location.pathname;
    const title = document.querySelector('h1')?.textContent;
    const frame = () => {
      const h1 = document.querySelector('h1');
      if (location.pathname !== from && h1 && h1.textContent !== title) {
        window.waiting = {
          from,
          to: location.pathname,
          tops: [...document.querySelectorAll(${JSON.stringify(PENDING)})].map((p) => p.getBoundingClientRect().top),
          viewport: window.innerHeight,
        };
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  await page.locator('a.pagination-nav__link--next').click();
  await page.waitForFunction(() => 'waiting' in window);
  const waiting = await page.evaluate(() => (window as unknown as {waiting: Waiting}).waiting);
  await page.locator(PENDING).first().waitFor({state: 'detached'});
  return waiting;
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
 * Records each commit React makes, through its developer-tools hook (installed before React starts, as the React
 * DevTools extension does): how many components it rendered, those among them inside the page body (`PageBody`,
 * src/plugins/speed/theme/DocItem/Content), and the title shown after it. In the body, what reads the router (links,
 * and what they render) renders with every change of location by design and is left out. The fiber fields read are
 * React's (`flags & 1` is PerformedWork; tags 0, 1, 11, 14 and 15 are components, 5 a DOM element): if React changes
 * them, the probe finds no body and the tests say so.
 */
const RENDER_PROBE = `(() => {
  const probe = (window.renders = {recording: false, commits: []});
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
  // A subtree React did not enter keeps the children of the last commit.
  const entered = (f) => f.child && !(f.alternate && f.alternate.child === f.child);
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
      const commit = {components: 0, body: false, inBody: [], title: ''};
      const walk = (fiber, inBody) => {
        for (let f = fiber; f; f = f.sibling) {
          const rendered = COMPONENT.has(f.tag) && (f.flags & 1) !== 0;
          if (rendered) commit.components += 1;
          const router = readsRouter(f) || readsRouter(f.return);
          if (inBody && rendered && !router) commit.inBody.push(describe(firstElement(f)));
          const isBody = f.elementType?.displayName === 'PageBody';
          if (isBody) commit.body = true;
          if (isBody && rendered) commit.inBody.push('PageBody');
          if (entered(f)) walk(f.child, inBody || isBody);
        }
      };
      walk(root.current.child, false);
      commit.title = document.querySelector('article h1')?.textContent ?? '';
      probe.commits.push(commit);
    },
  };
})()`;

interface Commit {
  /** Components rendered. */
  components: number;
  /** Whether the page body was among what the commit went through. */
  body: boolean;
  /** The first element of each component rendered in the body, apart from what reads the router. */
  inBody: string[];
  /** The article's title after the commit. */
  title: string;
}

/** Opens FROM with the probe, clicks Next (`beforeClick` runs first), and returns the commits until LONG shows. */
async function commitsOfNext(page: Page, beforeClick: () => Promise<void>, whilePending = async () => {}) {
  await page.context().addInitScript(RENDER_PROBE);
  await page.goto(url(FROM));
  await waitForHydration(page);
  const from = (await page.locator('article h1').textContent()) ?? '';
  await beforeClick();
  await page.evaluate('window.renders.recording = true');
  await page.locator('a.pagination-nav__link--next').click();
  await whilePending();
  await page.locator('article h1', {hasText: 'Configuration'}).waitFor();
  const commits = await page.evaluate<Commit[]>('window.renders.commits');
  assert.ok(
    commits.some((c) => c.body && c.title === 'Configuration' && c.inBody.length > 0),
    `the probe saw no commit that rendered the new page's body: ${JSON.stringify(commits)}`,
  );
  return {before: commits.filter((c) => c.title === from), commits};
}

/**
 * The script files a first load of `path` fetches before its `load` event, in a page of its own: the page's own, not
 * what it loads later for the pages a reader may open next.
 */
async function scriptsOf(context: BrowserContext, path: string): Promise<Set<string>> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  let loaded = false;
  page.once('load', () => (loaded = true));
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (!loaded && pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url(path));
  await waitForHydration(page);
  await page.close();
  return scripts;
}

describe('long pages', () => {
  it('a click on a link whose page has loaded renders that page, with no render of the page on screen first', (t) =>
    withPage(async (page) => {
      if (skipWithoutSpeed(t, 'stable-page-body')) return;
      const {before, commits} = await commitsOfNext(page, async () => {
        // The link's own preload (hover), then until nothing has loaded for a while.
        await page.locator('a.pagination-nav__link--next').hover();
        await settleAfterIdle(page);
      });
      const rendered = before.reduce((sum, c) => sum + c.components, 0);
      assert.equal(rendered, 0, `the page on screen rendered again first: ${JSON.stringify(commits)}`);
    }));

  it('while the next page loads, the page on screen stays and its body does not render again', full, (t) =>
    withPage(async (page) => {
      if (skipWithoutSpeed(t, 'stable-page-body')) return;
      const own = await scriptsOf(page.context(), LONG);
      for (const script of await scriptsOf(page.context(), FROM)) own.delete(script);
      assert.ok(own.size > 0, `${LONG} loads no script of its own to hold back`);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (u) => own.has(u.pathname),
        async (route) => {
          await released;
          await route.continue();
        },
      );
      const {before} = await commitsOfNext(
        page,
        async () => {},
        async () => {
          await page.waitForURL((u) => u.pathname === LONG);
          await page.waitForTimeout(300);
          assert.equal(await page.locator('article h1').textContent(), FROM_TITLE);
          release();
        },
      );
      assert.deepEqual(
        before.flatMap((c) => c.inBody),
        [],
        'the body of the page on screen rendered again while the next page loaded',
      );
    }),
  );

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

  it('on a phone, less waits for the first frame, and it still fills the screen on every page', async (t) => {
    if (skipWithoutSpeed(t, 'rest-after-paint')) return;
    const {context} = await newContext(browser, {viewport: PHONE_SCREEN, isMobile: true, hasTouch: true});
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      // The gate: the bench's page, whose first screens end with a table below a phone's fold. Every case: each doc
      // page in the order of Next, from the first.
      await page.goto(url(FULL_RUN ? FIRST_DOC : FROM));
      await waitForHydration(page);
      const seen: Waiting[] = [];
      do {
        await settleAfterIdle(page);
        seen.push(await nextFirstFrame(page));
      } while (FULL_RUN && (await page.locator('a.pagination-nav__link--next').count()) > 0);
      const configuration = seen.find((w) => w.to === LONG);
      assert.equal(configuration?.tops.length, 2, `${LONG}: the part below a phone's fold did not wait`);
      const short = seen.filter((w) => w.tops.length > 0 && w.tops[0] < w.viewport);
      assert.deepEqual(
        short.map((w) => `${w.to}: ${Math.round(w.tops[0])} px`),
        [],
        `what waits starts on a ${PHONE_SCREEN.width} × ${PHONE_SCREEN.height} screen`,
      );
      await page.setViewportSize({width: 1280, height: PHONE_SCREEN.height});
      await page.goto(url(FROM));
      await waitForHydration(page);
      await settleAfterIdle(page);
      const large = await nextFirstFrame(page);
      assert.equal(large.tops.length, 1, 'on a large screen, the part below a phone’s fold waited too');
      assert.ok(large.tops[0] >= large.viewport, `what waits starts on the screen, at ${large.tops[0]} px`);
    } finally {
      await context.close();
    }
  });

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
