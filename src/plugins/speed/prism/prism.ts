/**
 * Prism with the grammars this site's content uses, instead of the forty-odd that prism-react-renderer bundles (Swift,
 * Kotlin, Rust, Go, Python, GraphQL...): a third of the bytes, and a fraction of the startup work (each grammar that
 * extends another walks every grammar registered before it). The grammars that Docusaurus adds from
 * `prism.additionalLanguages` (config/prism.ts) come on top, queued by ../theme/CodeBlock.
 *
 * The grammar files register themselves on the global Prism when they run, so they are required inside the queued
 * set-ups (./grammars.ts), not imported: an import would run them with this module.
 */
import Prism from './core';
import {queueGrammarSetup} from './grammars';

/* eslint-disable @typescript-eslint/no-require-imports -- each grammar file must run inside its queued set-up, after
   the ones it extends, and not when this module loads (an import would run it then); require() runs it in place. */
// markup is html, xml and svg; css and javascript are what it highlights inside <style> and <script> (Vue files too).
queueGrammarSetup(() => {
  require('prismjs/components/prism-markup');
  require('prismjs/components/prism-css');
  require('prismjs/components/prism-clike');
  require('prismjs/components/prism-javascript');
});
queueGrammarSetup(() => {
  require('prismjs/components/prism-jsx');
  require('prismjs/components/prism-typescript');
  require('prismjs/components/prism-tsx');
  require('prismjs/components/prism-json');
});
/* eslint-enable @typescript-eslint/no-require-imports */

export default Prism;
