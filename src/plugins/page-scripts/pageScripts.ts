/**
 * The pure part of the page-scripts plugin (index.ts): which script files a page needs, from the route table and the
 * chunk names Docusaurus generates, and how the page's HTML loads and runs them. Unit-tested in tests/unit/page-scripts.test.ts.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route of `.docusaurus/routes.js`: its path and the hash `ComponentCreator` receives, with its nested routes. */
export interface GeneratedRoute {
  path: string;
  exact?: boolean;
  hash?: string;
  routes?: GeneratedRoute[];
}

/** Chunk names of a route's modules, keyed by `${path}-${hash}` (`.docusaurus/routesChunkNames.json`), nested. */
export type RoutesChunkNames = Record<string, unknown>;

/**
 * Reads `.docusaurus/routes.js`: an ES module that imports React and `ComponentCreator` and exports the route table.
 * It is evaluated with a `ComponentCreator` that records its arguments instead of creating components.
 */
export function parseGeneratedRoutes(source: string): GeneratedRoute[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const componentCreator = (path: string, hash?: string) => ({path, hash});
  const table = new Function('ComponentCreator', body)(componentCreator) as unknown;
  const shape = (routes: unknown): GeneratedRoute[] =>
    (routes as {path: string; exact?: boolean; component?: {hash?: string}; routes?: unknown}[]).map((route) => ({
      path: route.path,
      exact: route.exact,
      hash: route.component?.hash,
      routes: route.routes ? shape(route.routes) : undefined,
    }));
  if (!Array.isArray(table)) throw new Error('routes.js did not export an array of routes');
  return shape(table);
}

/** Every chunk name in a route's (nested) chunk-name record. */
function chunkNamesOf(record: unknown): string[] {
  if (typeof record === 'string') return [record];
  if (record && typeof record === 'object') return Object.values(record).flatMap(chunkNamesOf);
  return [];
}

/**
 * The chunk names the client loads before it renders `pathname`: those of every route that matches it, outermost first
 * (react-router-config's `matchRoutes`, as Docusaurus's own preload does).
 */
export function chunkNamesForPath(routes: GeneratedRoute[], chunkNames: RoutesChunkNames, pathname: string): string[] {
  const matched = matchRoutes(routes as unknown as RouteConfig[], pathname);
  const names = matched.flatMap(({route}) => {
    const {path, hash} = route as unknown as GeneratedRoute;
    return hash === undefined ? [] : chunkNamesOf(chunkNames[`${path}-${hash}`]);
  });
  return [...new Set(names)];
}

/** The JavaScript files of named chunk groups, in order and without repeats. */
export function scriptFiles(groupNames: string[], groupFiles: Record<string, string[]>): string[] {
  return [...new Set(groupNames.flatMap((name) => (groupFiles[name] ?? []).filter((file) => file.endsWith('.js'))))];
}

const DEFERRED_SCRIPT = /<script src="?([^" >]+\.js)"? defer(?:="")?><\/script>/g;
const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/** Marks the preload links whose scripts RUN_AFTER_FIRST_PAINT runs. */
export const SCRIPT_LINK_ATTRIBUTE = 'data-run-after-paint';

/**
 * Runs the preloaded scripts, in order, once the page is painted: in the frame after the first one that follows the end
 * of parsing (`requestAnimationFrame`, then a task), or at once in a tab that is hidden (which paints no frame). It sits
 * at the end of <body>, so the whole document is parsed when it runs. Scripts added with `async = false` run in the
 * order they were added, like deferred ones. `src` is set from the attribute as written, the URL the loader compares.
 */
export const RUN_AFTER_FIRST_PAINT =
  '(function(){var started=false;function run(){if(started)return;started=true;' +
  `var links=document.querySelectorAll('link[${SCRIPT_LINK_ATTRIBUTE}]');` +
  "for(var i=0;i<links.length;i++){var script=document.createElement('script');" +
  "script.src=links[i].getAttribute('href');script.async=false;document.head.appendChild(script);}}" +
  "if(document.visibilityState==='hidden'){run();return;}" +
  "document.addEventListener('visibilitychange',run);requestAnimationFrame(function(){setTimeout(run,0);});})();";

/**
 * Rewrites how a page loads its scripts: Docusaurus's deferred scripts (runtime~main.js, main.js) and the page's own
 * chunks (`files`, after main.js) become preload links, fetched at once, and an inline script runs them once the page
 * has painted (RUN_AFTER_FIRST_PAINT).
 *
 * - Chunks: when main.js asks for them, the bundler's loader finds their script tags by `src` and waits for them
 *   instead of adding its own, so the URL has to be exactly `publicPath + file`. Files the page already loads are
 *   skipped.
 * - After paint: deferred scripts run as soon as parsing ends, which can be before the first frame. On a slow phone the
 *   reader then waits for main.js to evaluate and the page to hydrate before seeing anything.
 * - Priority: a script preload is fetched at high priority (deferred scripts get low), so the scripts arrive sooner and
 *   the page hydrates sooner. The stylesheet the first paint waits for is requested at the highest priority, which
 *   HTTP/2 and HTTP/3 servers send first.
 *
 * Returns the HTML unchanged when it has no main script (a redirect page, say).
 */
export function addPageScripts(html: string, files: string[], publicPath: string): string {
  const deferred = [...html.matchAll(DEFERRED_SCRIPT)];
  if (!deferred.some((match) => MAIN_SCRIPT.test(match[1]))) return html;
  const sources = [...new Set([...deferred.map((match) => match[1]), ...files.map((file) => `${publicPath}${file}`)])];
  const links = sources.map((src) => `<link rel=preload as=script href=${src} ${SCRIPT_LINK_ATTRIBUTE}>`).join('');
  const first = deferred[0].index;
  const withLinks = html.slice(0, first) + links + html.slice(first).replace(DEFERRED_SCRIPT, '');
  const bodyEnd = withLinks.lastIndexOf('</body>');
  const runner = `<script>${RUN_AFTER_FIRST_PAINT}</script>`;
  return bodyEnd === -1 ? withLinks + runner : withLinks.slice(0, bodyEnd) + runner + withLinks.slice(bodyEnd);
}
