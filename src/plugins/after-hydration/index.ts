import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * What the page does right after it hydrates happens in interruptible slices, not in one blocking render.
 *
 * Once React has hydrated the server HTML, effects across the theme set state: every `useWindowSize()` learns whether
 * it is a phone (the doc sidebar, the table of contents and the navbar switch to their mobile forms), and every code
 * block measures whether its code is wider than itself (to offer word wrap). Set from effects, these updates render
 * synchronously: on a phone-class CPU, tasks of a tenth to a fifth of a second on a doc page, during which the page
 * cannot respond. Two small stand-ins make the same updates transitions, which React renders in slices of a few
 * milliseconds and drops if the reader does something first:
 *
 * - `@docusaurus/theme-common/lib/hooks/useWindowSize`: ./useWindowSize.ts
 * - `@docusaurus/theme-common/lib/hooks/useCodeWordWrap`: ./useCodeWordWrap.ts, which also measures each block when
 *   the browser reports its size, instead of all blocks at once
 *
 * Each keeps the original's exports and contract. Both replacements are listed in notes/INTERNALS.md and guarded by
 * tests/unit/internals.test.ts (a changed original fails it before the build). The "hydrated" flag behind `useIsBrowser()` keeps Docusaurus's own
 * timing (code such as the search page depends on it); what is costly to build when it flips, the code blocks' buttons,
 * gets it deferred instead (src/components/HydrationFlag).
 *
 * The browser tests check what depends on them: the copy and word-wrap buttons, framework tabs, the mobile menu and
 * table of contents, the no-layout-shift test.
 */
export default function afterHydration(): Plugin {
  return {
    name: 'laravext-after-hydration',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
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
