import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import {SEARCH_PLUGIN_NAME, type SearchIndexData} from './constants';
import {writeSearchTiers} from './tiers';

/**
 * The alias through which our theme's wrappers (theme/) render the search plugin's own SearchBar and SearchPage: its
 * theme folder, as its `getThemePath()` gives it. Docusaurus's aliases do not reach them from here: in a plugin's
 * theme `@theme-original/SearchBar` is the wrapper itself, and `@theme-init/SearchBar` is the classic theme's empty
 * SearchBar (the first theme that provides the slot). Declared for TypeScript in theme/searchLocalTheme.d.ts.
 */
const SEARCH_LOCAL_THEME = '@search-local-theme';

// The package's types declare its options only.
const searchLocal = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * The index file name the plugin's client asks for (`search-index{dir}-<hash>.json`), from the constants module the
 * plugin generates when it starts (`searchIndexUrl`).
 */
function indexFileName(context: LoadContext): string {
  const file = path.join(context.generatedFilesDir, SEARCH_PLUGIN_NAME, 'default', 'generated-constants.js');
  const match = /export const searchIndexUrl = ("[^"]*");/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`local-search: no searchIndexUrl in ${file}`);
  const url = JSON.parse(match[1]) as string;
  if (!url.includes('{dir}') || url.includes('?')) throw new Error(`local-search: unexpected index URL ${url}`);
  return url;
}

/**
 * The local search plugin (`@easyops-cn/docusaurus-search-local`) with two tiers of index per docs version: a quick
 * one for the navbar search (titles, headings, descriptions, keywords and the API names of each section: about a
 * tenth of the full text, so the first search on a phone is quick) and the full text for the /search page. Its theme
 * is ours (theme/: the search bar and page, wrapping the plugin's). See README.md for why, and for which file each
 * page reads.
 */
export default function localSearch(context: LoadContext, rawOptions: unknown): Plugin {
  // Validated by the search plugin's own validateOptions (below).
  const options = rawOptions as PluginOptions;
  const plugin = searchLocal.default(context, options);
  const stopWordsRemoved = [options.removeDefaultStopWordFilter ?? []].flat().some(Boolean);
  if ([options.language ?? 'en'].flat().join() !== 'en' || options.removeDefaultStemmer || stopWordsRemoved)
    throw new Error("local-search: the quick index is built with lunr's English defaults; keep them");
  const indexFile = indexFileName(context);
  const pluginTheme = plugin.getThemePath?.();
  if (!pluginTheme) throw new Error('local-search: the search plugin has no theme any more');
  return {
    ...plugin,
    // Ours in place of the plugin's: its components are reached through SEARCH_LOCAL_THEME.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(...args) {
      const fromPlugin = plugin.configureWebpack?.(...args) ?? {};
      if (fromPlugin.resolve) throw new Error('local-search: the search plugin now sets `resolve`: merge it here');
      return {...fromPlugin, resolve: {alias: {[SEARCH_LOCAL_THEME]: pluginTheme}}};
    },
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      const data: SearchIndexData = {quickIndexFile: indexFile.replace('{dir}', '')};
      args.actions.setGlobalData(data);
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await writeSearchTiers(props.outDir, indexFile);
    },
  };
}

localSearch.validateOptions = searchLocal.validateOptions;
