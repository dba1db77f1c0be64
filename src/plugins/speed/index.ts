import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseWithout, resolveOptions, THEME_SLOTS, type Mechanism, type SpeedOptions} from './options';
import rehypeRestAfterPaint from './restAfterPaint/rehype';

export type {SpeedOptions} from './options';

const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');

/**
 * The tab components and what they use, in one chunk that every page with tabs shares (`tabs-chunk`). The npm2yarn
 * remark plugin imports `@theme/Tabs` and `@theme/TabItem` into each page with an install command, and the site's
 * MDXComponents provides them to every page: the bundler copied them into both chunks of such a page, because shared
 * modules under its 20 KB `minSize` are not split out (2 KB gzip twice on a doc page's first load). The theme's and
 * the site's Tabs and TabItem both match.
 */
const TABS_CHUNK = {
  name: 'tabs',
  test: /[\\/](theme[\\/](Tabs|TabItem)[\\/]|theme-common[\\/]lib[\\/]utils[\\/]tabsUtils|@mdx-js[\\/]react[\\/])/,
  chunks: 'async',
  minSize: 0,
  minChunks: 2,
  priority: 30,
  reuseExistingChunk: true,
} as const;

/**
 * The first line of every script of the browser bundle (`compile-hints`): V8's explicit compile hint (Chrome 136 and
 * later; a plain comment elsewhere). The engine then compiles all of the script's functions while it downloads, off
 * the main thread, instead of each one on the main thread at its first call: hydration, and the first navigation
 * that calls the code of page changes, no longer stop to compile. Added after minification (which drops comments)
 * and before the content hash of the file name.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Everything on this site that exists only to make pages load and start faster, behind one switch (README.md here).
 * Without it the site is stock Docusaurus: the same pages, the same features, the theme's own loading behaviour.
 *
 * - A module swap (`prism-out-of-main`): the classic theme's `prism-include-languages` client module becomes an empty
 *   one. It sets Prism up at startup for the theme's code block, which no page renders: code is highlighted by the
 *   build (src/plugins/code-blocks), so Prism and its grammars would be dead weight in main.js.
 * - Tabs in one chunk that pages share, not copied into each page that has them (`tabs-chunk`, `TABS_CHUNK` above).
 * - Client modules: links prefetch on hover or touch, not when they scroll into view (`prefetch-on-intent`); two slow
 *   first uses of Intl run in tasks of their own (`intl-warmup`).
 * - A long doc page opened by a click renders its first screens, then the rest (`rest-after-paint`: a rehype plugin
 *   that config/docs.ts takes from `docsRehypePlugins` below).
 * - Every script compiled whole while it loads (`compile-hints`, `COMPILE_HINT` above: the bundler's BannerPlugin).
 * - On a phone, the docs sidebar in the closed menu takes a navigation's new path in a render after the new page's
 *   (`mobile-sidebar-after-paint`: a wrapper of the theme's `DocSidebar`, the plugin's theme).
 * - The page body renders again only for another page (`stable-page-body`: a wrapper of `DocItem/Content`).
 *
 * Option (options.ts): `without: [...]` leaves single mechanisms out, for the laboratory's A/B builds.
 */
/**
 * The plugin's part of the docs' MDX pipeline, for config/docs.ts (a plugin cannot add to another plugin's MDX
 * options), with the plugin's own options: `rest-after-paint`.
 */
export function docsRehypePlugins(options: SpeedOptions): (() => unknown)[] {
  return parseWithout(options.without).includes('rest-after-paint') ? [] : [rehypeRestAfterPaint];
}

/**
 * The plugin's theme: `theme/`, wrappers of slots the classic theme marks safe to wrap. When the options leave out
 * some of them, a folder of the build's generated files that re-exports the others; none when all are out.
 */
export function themePath(generatedFilesDir: string, isOn: (m: Mechanism) => boolean): string | undefined {
  const on = (Object.keys(THEME_SLOTS) as (keyof typeof THEME_SLOTS)[]).filter(isOn);
  if (on.length === Object.keys(THEME_SLOTS).length) return path.join(__dirname, 'theme');
  if (on.length === 0) return undefined;
  const dir = path.join(generatedFilesDir, 'laravext-speed', `theme-${on.join('+')}`);
  for (const mechanism of on) {
    const slot = THEME_SLOTS[mechanism];
    const file = path.join(dir, slot, 'index.tsx');
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const target = path.join(__dirname, 'theme', slot, 'index.tsx').split(path.sep).join('/');
    fs.writeFileSync(file, `export {default} from ${JSON.stringify(target)};\n`);
  }
  return dir;
}

export default function speedPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = resolveOptions(rawOptions ?? {});
  const isOn = (mechanism: Mechanism) => !options.without.includes(mechanism);
  const theme = themePath(context.generatedFilesDir, isOn);
  return {
    name: 'laravext-speed',

    ...(theme ? {getThemePath: () => theme} : {}),

    getClientModules() {
      return [
        ...(isOn('prefetch-on-intent') ? [path.join(__dirname, 'client', 'prefetchOnIntent.ts')] : []),
        ...(isOn('intl-warmup') ? [path.join(__dirname, 'client', 'warmIntl.ts')] : []),
      ];
    },

    configureWebpack(config, isServer, {currentBundler}) {
      const alias: Record<string, string> = {};
      if (isOn('prism-out-of-main'))
        alias[`${path.join(themeClassicLib, 'prism-include-languages')}$`] = path.join(__dirname, 'emptyModule.ts');
      const bundler = currentBundler.instance;
      return {
        resolve: Object.keys(alias).length ? {alias} : {},
        ...(isOn('tabs-chunk') && !isServer ? {optimization: {splitChunks: {cacheGroups: {tabs: TABS_CHUNK}}}} : {}),
        // Not on the dev server: its bundles are not what readers load, and compiling their development code whole
        // would only slow the writers' reloads.
        ...(isOn('compile-hints') && !isServer && config.mode !== 'development'
          ? {
              plugins: [
                new bundler.BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  test: /\.js$/,
                  stage: bundler.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
                }),
              ],
            }
          : {}),
      };
    },
  };
}
