import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');

/**
 * Two module swaps that make code blocks cheap for pages that do not show code, and for the start of pages that do.
 *
 * 1. Prism out of main.js. The classic theme registers the extra Prism grammars in a client module, which puts Prism,
 *    all its bundled grammars and themes into the startup bundle of every page, and runs their setup (a tenth of a
 *    second on a phone) before any page can hydrate. That client module becomes an empty one; the grammars are
 *    registered with the code block instead (src/theme/CodeBlock), which only pages with code load.
 * 2. A slim Prism. The bundles get src/prism for `prism-react-renderer`: the same API over Prism with only the grammars
 *    the content uses (prism-react-renderer bundles forty-odd grammars and twenty themes: more bytes, and startup work
 *    that grows with every grammar).
 */
export default function codeHighlighting(): Plugin {
  return {
    name: 'laravext-code-highlighting',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.join(
              __dirname,
              'noGrammarsAtStartup.ts',
            ),
            'prism-react-renderer$': path.join(__dirname, '../../prism/index.tsx'),
          },
        },
      };
    },
  };
}
