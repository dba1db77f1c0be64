// The reaches into Docusaurus internals of this subsystem, and the theme slots it wraps or owns that its theme does
// not mark safe: data for the guard (tests/unit/internals.test.ts) and for notes/INTERNALS.md (npm run internals).
import type {Internals} from '../../internals/types';

export const INTERNALS: Internals = {
  folder: 'src/plugins/speed',
  reaches: [
    {
      id: 'alias: theme-classic prism-include-languages client module',
      kind: 'speed',
      reliesOn:
        "`resolve.alias` of theme-classic's `lib/prism-include-languages` client module (it imports " +
        "`prism-react-renderer`'s Prism and registers `prism.additionalLanguages`) to an empty module " +
        '(`emptyModule.ts`).',
      why:
        "No page renders the theme's code block: the build highlights code (`src/plugins/code-blocks`). The client " +
        'module would still put Prism in `main.js`: 33.9 KB of gzip on every first load (builds of 2026-11-27 with ' +
        'and without it).',
      onUpgrade: 'If the client module was renamed or removed, update or drop the alias.',
      usedBy: ['src/plugins/speed/index.ts', 'src/plugins/speed/emptyModule.ts'],
      files: [
        '@docusaurus/theme-classic/lib/prism-include-languages.js',
        '@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
      ],
      names: [{file: '@docusaurus/theme-classic/lib/index.js', includes: ["'./prism-include-languages'"]}],
    },
    {
      id: 'window.docusaurus replaced (prefetch on intent)',
      kind: 'speed',
      reliesOn:
        "`client/prefetchOnIntent.ts` replaces the frozen `window.docusaurus` (core's `lib/client/docusaurus.js`) " +
        "with a copy whose `prefetch` does nothing; core's `Link` reads `window.docusaurus.prefetch` at each call.",
      why:
        "Viewport prefetching loaded some forty pages' chunks (about 150 KB of gzip) on a doc page's first load; " +
        '`preload` on hover or touch still works.',
      onUpgrade: 'Check that `Link` still calls `window.docusaurus.prefetch` and `preload` at call time.',
      usedBy: ['src/plugins/speed/client/prefetchOnIntent.ts'],
      files: ['@docusaurus/core/lib/client/docusaurus.js'],
      names: [
        {
          file: '@docusaurus/core/lib/client/exports/Link.js',
          includes: ['window.docusaurus.prefetch(', 'window.docusaurus.preload('],
        },
      ],
    },
  ],
  slots: [{slot: 'DocItem/Content', why: '`stable-page-body`: the page body renders again only for another page.'}],
};
