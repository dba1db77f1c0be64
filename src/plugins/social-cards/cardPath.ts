/** Where the social card of a page lives: `/docs/latest/tools/visit` → `/img/social/docs-latest-tools-visit.png`. */
export function socialCardPath(permalink: string): string {
  const slug = permalink.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';
  return `/img/social/${slug}.png`;
}

/**
 * Where the social card of a blog post lives, named after its file, which the post's front matter knows before its URL
 * exists (config/frontMatter.ts gives it as the post's `image`): `blog/2025-03-04-new-starter-kits.mdx` (or
 * `@site/blog/...`) → `/img/social/blog-2025-03-04-new-starter-kits.png`.
 */
export function blogCardPath(sourcePath: string): string {
  return socialCardPath(sourcePath.replace(/^@site\//, '').replace(/\.mdx?$/, ''));
}
