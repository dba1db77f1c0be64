import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {blogPosts, docsInstances} from '../loadedContent';
import {blogCardPath, socialCardPath} from './cardPath';
import {cardSvg, type CardText} from './template';
import {renderCards, type CardJob} from './renderCards';

const require = createRequire(path.join(process.cwd(), 'package.json'));

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};

/** Each doc's top-level sidebar category label (from its folder's `_category_.json`), by doc id. */
export function categoryLabels(sidebars: Record<string, unknown[]>): Map<string, string> {
  const labels = new Map<string, string>();
  const collect = (items: SidebarItem[], label: string) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id && !labels.has(item.id)) labels.set(item.id, label);
      if (item.items) collect(item.items, label);
    }
  };
  for (const items of Object.values(sidebars) as SidebarItem[][]) {
    for (const item of items) if (item.type === 'category' && item.items) collect(item.items, item.label ?? '');
  }
  return labels;
}

function fontFiles(): string[] {
  const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return [path.join(dir, 'DejaVuSans.ttf'), path.join(dir, 'DejaVuSans-Bold.ttf')];
}

/**
 * Collects one card per doc page (both docs instances, every version) and per blog post, plus the default card, by the
 * card's path: a page's comes from its URL, a post's from its file (`blogCardPath`).
 */
export function collectCards(plugins: readonly LoadedPlugin[]): Map<string, CardText> {
  const cards = new Map<string, CardText>();
  cards.set(socialCardPath('/'), {
    title: 'Vue and React pages for Laravel, routed by files',
    eyebrow: 'Laravext',
    footnote: 'laravext.dev',
  });
  for (const {id, versions} of docsInstances(plugins)) {
    for (const version of versions) {
      const labels = categoryLabels(version.sidebars);
      for (const doc of version.docs) {
        const category = labels.get(doc.id);
        const section = id === 'community' ? 'Community' : `Docs${category ? ` · ${category}` : ''}`;
        const footnote = id === 'community' ? 'laravext.dev/community' : `Version ${version.label}`;
        cards.set(socialCardPath(doc.permalink), {title: doc.title, eyebrow: section, footnote});
      }
    }
  }
  for (const {metadata} of blogPosts(plugins)) {
    const date = new Date(metadata.date).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    cards.set(blogCardPath(metadata.source), {
      title: metadata.title,
      eyebrow: `Blog · ${date}`,
      footnote: 'laravext.dev/blog',
    });
  }
  return cards;
}

/** Renders Open Graph / Twitter card images at build time, offline, with resvg and the DejaVu fonts from npm. */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'laravext-social-cards',
    async postBuild({outDir, plugins}) {
      const logo = await fs.readFile(path.join(context.siteDir, 'static/img/logo.svg'));
      const logoDataUri = `data:image/svg+xml;base64,${logo.toString('base64')}`;
      const cards = collectCards(plugins);
      await fs.mkdir(path.join(outDir, 'img/social'), {recursive: true});
      const job = (file: string, text: CardText): CardJob => ({
        svg: cardSvg(text, logoDataUri),
        file: path.join(outDir, file),
      });
      await renderCards(
        [
          ...[...cards].map(([card, text]) => job(card, text)),
          job('/img/social/default.png', cards.get(socialCardPath('/'))!),
        ],
        {font: {fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans'}},
      );
    },
  };
}
