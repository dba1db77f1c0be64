// The local search's names, shared by the plugin (Node) and its theme (browser).

/**
 * The search context of the full-text index (`searchContextByPaths` of the search plugin). No page lives under this
 * path, so the navbar search never picks it: it reads the quick index. The /search page asks for this context, and
 * reads the full text of every section (README.md).
 */
export const FULL_TEXT_CONTEXT = 'all';
export const FULL_TEXT_LABEL = 'All sections';

/** What the plugin (index.ts) tells the client (`usePluginData`) about the index files. */
export interface SearchIndexData {
  /** The file name of the quick index, relative to a docs version's URL (the site root for the stable version). */
  quickIndexFile: string;
}

/** The search plugin's name: its global data is read under it. */
export const SEARCH_PLUGIN_NAME = '@easyops-cn/docusaurus-search-local';
