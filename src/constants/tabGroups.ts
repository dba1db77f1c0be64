/**
 * Tab group ids shared by every page. A choice made in one group applies to every tab of that group
 * on every page, persists in local storage, and can be set with a query string (`?framework=react`).
 */
export const FRAMEWORK_GROUP = 'framework';
export const FRAMEWORKS = ['vue', 'react'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
export const FRAMEWORK_LABELS: Record<Framework, string> = {vue: 'Vue', react: 'React'};
export const DEFAULT_FRAMEWORK: Framework = 'vue';

/** The id `@docusaurus/remark-plugin-npm2yarn` gives its package-manager tabs when `sync` is on. */
export const PACKAGE_MANAGER_GROUP = 'npm2yarn';
export const PACKAGE_MANAGERS = ['yarn', 'pnpm', 'bun'] as const;

export const TAB_GROUPS = [FRAMEWORK_GROUP, PACKAGE_MANAGER_GROUP] as const;
