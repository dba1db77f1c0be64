import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsInstances, type LoadedVersion} from '../loadedContent';
import {buildLlmsIndex, mdxToMarkdown, type IndexEntry} from './markdown';

export interface LlmsTxtOptions {
  /** The docs plugin whose versions get Markdown twins. */
  docsPluginId?: string;
  /** The version whose docs make up llms.txt and llms-full.txt ("current" is Latest); llms.txt names its label. */
  indexVersion?: string;
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Orders docs as the sidebar does, with the sidebar category as the section name. */
function sidebarOrder(items: SidebarItem[], section: string, acc: Array<{id: string; section: string}> = []) {
  for (const item of items) {
    if (item.type === 'doc') acc.push({id: item.id, section});
    if (item.type === 'category') sidebarOrder(item.items, item.label, acc);
  }
  return acc;
}

/**
 * Writes, after the build, a Markdown twin next to every doc page (`/docs/quickstart` → `/docs/quickstart.md`),
 * plus `/llms.txt` (an index) and `/llms-full.txt` (every doc in one file) from the latest version only.
 */
export default function llmsTxtPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as LlmsTxtOptions;
  const pluginId = options.docsPluginId ?? 'default';
  const indexVersion = options.indexVersion ?? 'current';
  return {
    name: 'laravext-llms-txt',
    async postBuild({outDir, plugins}) {
      const versions = docsInstances(plugins).find(({id}) => id === pluginId)?.versions ?? [];
      const siteUrl = context.siteConfig.url;
      const entries: IndexEntry[] = [];
      let indexLabel: string | undefined;
      const full: string[] = [];
      for (const version of versions) {
        const byId = new Map(version.docs.map((d) => [d.id, d]));
        const markdownById = new Map<string, string>();
        for (const doc of version.docs) {
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          const source = await fs.readFile(file, 'utf8');
          const markdown = mdxToMarkdown({
            title: doc.title,
            description: doc.description,
            url: siteUrl + doc.permalink,
            source,
          });
          markdownById.set(doc.id, markdown);
          const target = path.join(outDir, `${doc.permalink.replace(/\/$/, '')}.md`);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, markdown);
        }
        if (version.versionName !== indexVersion) continue;
        indexLabel = version.label;
        const inSidebar = Object.values(version.sidebars).flatMap((items) => sidebarOrder(items, 'Docs'));
        // Docs that no sidebar lists (the docs home page) come first, so that every doc of the version is included.
        const listed = new Set(inSidebar.map(({id}) => id));
        const ordered = [
          ...version.docs.filter((d) => !listed.has(d.id)).map((d) => ({id: d.id, section: 'Docs'})),
          ...inSidebar,
        ];
        const seen = new Set<string>();
        for (const {id, section} of ordered) {
          const doc = byId.get(id);
          if (!doc || seen.has(id)) continue;
          seen.add(id);
          const markdownUrl = `${siteUrl}${doc.permalink.replace(/\/$/, '')}.md`;
          entries.push({title: doc.title, description: doc.description, section, markdownUrl});
          full.push(markdownById.get(id)!);
        }
      }
      const site = {title: context.siteConfig.title, tagline: context.siteConfig.tagline, url: siteUrl};
      await fs.writeFile(path.join(outDir, 'llms.txt'), buildLlmsIndex(site, entries, indexLabel));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n---\n\n'));
    },
  };
}
