/**
 * What the docs and blog plugins loaded, for local plugins that need every doc or post (llms-txt, social-cards).
 * Docusaurus hands other plugins' content over as `unknown`; the plugin's name says which exported type it has.
 */
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {LoadedPlugin} from '@docusaurus/types';

export type {LoadedVersion} from '@docusaurus/plugin-content-docs';

const DOCS = 'docusaurus-plugin-content-docs';
const BLOG = 'docusaurus-plugin-content-blog';

/** Every docs instance (its plugin id, `default` when unnamed) with its loaded versions. */
export function docsInstances(plugins: readonly LoadedPlugin[]): {id: string; versions: LoadedVersion[]}[] {
  return plugins
    .filter((p) => p.name === DOCS)
    .map((p) => ({id: p.options.id ?? 'default', versions: (p.content as DocsContent).loadedVersions}));
}

/** The posts of every blog instance. */
export function blogPosts(plugins: readonly LoadedPlugin[]): BlogPost[] {
  return plugins.filter((p) => p.name === BLOG).flatMap((p) => (p.content as BlogContent).blogPosts);
}
