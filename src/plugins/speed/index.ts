import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolveOptions, type Mechanism} from './options';

export type {SpeedOptions} from './options';

const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');

/**
 * Everything on this site that exists only to make pages load and start faster, behind one switch (README.md here).
 * Without it the site is stock Docusaurus: the same pages, the same features, the theme's own loading behaviour.
 *
 * - Theme wrappers (`theme/`, over the classic theme's `@theme-init/...`): tab groups and code blocks are not rebuilt
 *   when hydration ends (`keep-mounted`, HydrationFlag.tsx); the code block queues the extra Prism grammars.
 * - Two module swaps (`code-highlighting`): the classic theme's `prism-include-languages` client module becomes an
 *   empty one, so Prism, its grammars and their setup leave main.js (the CodeBlock wrapper registers the grammars, on
 *   pages with code only); and the bundles get the slim Prism of `prism/` for `prism-react-renderer`.
 * - Client modules: links prefetch on hover or touch, not when they scroll into view (`prefetch-on-intent`); two slow
 *   first uses of Intl run in tasks of their own (`intl-warmup`).
 *
 * Options (options.ts): `enabled: 'off'` returns no plugin at all (Docusaurus lets a plugin disable itself by returning
 * null); `without: [...]` leaves single mechanisms out, for the benchmark's A/B mode.
 */
export default function speedPlugin(_context: LoadContext, rawOptions: unknown): Plugin | null {
  const options = resolveOptions(rawOptions ?? {});
  if (!options.enabled) return null;
  const isOn = (mechanism: Mechanism) => !options.without.includes(mechanism);
  return {
    name: 'laravext-speed',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return [
        ...(isOn('prefetch-on-intent') ? [path.join(__dirname, 'client', 'prefetchOnIntent.ts')] : []),
        ...(isOn('intl-warmup') ? [path.join(__dirname, 'client', 'warmIntl.ts')] : []),
      ];
    },

    configureWebpack(_config, _isServer, {currentBundler}) {
      // The theme wrappers' switches as build-time constants: the minifier drops the branch not taken.
      const switches = {
        __LARAVEXT_KEEP_MOUNTED__: JSON.stringify(isOn('keep-mounted')),
        __LARAVEXT_CODE_HIGHLIGHTING__: JSON.stringify(isOn('code-highlighting')),
      };
      return {
        plugins: [new currentBundler.instance.DefinePlugin(switches)],
        resolve: isOn('code-highlighting')
          ? {
              alias: {
                [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.join(
                  __dirname,
                  'prism',
                  'noGrammarsAtStartup.ts',
                ),
                'prism-react-renderer$': path.join(__dirname, 'prism', 'index.tsx'),
              },
            }
          : {},
      };
    },
  };
}
