/**
 * The generated category pages of the docs (`/docs/category/tools`, ...). The sidebar is generated from the files
 * (config/sidebar.ts), so the list is known once the docs are loaded: `src/plugins/docs-categories` collects it from
 * every version's sidebar and hands it to the client as plugin data (`usePluginData(DOCS_CATEGORIES_PLUGIN)`).
 * Plain code, no imports: the plugin (Node) and theme components (browser) both use it.
 */

/** The name (and global data key) of the plugin that lists the category pages. */
export const DOCS_CATEGORIES_PLUGIN = 'laravext-docs-categories';

export interface CategoryPages {
  /** Every docs version's category pages, as full paths: `/docs/category/tools`, `/docs/latest/category/tools`. */
  permalinks: string[];
}

interface SidebarNode {
  type?: string;
  items?: SidebarNode[];
  link?: {type?: string; slug?: string; permalink?: string};
}

/**
 * The generated index links of sidebar items, nested categories included, in sidebar order: their `slug` (relative
 * to the version) and, in a loaded sidebar, their `permalink`.
 */
export function categoryLinks(items: readonly unknown[]): Array<{slug: string; permalink?: string}> {
  return (items as SidebarNode[]).flatMap((item) => [
    ...(item.link?.type === 'generated-index' && item.link.slug
      ? [{slug: item.link.slug, permalink: item.link.permalink}]
      : []),
    ...(item.items ? categoryLinks(item.items) : []),
  ]);
}
