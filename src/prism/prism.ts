/**
 * Prism with the grammars this site's content uses, instead of the forty-odd that prism-react-renderer bundles (Swift,
 * Kotlin, Rust, Go, Python, GraphQL...): a third of the bytes, and a fraction of the startup work (each grammar that
 * extends another walks every grammar registered before it). The grammars that Docusaurus adds from
 * `prism.additionalLanguages` (config/prism.ts) come on top, registered by src/theme/CodeBlock.
 */
import Prism from './core';
// markup is html, xml and svg; css and javascript are what it highlights inside <style> and <script> (Vue files too).
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';

export default Prism;
