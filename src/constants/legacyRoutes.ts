/**
 * The previous site (Docsify) used hash routes such as `https://laravext.dev/#/tools/nexus-response?id=with-props`.
 * READMEs in the wild still link them. Each old path maps to its page on this site; `?id=` becomes the `#hash`.
 */
export const LEGACY_ROUTES: Readonly<Record<string, string>> = {
  '/': '/docs/laravext',
  '/laravext': '/docs/laravext',
  '/before-you-start': '/docs/before-you-start',
  '/quickstart': '/docs/quickstart',
  '/configuration': '/docs/configuration',
  '/server-side-rendering': '/docs/server-side-rendering',
  '/concepts/router': '/docs/concepts/router',
  '/concepts/file-conventions': '/docs/concepts/file-conventions',
  '/concepts/laravext-prop': '/docs/concepts/laravext-prop',
  '/concepts/laravext-lifecycle': '/docs/concepts/laravext-lifecycle',
  '/tools/blade-directives': '/docs/tools/blade-directives',
  '/tools/routing': '/docs/tools/routing',
  '/tools/nexus-response': '/docs/tools/nexus-response',
  '/tools/shared-props': '/docs/tools/shared-props',
  '/tools/head-component': '/docs/tools/head-component',
  '/tools/link-component': '/docs/tools/link-component',
  '/tools/visit': '/docs/tools/visit',
  '/tools/chrome-extension': '/docs/tools/chrome-extension',
  '/examples/page': '/docs/examples/page',
  '/examples/middleware': '/docs/examples/middleware',
  '/examples/layout': '/docs/examples/layout',
  '/misc/about-this-doc': '/docs/misc/about-this-doc',
};

/**
 * The new URL for an old hash route, or null when the hash is not one (`#section` on a normal page).
 * Unknown old paths go to the same path under /docs, where the not-found page helps the reader on.
 */
export function legacyHashTarget(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const [rawPath, query = ''] = hash.slice(1).split('?');
  const path = `/${rawPath
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.md$/i, '')
    .toLowerCase()}`.replace(/\/README$/i, '/');
  const target = LEGACY_ROUTES[path === '/readme' ? '/' : path] ?? `/docs${path === '/' ? '' : path}`;
  const id = new URLSearchParams(query).get('id');
  return id ? `${target}#${encodeURIComponent(id)}` : target;
}
