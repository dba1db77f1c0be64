// knip checks that every package the code imports is declared in package.json and every declared one is used
// (`npx knip`; a step of `npm test`). Its Docusaurus plugin is off: it calls the site's plugins without a bundler and
// cannot see what ours wire in, so the entry points are listed here and the module aliases Docusaurus resolves
// (`@theme/*`, `@theme-original/*`, `@docusaurus/<client API>`), and the local search's own
// (`@search-local-theme/*`, src/plugins/local-search/index.ts), are ignored. `npx knip --include files,exports` also
// reports unused files and exports, for a look by hand.
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'sidebarsCommunity.ts',
    'src/pages/**/*.{ts,tsx}',
    'src/theme/**/*.{ts,tsx}',
    // The plugins' theme components, served through their getThemePath().
    'src/plugins/*/theme/**/*.{ts,tsx}',
    'src/clientModules/**/*.ts',
    'src/plugins/*/index.ts',
    // The client module the image-zoom plugin names by path.
    'src/plugins/image-zoom/client.ts',
    // Local plugins' theme components, which Docusaurus finds by folder (getThemePath).
    'src/plugins/*/theme/**/*.{ts,tsx}',
    // The modules the speed plugin's alias and client modules name by path.
    'src/plugins/speed/**/*.{ts,tsx}',
    '{docs,versioned_docs,community,blog}/**/*.{md,mdx}',
    'scripts/**/*.{ts,mjs}',
    'tests/**/*.test.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,md,mdx}'],
  // The lab (benchmark, upgrade rehearsal) is a package of its own: `npm run lab:check`.
  ignore: ['lab/**'],
  docusaurus: false,
  include: ['dependencies', 'unlisted', 'binaries', 'unresolved'],
  ignoreDependencies: [
    /^@theme(-original|-init)?\//,
    /^@search-local-theme\//,
    /^@docusaurus\/(BrowserOnly|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|router|Translate)$/,
    /^@docusaurus\/(useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useRouteContext)$/,
    // Read at run time by name: the content checks (src/plugins/content-checks/lib/laravextImports.ts) list the
    // exports of the installed package.
    '@laravext/react',
    // Run from node_modules/.bin by tests/unit/spelling.test.ts.
    'cspell',
    // Read as text by tests/unit/internals.test.ts where @docusaurus/faster resolves it (its chunk-loading global).
    '@rspack/core',
    // tests/unit/hot-mdx.test.ts compiles with the MDX compiler Docusaurus's MDX loader resolves, found from there.
    '@docusaurus/mdx-loader',
    // Its axe.min.js is injected into pages by tests/browser/accessibility.test.ts.
    'axe-core',
  ],
};

export default config;
