import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');

/**
 * Three module swaps that make code blocks cheap for pages that do not show code, and for the start of pages that do.
 *
 * 1. Prism out of main.js. The classic theme registers the extra Prism grammars in a client module, which puts Prism,
 *    all its bundled grammars and themes into the startup bundle of every page, and runs their setup (a tenth of a
 *    second on a phone) before any page can hydrate. That client module becomes an empty one; the grammars are
 *    registered with the code block instead (src/theme/CodeBlock), which only pages with code load.
 * 2. Code blocks do not follow the colour mode. Their theme is the same in both modes (config/prism.ts), but the theme's
 *    `usePrismTheme` reads the colour mode, and the colour mode context changes once after every page load (the choice
 *    is read from the page only then): every code block, line and token rendered again in one blocking task. The
 *    replacement returns the one theme.
 * 3. A slim Prism. The bundles get src/prism for `prism-react-renderer`: the same API over Prism with only the grammars
 *    the content uses (prism-react-renderer bundles forty-odd grammars and twenty themes: more bytes, and startup work
 *    that grows with every grammar).
 */
export interface CodeHighlightingOptions {
  /** 1 and 3 (switch `code-highlighting`, config/mechanisms.ts). */
  slimPrism: boolean;
  /** 2 (switch `prism-theme-swap`). */
  prismThemeSwap: boolean;
}

export default function codeHighlighting(
  _context: unknown,
  {slimPrism, prismThemeSwap}: CodeHighlightingOptions = {slimPrism: true, prismThemeSwap: true},
): Plugin {
  return {
    name: 'laravext-code-highlighting',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: slimPrism
          ? {
              alias: {
                [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.join(__dirname, 'noGrammarsAtStartup.ts'),
                'prism-react-renderer$': path.join(__dirname, '../../prism/index.tsx'),
              },
            }
          : {},
        plugins: prismThemeSwap
          ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]usePrismTheme(\.js)?$/,
                path.join(__dirname, 'usePrismTheme.ts'),
              ),
            ]
          : [],
      };
    },
  };
}
