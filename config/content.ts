/**
 * Where the site's content lives and where it is served, as the content checks (src/plugins/content-checks) see it:
 * each docs version, the community section, the blog; and the docs copied to the stable version by `npm run docs:sync`.
 * `npm run check`, the dev server's notice, the front matter hook (config/frontMatter.ts) and the tests read it here.
 */
import type {PluggableList} from 'unified';
import type {ContentSite, Instance, VersionedCopy} from '../src/plugins/content-checks/lib/pages';
import {communityOptions, remarkPlugins} from './docs';
import {BLOG_PATH} from './site';
import {CURRENT, SITE_DIR, STABLE, versionDocsDir, versionRoute, VERSIONS} from './versions';

/** Paths (relative to the docs folder) allowed to differ between Latest and the stable version; today none do. */
export const DELIBERATELY_DIFFERENT: readonly string[] = [];

const {path: communityDir, routeBasePath: communityRoute} = communityOptions;
if (communityDir === undefined || communityRoute === undefined)
  throw new Error('config/docs.ts: community has no path');

export const CONTENT_INSTANCES: readonly Instance[] = [
  ...[CURRENT, ...VERSIONS].map((v) => ({dir: versionDocsDir(v), route: versionRoute(v), kind: 'docs' as const})),
  {dir: communityDir, route: `/${communityRoute}`, kind: 'docs'},
  {dir: 'blog', route: BLOG_PATH, kind: 'blog'},
];

/** Latest's pages and their stable copy, once a version is released. */
export const VERSIONED_COPY: VersionedCopy | undefined = STABLE
  ? {latest: versionDocsDir(CURRENT), stable: versionDocsDir(STABLE), deliberatelyDifferent: DELIBERATELY_DIFFERENT}
  : undefined;

/** This site (or a copy of it at `root`) for the checks. */
export const contentSite = (root = SITE_DIR): ContentSite => ({
  root,
  instances: CONTENT_INSTANCES,
  copy: VERSIONED_COPY,
});

/** The site's own remark plugins, which a page is compiled with (`npm run check`). */
export const SITE_REMARK_PLUGINS = remarkPlugins as PluggableList;
