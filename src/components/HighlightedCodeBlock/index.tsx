/**
 * The theme's code block with Prism and its grammars. Grammars are registered here, once, before any block renders (on
 * the server render and in the browser), instead of at startup in main.js (see src/plugins/code-highlighting): Prism
 * ships with the pages that show code, not with every page.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);
// Prism has no `vue` grammar. A Vue single-file component is HTML with a <script> (JavaScript) and a <style> (CSS)
// block, which is what Prism's markup grammar highlights: `vue` is an alias of it, like Prism's own `html` and `svg`.
Prism.languages.vue ??= Prism.languages.markup;

const HighlightedCodeBlock: ComponentType<Props> = CodeBlock;
export default HighlightedCodeBlock;
