import sidebars from '@site/sidebars';

interface SidebarNode {
  type?: string;
  items?: SidebarNode[];
  link?: {type?: string; slug?: string};
}

function collectSlugs(items: SidebarNode[]): string[] {
  return items.flatMap((item) => [
    ...(item.link?.type === 'generated-index' && item.link.slug ? [item.link.slug] : []),
    ...(item.items ? collectSlugs(item.items) : []),
  ]);
}

/** The generated category pages of the docs sidebar, relative to a version's path: `/category/tools`, … */
export const CATEGORY_SLUGS: readonly string[] = collectSlugs(Object.values(sidebars).flat() as SidebarNode[]);
