/**
 * The one source of version names: `versions.json`, newest first, as `npm run docusaurus docs:version X` writes it.
 *
 * - the stable version is the newest released one, `versions[0]`, served at /docs;
 * - every older version is served at /docs/<name>;
 * - the current version (`docs/`) is labelled `Latest (<stable>)` and served at /docs/latest.
 *
 * Build-time code (config, plugins, scripts, tests) imports this module. Client components read the same facts from
 * the docs plugin's data (`useLatestVersion`, `useActiveDocContext`, `useVersions`), never from hard-coded names.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** The site folder (this copy of the repository). */
export const SITE_DIR = path.resolve(__dirname, '..');

/** Docusaurus's name for the unreleased version in `docs/`. */
export const CURRENT = 'current';
/** Where the product docs live, and where the current version lives under them. */
export const DOCS_ROUTE = 'docs';
export const CURRENT_PATH = 'latest';

function readVersions(): string[] {
  const file = path.join(SITE_DIR, 'versions.json');
  if (!fs.existsSync(file)) return [];
  const versions: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(versions) || !versions.every((v) => typeof v === 'string')) {
    throw new Error(`${file} must be a JSON array of version names, newest first`);
  }
  return versions;
}

/** Released versions, newest first. */
export const VERSIONS: readonly string[] = readVersions();
/** The stable version, served at /docs (undefined before the first release: then Latest is served there). */
export const STABLE: string | undefined = VERSIONS[0];
/** Released versions older than the stable one, each served at /docs/<name>. */
export const OLDER: readonly string[] = VERSIONS.slice(1);
/** The label of the current version, in the dropdown and the version notice. */
export const CURRENT_LABEL = STABLE ? `Latest (${STABLE})` : 'Latest';

/** The stable version, for code that needs one (the docs:sync script, tests): throws before the first release. */
export function stableVersion(): string {
  if (!STABLE)
    throw new Error('versions.json lists no released version: cut one with `npm run docusaurus docs:version <name>`');
  return STABLE;
}

/** Route of a version: `1.0` (stable) → `/docs`, `0.9` → `/docs/0.9`, `current` → `/docs/latest`. */
export function versionRoute(version: string): string {
  if (version === CURRENT) return STABLE ? `/${DOCS_ROUTE}/${CURRENT_PATH}` : `/${DOCS_ROUTE}`;
  return version === STABLE ? `/${DOCS_ROUTE}` : `/${DOCS_ROUTE}/${version}`;
}

/** Sources of a version, relative to the site: `docs` or `versioned_docs/version-1.0`. */
export function versionDocsDir(version: string): string {
  return version === CURRENT ? 'docs' : path.join('versioned_docs', `version-${version}`);
}

/** Sidebar of a released version, relative to the site: `versioned_sidebars/version-1.0-sidebars.json`. */
export function versionSidebarFile(version: string): string {
  return path.join('versioned_sidebars', `version-${version}-sidebars.json`);
}

/** The docs plugin's version options: `lastVersion` and `versions`, derived from versions.json. */
export const docsVersionOptions: Pick<DocsOptions, 'lastVersion' | 'versions'> = STABLE
  ? {
      lastVersion: STABLE,
      versions: {
        [CURRENT]: {label: CURRENT_LABEL, path: CURRENT_PATH, banner: 'none'},
        [STABLE]: {label: STABLE, path: '', banner: 'none'},
        // Older versions keep Docusaurus's defaults: served at /docs/<name>, with the "unmaintained" banner.
        ...Object.fromEntries(OLDER.map((v) => [v, {label: v, path: v}])),
      },
    }
  : {lastVersion: CURRENT, versions: {[CURRENT]: {label: CURRENT_LABEL, path: '', banner: 'none'}}};

/**
 * The dev server's version options (config/devServer.ts): the current version alone, at /docs, labelled as in
 * production, so that an edit in `docs/` shows on the stable URL the writer has open.
 */
export const devDocsVersionOptions: Pick<DocsOptions, 'lastVersion' | 'versions' | 'onlyIncludeVersions'> = {
  lastVersion: CURRENT,
  onlyIncludeVersions: [CURRENT],
  versions: {[CURRENT]: {label: CURRENT_LABEL, path: '', banner: 'none'}},
};
