/**
 * `tslib` in the browser bundle (the speed plugin's alias, ../index.ts, `one-tslib-helper`): only the helpers that the
 * CommonJS modules of that bundle call, re-exported from tslib's ES module so that the bundler leaves out the rest.
 * Docusaurus's `@docusaurus/utils-common` is CommonJS compiled with `importHelpers`: its `require("tslib")` took all of
 * tslib into main.js (10 KB, 3.7 KB gzip) for the one helper it calls. tests/unit/internals.test.ts lists the helpers
 * the client's CommonJS modules call and fails when this module lacks one (notes/INTERNALS.md, "alias: tslib").
 */
export {__importDefault} from 'tslib/tslib.es6.mjs';
