/**
 * The same page in the other docs version, if that page exists: `/docs/latest/x` ↔ `/docs/x`.
 * `knownPaths` are the doc paths of every version of the product docs.
 */
export function otherVersionPath(pathname: string, knownPaths: ReadonlySet<string>): string | null {
  const path = pathname.replace(/\/+$/, '').replace(/\.html$/, '');
  let candidate: string | null = null;
  if (path.startsWith('/docs/latest/latest/')) return null;
  if (path.startsWith('/docs/latest/')) candidate = `/docs/${path.slice('/docs/latest/'.length)}`;
  else if (path.startsWith('/docs/')) candidate = `/docs/latest/${path.slice('/docs/'.length)}`;
  // Only a page of the other version counts: `/docs/latest/x` itself is not the twin of `/docs/latest/latest/x`.
  if (candidate && candidate.startsWith('/docs/latest/') === path.startsWith('/docs/latest/')) return null;
  return candidate && knownPaths.has(candidate) ? candidate : null;
}
