/**
 * The versioning rule: pages are written in `docs/` (Latest) and copied to `versioned_docs/version-<stable>/` (the
 * stable version, the newest in versions.json: see config/versions.ts), together with the sidebar. Pages listed in
 * DELIBERATELY_DIFFERENT may differ between the two; today none do.
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {CURRENT, SITE_DIR, stableVersion, versionDocsDir, versionSidebarFile} from '../config/versions';

export const ROOT = SITE_DIR;
export const STABLE_VERSION = stableVersion();
export const LATEST_DIR = path.join(ROOT, versionDocsDir(CURRENT));
export const STABLE_DIR = path.join(ROOT, versionDocsDir(STABLE_VERSION));
export const STABLE_SIDEBAR = path.join(ROOT, versionSidebarFile(STABLE_VERSION));

/** Paths (relative to the docs folder) allowed to differ between Latest and the stable version. */
export const DELIBERATELY_DIFFERENT: readonly string[] = [];

/** Every file under `dir`, as sorted paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return globSync('**', {cwd: dir, dot: true}).sort();
}
