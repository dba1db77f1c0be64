/**
 * The versioning rule: pages are written in `docs/` (Latest) and copied to `versioned_docs/version-<stable>/` (the
 * stable version, the newest in versions.json: see config/versions.ts), together with the sidebar. Pages listed in
 * DELIBERATELY_DIFFERENT (config/content.ts) may differ between the two; the content checks say when a copy is stale
 * (src/plugins/content-checks/lib/versionedCopies.ts).
 */
import path from 'node:path';
import {CURRENT, SITE_DIR, stableVersion, versionDocsDir, versionSidebarFile} from '../config/versions';

export {DELIBERATELY_DIFFERENT} from '../config/content';
export {listFiles} from '../src/plugins/content-checks/lib/versionedCopies';

export const ROOT = SITE_DIR;
export const STABLE_VERSION = stableVersion();
export const LATEST_DIR = path.join(ROOT, versionDocsDir(CURRENT));
export const STABLE_DIR = path.join(ROOT, versionDocsDir(STABLE_VERSION));
export const STABLE_SIDEBAR = path.join(ROOT, versionSidebarFile(STABLE_VERSION));
