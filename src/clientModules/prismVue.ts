/**
 * Prism has no `vue` grammar, so ```vue blocks rendered as plain text. A Vue single-file component is HTML with a
 * <script> (JavaScript) and a <style> (CSS) block, which is exactly what Prism's markup grammar highlights: `vue` is
 * registered as an alias of it, like Prism's own `html`, `xml` and `svg`. Runs on the server render and in the browser,
 * before any code block renders.
 */
import {Prism} from 'prism-react-renderer';

Prism.languages.vue ??= Prism.languages.markup;
