/**
 * Tab group ids shared by every page. A choice made in one group applies to every tab of that group
 * on every page, persists in local storage, and can be set with a query string (`?framework=react`).
 */
export const FRAMEWORK_GROUP = 'framework';
export const FRAMEWORKS = ['vue', 'react'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
export const FRAMEWORK_LABELS: Record<Framework, string> = {vue: 'Vue', react: 'React'};
export const DEFAULT_FRAMEWORK: Framework = 'vue';

/** The storage key theme-common's tabs keep a group's choice under (before the site's storage namespace). */
export const FRAMEWORK_STORAGE_KEY = `docusaurus.tab.${FRAMEWORK_GROUP}`;
/**
 * The `<html>` attribute that holds the framework the page shows: set before the first paint by the plugin's inline
 * script (script.ts), which also follows later changes of the stored choice; the CSS of the framework tabs and of
 * `FrameworkOnly` shows that framework only. Without JavaScript it is absent, and both frameworks show, labelled.
 */
export const FRAMEWORK_ATTRIBUTE = 'data-framework';

export const isFramework = (value: unknown): value is Framework =>
  typeof value === 'string' && (FRAMEWORKS as readonly string[]).includes(value);

/**
 * The framework a page shows, decided the way theme-common's tabs decide on a page load: the query string's value if
 * present, else the stored one; a value that is not a framework gives the default (the tabs then keep their
 * `defaultValue`). The inline script (script.ts) does the same in plain JavaScript (a unit test holds
 * them together).
 */
export function chooseFramework(fromQuery: string | null, fromStorage: string | null): Framework {
  const value = fromQuery ?? fromStorage;
  return isFramework(value) ? value : DEFAULT_FRAMEWORK;
}

/** The id `@docusaurus/remark-plugin-npm2yarn` gives its package-manager tabs when `sync` is on. */
export const PACKAGE_MANAGER_GROUP = 'npm2yarn';
export const PACKAGE_MANAGERS = ['yarn', 'pnpm', 'bun'] as const;

export const TAB_GROUPS = [FRAMEWORK_GROUP, PACKAGE_MANAGER_GROUP] as const;
