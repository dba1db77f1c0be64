/**
 * The versioning rule: pages are written in `docs/` (Latest) and copied to `versioned_docs/version-1.0/` (stable 1.0),
 * together with the sidebar. Pages listed in DELIBERATELY_DIFFERENT may differ between the two; today none do.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const LATEST_DIR = path.join(ROOT, 'docs');
export const STABLE_DIR = path.join(ROOT, 'versioned_docs', 'version-1.0');
export const STABLE_SIDEBAR = path.join(ROOT, 'versioned_sidebars', 'version-1.0-sidebars.json');

/** Paths (relative to the docs folder) allowed to differ between Latest and 1.0. */
export const DELIBERATELY_DIFFERENT: readonly string[] = [];

export function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}
