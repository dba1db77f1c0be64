/**
 * Lists the generated category pages of every version of the product docs, for the client (`usePluginData` with the
 * names of src/constants/docsCategories.ts). The sidebar is generated from the files, so the list comes from the loaded
 * sidebars (allContentLoaded), never from a list kept by hand: a new `_category_.json` adds its page here.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {categoryLinks, DOCS_CATEGORIES_PLUGIN, type CategoryPages} from '../../constants/docsCategories';

interface LoadedDocs {
  loadedVersions: Array<{sidebars: Record<string, unknown[]>}>;
}

/** Category page paths of the loaded docs content, sorted. */
export function categoryPermalinks(content: LoadedDocs): string[] {
  const links = content.loadedVersions.flatMap((version) =>
    Object.values(version.sidebars).flatMap((items) => categoryLinks(items)),
  );
  return [...new Set(links.flatMap((link) => (link.permalink ? [link.permalink] : [])))].sort();
}

export default function docsCategoriesPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const docsPluginId = (rawOptions as {docsPluginId?: string} | undefined)?.docsPluginId ?? 'default';
  return {
    name: DOCS_CATEGORIES_PLUGIN,
    allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.[docsPluginId] as LoadedDocs | undefined;
      if (!docs) throw new Error(`${DOCS_CATEGORIES_PLUGIN}: no docs plugin with the id "${docsPluginId}"`);
      const data: CategoryPages = {permalinks: categoryPermalinks(docs)};
      actions.setGlobalData(data);
    },
  };
}
