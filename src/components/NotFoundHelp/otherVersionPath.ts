/** A version of the product docs as the not-found page sees it: its route and the paths of its docs. */
export interface VersionPages {
  name: string;
  /** `/docs` (stable), `/docs/latest` (current), `/docs/0.9` (an older release). */
  path: string;
  /** The stable version (the docs plugin's last version). */
  isLast: boolean;
  docs: readonly string[];
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * The same page in another docs version, if that page exists: `/docs/latest/x` ↔ `/docs/x`, `/docs/0.9/x` → `/docs/x`.
 * The version of `pathname` is the one with the longest matching route; the twin is looked for in the stable version
 * first, then the current one, then the others, and only among that version's own docs.
 */
export function otherVersionPath(pathname: string, versions: readonly VersionPages[]): string | null {
  const path = trim(pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/');
  const own = versions
    .filter((v) => path === trim(v.path) || path.startsWith(`${trim(v.path)}/`))
    .sort((a, b) => trim(b.path).length - trim(a.path).length)[0];
  if (!own) return null;
  const rest = path.slice(trim(own.path).length);
  const rank = (v: VersionPages) => (v.isLast ? 0 : v.name === 'current' ? 1 : 2);
  const others = versions.filter((v) => v !== own).sort((a, b) => rank(a) - rank(b));
  for (const version of others) {
    const candidate = trim(`${trim(version.path)}${rest}`);
    if (version.docs.some((doc) => trim(doc) === candidate)) return candidate;
  }
  return null;
}
