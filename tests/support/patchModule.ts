/** Rewrites a page's MDX module in the browser, for tests that need a page to misbehave (crash, extra TOC entries). */
import type {Page} from 'playwright-core';
import {CHUNK_GLOBAL, chunkGlobalOf} from './chunkGlobal';

/**
 * Serves the JS chunks of the site with a hook that rewrites the exports of the MDX module whose metadata permalink
 * is `permalink` (the module's own page), before React sees them. `transform` is the source of a function
 * `(exports) => exports`, run in the page. The hook goes through the global the chunks register on
 * (tests/support/chunkGlobal.ts: `self.webpackChunk…` or `globalThis.rspackChunk…`). When a page has loaded and no
 * chunk served so far used such a global, the hook can never run: the page is closed with a reason saying so, which
 * fails the test at its next step on the page.
 */
export async function patchPageModule(page: Page, permalink: string, transform: string): Promise<void> {
  let served = 0;
  let matched = 0;
  page.on('load', () => {
    if (matched > 0 || !/^https?:/.test(page.url())) return;
    void page.close({
      reason:
        `[patchModule] ${page.url()} loaded, but none of the ${served} JS chunk(s) served under assets/js/ used a ` +
        `chunk global matching ${String(CHUNK_GLOBAL)}: the bundler renamed it (see tests/support/chunkGlobal.ts)`,
    });
  });
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      let body = await response.text();
      served += 1;
      const global = chunkGlobalOf(body);
      if (global) matched += 1;
      if (global && body.includes(permalink))
        body = `${hook(global.object, global.name, permalink, transform)}\n${body}`;
      const headers = {...response.headers()};
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({response, body, headers});
    } catch (error) {
      // The page was closed (by the test, or above): nothing left to serve.
      if (!page.isClosed()) throw error;
    }
  });
}

/** Code run before the chunk: wraps the next push onto the chunk global so the permalink's module is transformed. */
function hook(object: string, name: string, permalink: string, transform: string): string {
  return `(function () {
  var list = (${object}.${name} = ${object}.${name} || []);
  var push = list.push;
  list.push = function (data) {
    list.push = push;
    var modules = data[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        var ex = module.exports;
        if (ex && ex.metadata && ex.metadata.permalink === ${JSON.stringify(permalink)}) {
          var copy = Object.assign({}, ex);
          Object.defineProperty(copy, '__esModule', {value: true});
          module.exports = (${transform})(copy);
        }
      };
    });
    return push.apply(this, arguments);
  };
})();`;
}
