import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {EDIT_BASE_URL} from './site';

/** Remark plugins shared by docs, community and blog: install commands become npm/yarn/pnpm/bun tabs. */
export const remarkPlugins: NonNullable<DocsOptions['remarkPlugins']> = [
  [npm2yarn, {sync: true, converters: ['yarn', 'pnpm', 'bun']}],
];

/** "Edit this page" opens the source file on the default branch: `docs/` for Latest, `versioned_docs/version-1.0/` for 1.0. */
export const editUrl: NonNullable<DocsOptions['editUrl']> = ({versionDocsDirPath, docPath}) =>
  `${EDIT_BASE_URL}${versionDocsDirPath}/${docPath}`;

/** Options both docs instances (docs and community) share, so they behave the same. */
export const sharedDocsOptions = {
  editUrl,
  remarkPlugins,
  showLastUpdateTime: true,
  breadcrumbs: true,
  sidebarCollapsible: true,
  sidebarCollapsed: false,
} satisfies DocsOptions;

/** The product docs: stable 1.0 at /docs, the current version as "Latest (1.0)" at /docs/latest. */
export const docsOptions: DocsOptions = {
  ...sharedDocsOptions,
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: '1.0',
  versions: {
    current: {label: 'Latest (1.0)', path: 'latest', banner: 'none'},
    '1.0': {label: '1.0', path: '', banner: 'none'},
  },
};

/** The community section: a second docs instance with a single version. */
export const communityOptions: DocsOptions & {id: string} = {
  ...sharedDocsOptions,
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
};
