// Adds `vue` to the grammars the theme registers from `prism.additionalLanguages`, so Vue samples are highlighted.
import original from '@theme-original/prism-include-languages';
import type PrismIncludeLanguages from '@theme/prism-include-languages';

// The `@theme-original` aliases are typed `any`; this one has the theme's own declaration.
const prismIncludeLanguages = original as typeof PrismIncludeLanguages;
type PrismObject = Parameters<typeof PrismIncludeLanguages>[0];

/**
 * Prism has no `vue` grammar. A Vue single-file component is HTML with a <script> (JavaScript) and a <style> (CSS)
 * block, which is what Prism's markup grammar highlights: `vue` is an alias of it, like Prism's own `html` and `svg`.
 * The theme calls this once with the Prism its code blocks use: at startup from its client module, or, with the speed
 * plugin, from the plugin's CodeBlock wrapper.
 */
export default function prismIncludeLanguagesWithVue(PrismObject: PrismObject): void {
  prismIncludeLanguages(PrismObject);
  PrismObject.languages.vue ??= PrismObject.languages.markup;
}
