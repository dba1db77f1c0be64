// The reaches into Docusaurus internals that belong to the whole site, and what an upgrade requires of it: data for
// the guard (tests/unit/internals.test.ts) and for notes/INTERNALS.md (npm run internals).
import type {Internals, Requirement} from './types';

export const INTERNALS: Internals = {
  folder: 'src',
  reaches: [
    {
      id: 'patch: @docusaurus/core',
      kind: 'bug',
      reliesOn:
        '`patches/`: `lib/client/clientEntry.js` preloads `normalizeLocation(window.location).pathname`; ' +
        '`lib/client/preload.js` remembers the paths whose preload resolved, and `lib/client/PendingNavigation.js` ' +
        'renders such a path at once.',
      why:
        'A first load of `/x.html` hydrated with React errors #418 and #423; a click on a link whose page had ' +
        'loaded rendered the page on screen once more first. Upstream reports: `patches/README.md`.',
      onUpgrade:
        'Regenerate the patch for the new version, or drop a hunk once fixed upstream; ' +
        '`tests/browser/routes.test.ts` and `tests/browser/long-pages.test.ts` cover it.',
      usedBy: ['patches/@docusaurus+core+3.10.2.patch'],
      files: [
        '@docusaurus/core/lib/client/clientEntry.js',
        '@docusaurus/core/lib/client/normalizeLocation.js',
        '@docusaurus/core/lib/client/PendingNavigation.js',
        '@docusaurus/core/lib/client/preload.js',
      ],
    },
    {
      id: "other plugins' loaded content (loadedVersions, blogPosts)",
      kind: 'feature',
      reliesOn:
        "`allContent['docusaurus-plugin-content-docs'].loadedVersions` (and each version's sidebars, whose " +
        "generated-index links carry a `permalink`) and the blog plugin's `blogPosts`.",
      why:
        '`llms.txt`, the social cards and the category pages of the version dropdown need every doc and post; no ' +
        'public API gives them.',
      onUpgrade: 'Check the content shapes (the types of `plugin-content-docs` and `plugin-content-blog`).',
      usedBy: [
        'src/plugins/llms-txt/index.ts',
        'src/plugins/social-cards/index.ts',
        'src/plugins/docs-categories/index.ts',
      ],
      files: [],
      names: [
        {
          file: '@docusaurus/plugin-content-docs/lib/index.js',
          includes: ['loadedVersions', "name: 'docusaurus-plugin-content-docs'"],
        },
        {
          // docs-categories: a loaded version's sidebars carry each generated index page's permalink.
          file: '@docusaurus/plugin-content-docs/lib/sidebars/postProcessor.js',
          includes: ["category.link?.type === 'generated-index'", 'permalink,'],
        },
        {
          file: '@docusaurus/plugin-content-blog/lib/index.js',
          includes: ['blogPosts', "PluginName = 'docusaurus-plugin-content-blog'"],
        },
      ],
    },
  ],
  slots: [],
};

/** What the installed Docusaurus requires of the site; the guard checks each with the reaches and names it. */
export const REQUIREMENTS = {
  node: {
    id: 'requirement: Node engine',
    compares:
      '`engines.node` of the installed `@docusaurus/core` against the Node running the guard and against our ' +
      "`package.json`'s.",
    onFailure: 'Raise `engines.node` in `package.json`, and the Node of CI and of the maintainers.',
  },
  react: {
    id: 'requirement: React major',
    compares: 'The `react` and `react-dom` peer ranges of `@docusaurus/core` against the installed versions.',
    onFailure: 'Move React to the major core wants; run the browser tests.',
  },
  future: {
    id: 'requirement: config keys under future',
    compares:
      "Every key `docusaurus.config.ts` sets under `future` against core's config validation, read as text by " +
      '`scripts/lib/configKeys.ts`.',
    onFailure: "Drop or rename the key as core's message says (a `v4` flag that became the default is dropped).",
  },
  generatedDir: {
    id: 'requirement: build settings from the environment',
    compares:
      "Each variable of `config/build.env`, which `@docusaurus/utils`'s `lib/constants.js` must still read: a " +
      'build beside `npm start` writes to `.docusaurus/build`, and no image is inlined.',
    onFailure:
      'Find the new way core names that folder or sets the inlining limit; without one, keep images over 10 KB out ' +
      'of Markdown image syntax.',
  },
  chunkGlobal: {
    id: 'test hook: chunk-loading global',
    compares:
      'The default `chunkLoadingGlobal` of the installed `@rspack/core` against the pattern of ' +
      '`tests/support/chunkGlobal.ts`, which `tests/support/patchModule.ts` relies on.',
    onFailure: 'Update the pattern in `tests/support/chunkGlobal.ts`.',
  },
} as const satisfies Record<string, Requirement>;
