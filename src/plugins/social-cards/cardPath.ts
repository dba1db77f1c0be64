/** Where the social card of a page lives: `/docs/latest/tools/visit` → `/img/social/docs-latest-tools-visit.png`. */
export function socialCardPath(permalink: string): string {
  const slug = permalink.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';
  return `/img/social/${slug}.png`;
}
