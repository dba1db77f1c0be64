// Links prefetch on intent, and the pagination's pages once the page has started
// (src/plugins/speed/client/prefetchOnIntent.ts); the browser tests check it on real pages.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {likelyNextPages, withoutViewportPrefetch} from '../../src/plugins/speed/client/prefetchOnIntent';
import {isSlowConnection} from '../../src/plugins/speed/client/idle';

describe('prefetch on intent', () => {
  it('keeps preload (hover, touch) and turns the viewport prefetch into a no-op', async () => {
    const calls: string[] = [];
    const original = {
      prefetch: (path: string) => (calls.push(`prefetch ${path}`), Promise.resolve([])),
      preload: (path: string) => (calls.push(`preload ${path}`), Promise.resolve([])),
    } as unknown as Window['docusaurus'];
    const patched = withoutViewportPrefetch(original);
    assert.deepEqual(await patched.prefetch('/docs/quickstart'), []);
    await patched.preload('/docs/quickstart');
    assert.deepEqual(calls, ['preload /docs/quickstart']);
  });
});

describe('the pages a reader is likely to open next', () => {
  const root = (hrefs: string[]) =>
    ({
      querySelectorAll: (selector: string) => {
        assert.equal(selector, 'a.pagination-nav__link[href]');
        return hrefs.map((href) => ({href}));
      },
    }) as unknown as ParentNode;

  it("are the pagination's links on this site, each once, as paths", () => {
    const origin = 'https://laravext.dev';
    assert.deepEqual(
      likelyNextPages(
        root([
          `${origin}/docs/quickstart`,
          '/docs/configuration',
          'https://elsewhere.example/docs/x',
          '/docs/quickstart',
        ]),
        origin,
      ),
      ['/docs/quickstart', '/docs/configuration'],
    );
    assert.deepEqual(likelyNextPages(root([]), origin), []);
  });

  it('are not fetched on save-data or 2g (the theme rule), and are on any other connection', () => {
    const nav = (connection?: object) => ({connection}) as unknown as Navigator;
    assert.equal(isSlowConnection(nav()), false);
    assert.equal(isSlowConnection(nav({effectiveType: '4g'})), false);
    assert.equal(isSlowConnection(nav({effectiveType: '4g', saveData: true})), true);
    assert.equal(isSlowConnection(nav({effectiveType: 'slow-2g'})), true);
    assert.equal(isSlowConnection(nav({effectiveType: '2g'})), true);
  });
});
