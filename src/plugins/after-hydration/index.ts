import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * What the page does right after it hydrates happens in interruptible slices, not in one blocking render.
 *
 * Once React has hydrated the server HTML, effects across the theme set state: the "hydrated" flag behind
 * `useIsBrowser()` turns true, every `useWindowSize()` learns whether it is a phone (the doc sidebar, the table of
 * contents and the navbar switch to their mobile forms), and every code block measures whether its code is wider than
 * itself (to offer word wrap). Set from effects, these updates render synchronously: on a phone-class CPU, tasks of a
 * tenth to a fifth of a second on a doc page, during which the page cannot respond. Three small stand-ins make the same
 * updates transitions, which React renders in slices of a few milliseconds and drops if the reader does something first:
 *
 * - `@docusaurus/core/lib/client/browserContext` (the provider behind `useIsBrowser`): ./browserContext.tsx
 * - `@docusaurus/theme-common/lib/hooks/useWindowSize`: ./useWindowSize.ts
 * - `@docusaurus/theme-common/lib/hooks/useCodeWordWrap`: ./useCodeWordWrap.ts, which also measures each block when
 *   the browser reports its size, instead of all blocks at once
 *
 * Each keeps the original's exports and contract. One consumer depended on the flag turning true in the same render
 * as the effects' other updates, the search plugin's page: src/theme/SearchPage gives it that timing back.
 *
 * The browser tests check what depends on them: the copy and word-wrap buttons, framework tabs, the mobile menu and
 * table of contents, the search page with `?q=`, the no-layout-shift test.
 */
export default function afterHydration(): Plugin {
  return {
    name: 'laravext-after-hydration',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext(\.js)?$/,
            path.join(__dirname, 'browserContext.tsx'),
          ),
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/,
            path.join(__dirname, 'useWindowSize.ts'),
          ),
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap(\.js)?$/,
            path.join(__dirname, 'useCodeWordWrap.ts'),
          ),
        ],
      };
    },
  };
}
