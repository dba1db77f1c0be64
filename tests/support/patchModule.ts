/** Rewrites a page's MDX module in the browser, for tests that need a page to misbehave (crash, extra TOC entries). */
import type {Page} from 'playwright-core';

/**
 * Serves the JS chunks of the site with a hook that rewrites the exports of the MDX module whose metadata permalink
 * is `permalink` (the module's own page), before React sees them. `transform` is the source of a function
 * `(exports) => exports`, run in the page.
 */
export async function patchPageModule(page: Page, permalink: string, transform: string): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    const global = /self\.(webpackChunk\w+)/.exec(body)?.[1];
    if (global && body.includes(permalink)) {
      body = `(function () {
  var list = (self.${global} = self.${global} || []);
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
})();
${body}`;
    }
    const headers = {...response.headers()};
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({response, body, headers});
  });
}
