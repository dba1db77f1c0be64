// Links prefetch on intent only (src/plugins/speed/client/prefetchOnIntent.ts); the browser tests check it on real
// pages.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {withoutViewportPrefetch} from '../../src/plugins/speed/client/prefetchOnIntent';

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
