// The reaches into Docusaurus internals of this subsystem, and the theme slots it wraps or owns that its theme does
// not mark safe: data for the guard (tests/unit/internals.test.ts) and for notes/INTERNALS.md (npm run internals).
import type {Internals} from '../../internals/types';

export const INTERNALS: Internals = {
  folder: 'src/plugins/local-search',
  reaches: [
    {
      id: 'search box: autocomplete.js behaviour',
      kind: 'feature',
      reliesOn:
        "search-local's `SearchBar.jsx` wires `@easyops-cn/autocomplete.js` onto `input.navbar__search-input` once " +
        'the index is in; it marks the input `aria-autocomplete` and searches on an `input` event when the text ' +
        'differs from its last query.',
      why:
        'The box says when the index is ready, and searches what the reader typed while it loaded (`searchAgain`: ' +
        'the text with a trailing space, then the text).',
      onUpgrade:
        'If a name or the query comparison changed, update `isIndexReady` and `searchAgain`; ' +
        '`tests/browser/search.test.ts` covers both.',
      usedBy: [
        'src/plugins/local-search/theme/SearchBar/searchState.ts',
        'src/plugins/local-search/theme/SearchBar/index.tsx',
      ],
      files: [],
      names: [
        // The plugin's input, and the autocomplete.js it wires onto it once the index is in.
        {
          file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
          includes: ['className={`navbar__search-input ', 'import("@easyops-cn/autocomplete.js")', 'root: clsx('],
        },
        // The ready signal: autocomplete.js marks the input `aria-autocomplete`; its wrapper's default class is
        // `algolia-autocomplete` (the plugin passes a root class of its own instead, see notes/INTERNALS.md).
        {
          file: '@easyops-cn/autocomplete.js/src/autocomplete/typeahead.js',
          includes: ["'aria-autocomplete': (options.datasets", ".onSync('queryChanged', this._onQueryChanged, this)"],
          from: '@easyops-cn/docusaurus-search-local',
        },
        {
          file: '@easyops-cn/autocomplete.js/src/autocomplete/css.js',
          includes: ["root: 'algolia-autocomplete'"],
          from: '@easyops-cn/docusaurus-search-local',
        },
        // It searches on an `input` event heard on the input itself, when the text differs from the last query
        // (leading spaces stripped, runs of spaces as one: a trailing space makes it differ).
        {
          file: '@easyops-cn/autocomplete.js/src/autocomplete/input.js',
          includes: [
            "this.$input.on('input.aa', onInput);",
            '_onInput: function onInput() {\n    this._checkInputValue();',
            'areEquivalent = areQueriesEquivalent(inputValue, this.query);',
            "this.trigger('queryChanged', this.query);",
            "return (str || '').replace(/^\\s*/g, '').replace(/\\s{2,}/g, ' ');",
          ],
          from: '@easyops-cn/docusaurus-search-local',
        },
        {
          file: '@easyops-cn/autocomplete.js/package.json',
          includes: ['"main": "index.js"'],
          from: '@easyops-cn/docusaurus-search-local',
        },
        {
          file: '@easyops-cn/autocomplete.js/index.js',
          includes: ["require('./src/standalone/')"],
          from: '@easyops-cn/docusaurus-search-local',
        },
      ],
    },
    {
      id: "search index tiers: the search plugin's index files",
      kind: 'speed',
      reliesOn:
        "search-local's output: `generated-constants.js` exports `searchIndexUrl`; one index per docs version, in " +
        '5 parts (`SearchDocumentType`) of `{documents, index}` for lunr 2; the client fetches that URL.',
      why:
        "A docs version's full text is about 280 KB of gzip: no option of the plugin brings the navbar's first " +
        'search within its budget (`scripts/lib/budgets.ts`). The quick index goes where the navbar looks, the ' +
        'full text to the `/search` page.',
      onUpgrade:
        'Update `tiers.ts` and `useQuickIndex.ts`; run `search.test.ts`, `search-typing.test.ts` and the ' +
        'first-search budget.',
      usedBy: [
        'src/plugins/local-search/index.ts',
        'src/plugins/local-search/tiers.ts',
        'src/plugins/local-search/theme/SearchBar/index.tsx',
      ],
      files: [
        '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js',
        '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos.js',
        '@easyops-cn/docusaurus-search-local/dist/server/server/utils/postBuildFactory.js',
        '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments.js',
        '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js',
        '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
        '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
      ],
      names: [
        {
          file: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js',
          includes: ['export const searchIndexUrl = ', 'search-index{dir}-${indexHash}.json'],
        },
        {
          file: '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js',
          includes: ['["Title"] = 0', '["Heading"] = 1', '["Description"] = 2', '["Keywords"] = 3', '["Content"] = 4'],
        },
      ],
    },
  ],
  slots: [
    {
      slot: 'SearchBar',
      why:
        'Search loads on first use; until then the box is a real input that keeps every key and hands it to the ' +
        "plugin's.",
    },
    {slot: 'SearchPage', why: "The page's title in the site's form, and the page reads the full-text index."},
  ],
};
