/** Pure: the scratch copy's package.json for a canary (pins, React, overrides, no patch step). */

export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string | Record<string, string>>;
  scripts?: Record<string, string>;
  engines?: Record<string, string>;
  [key: string]: unknown;
}

/** The plugin that depends on `@docusaurus/*` 3.x itself; its copies must be the canary too. */
export const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';

/**
 * Overrides that make the search plugin's own `@docusaurus/*` dependencies (and theirs) the canary: every package of
 * the canary's closure, under the plugin's key. Other overrides stay.
 */
export function buildOverrides(
  current: Manifest['overrides'],
  version: string,
  closure: string[],
): NonNullable<Manifest['overrides']> {
  const nested = Object.fromEntries(
    closure.filter((name) => name.startsWith('@docusaurus/')).map((name) => [name, version]),
  );
  return {...(current ?? {}), [SEARCH_PLUGIN]: nested};
}

/** Every `@docusaurus/*` pin of both dependency lists set to `version`. */
function pin(deps: Record<string, string> | undefined, version: string): Record<string, string> | undefined {
  if (!deps) return deps;
  return Object.fromEntries(
    Object.entries(deps).map(([name, range]) => [name, name.startsWith('@docusaurus/') ? version : range]),
  );
}

export interface CanaryPlan {
  version: string;
  closure: string[];
  /** Our dependencies whose range must change to meet the canary's peers (react, react-dom, ...): name -> range. */
  bumps: Record<string, string>;
}

/**
 * The scratch package.json: pins, React, the overrides, and no `postinstall` (patch-package would stop the install on
 * patches made for the current version; the guard names them instead).
 */
export function canaryManifest(current: Manifest, plan: CanaryPlan): Manifest {
  const bump = (deps: Record<string, string> | undefined) =>
    deps &&
    Object.fromEntries(Object.entries(pin(deps, plan.version)!).map(([n, r]) => [n, plan.bumps[n] ?? r] as const));
  const scripts = {...(current.scripts ?? {})};
  delete scripts.postinstall;
  return {
    ...current,
    scripts,
    dependencies: bump(current.dependencies),
    devDependencies: bump(current.devDependencies),
    overrides: buildOverrides(current.overrides, plan.version, plan.closure),
  };
}
