// The built chunks register on a global tests/support/patchModule.ts knows (tests/support/chunkGlobal.ts): a bundler
// upgrade that renames it fails here, by name, and not only as a time-out in the tests that patch a page's module.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {CHUNK_GLOBAL, chunkGlobalOf} from '../support/chunkGlobal';
import {getText} from '../support/http';
import {parseHtml} from '../../scripts/lib/html';

const PAGES = ['/', '/docs/quickstart'];

describe('the chunk-loading global of the build', () => {
  for (const page of PAGES) {
    it(`every script ${page} loads from assets/js/ registers on one global that CHUNK_GLOBAL matches`, async () => {
      const $ = parseHtml(await getText(page));
      const scripts = $('script[src]')
        .toArray()
        .map((el) => $(el).attr('src')!)
        .filter((src) => src.includes('/assets/js/'));
      assert.ok(scripts.length >= 2, `${page} loads ${scripts.length} script(s) from assets/js/: the scan is broken`);
      const globals = new Map<string, string | null>();
      for (const src of scripts) globals.set(src, chunkGlobalOf(await getText(src))?.name ?? null);
      const unmatched = [...globals].filter(([, name]) => name === null).map(([src]) => src);
      assert.deepEqual(
        unmatched,
        [],
        `these scripts use no chunk global matching ${String(CHUNK_GLOBAL)}: update tests/support/chunkGlobal.ts`,
      );
      assert.equal(
        new Set(globals.values()).size,
        1,
        `the scripts use several globals: ${[...globals.values()].join(', ')}`,
      );
    });
  }
});
