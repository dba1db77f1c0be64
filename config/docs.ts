import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import recmaHotContent from '../src/plugins/hot-mdx/recmaHotContent';
import {IS_DEV_SERVER} from './devServer';
import {SPEED_ON, SPEED_OPTIONS} from './speed';
import {docsRehypePlugins} from '../src/plugins/speed';
import rehypeCodeBlocks from '../src/plugins/code-blocks/rehype';
import {EDIT_BASE_URL} from './site';
import {sidebarItemsGenerator} from './sidebar';
import {DOCS_ROUTE, devDocsVersionOptions, docsVersionOptions} from './versions';

/** Remark plugins shared by docs, community and blog: install commands become npm/yarn/pnpm/bun tabs. */
export const remarkPlugins: NonNullable<DocsOptions['remarkPlugins']> = [
  [npm2yarn, {sync: true, converters: ['yarn', 'pnpm', 'bun']}],
];

/**
 * Rehype plugins shared by docs, community, blog and pages, first in the MDX pipeline: fenced code blocks highlighted
 * by the build (src/plugins/code-blocks).
 */
export const beforeDefaultRehypePlugins: NonNullable<DocsOptions['beforeDefaultRehypePlugins']> = [rehypeCodeBlocks];

/**
 * Dev server only: an edit of a page's body reaches the open page without rendering the app again
 * (src/plugins/hot-mdx). Not on the blog, whose reading time changes with every word of the body.
 * The writers bench's `hot-mdx-off` variant empties this list in its copy of the site (lab/bench/writers.ts).
 */
export const recmaPlugins: NonNullable<DocsOptions['recmaPlugins']> = IS_DEV_SERVER ? [recmaHotContent] : [];

/**
 * "Edit this page" opens the source file on the default branch: `docs/` for Latest, `versioned_docs/version-<name>/`
 * for a release.
 */
export const editUrl: NonNullable<DocsOptions['editUrl']> = ({versionDocsDirPath, docPath}) =>
  `${EDIT_BASE_URL}${versionDocsDirPath}/${docPath}`;

/** Options both docs instances (docs and community) share, so they behave the same. */
export const sharedDocsOptions = {
  editUrl,
  remarkPlugins,
  beforeDefaultRehypePlugins,
  // The speed plugin's part of the MDX pipeline, with the plugin's options (config/speed.ts); none without it.
  rehypePlugins: SPEED_ON ? docsRehypePlugins(SPEED_OPTIONS) : [],
  recmaPlugins,
  showLastUpdateTime: true,
  breadcrumbs: true,
  sidebarCollapsible: true,
  sidebarCollapsed: false,
} satisfies DocsOptions;

/**
 * The product docs, versions from versions.json (config/versions.ts): the stable (newest) release at /docs, older
 * releases at /docs/<name>, the current version as "Latest (<stable>)" at /docs/latest. The sidebar
 * is generated from the files (config/sidebar.ts). The dev server serves the current version alone, at /docs
 * (config/devServer.ts).
 */
export const docsOptions: DocsOptions = {
  ...sharedDocsOptions,
  path: 'docs',
  routeBasePath: DOCS_ROUTE,
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  ...(IS_DEV_SERVER ? devDocsVersionOptions : docsVersionOptions),
};

/** The community section: a second docs instance with a single version. */
export const communityOptions: DocsOptions & {id: string} = {
  ...sharedDocsOptions,
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
};
