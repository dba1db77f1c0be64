/**
 * The pure part of the page-scripts plugin (index.ts): which script files a page needs, from the route table and the
 * chunk names Docusaurus generates, and how they go into the page's HTML. Unit-tested in tests/unit/page-scripts.test.ts.
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

const MAIN_SCRIPT = /<script src="?([^" >]*\/main\.[0-9a-f]+\.js)"? defer(?:="")?><\/script>/;

/**
 * Adds `<script defer>` tags for `files` right after the page's main script. Deferred scripts run in document order, so
 * main.js runs first; when it asks for these chunks, the bundler's loader finds the tags by their `src` and waits for
 * them instead of adding its own, so the URL has to be exactly `publicPath + file`. Files the page already loads are
 * skipped. Returns the HTML unchanged when it has no main script (a redirect page, say).
 */
export function addPageScripts(html: string, files: string[], publicPath: string): string {
  const main = MAIN_SCRIPT.exec(html);
  if (!main) return html;
  const tags = files
    .map((file) => `${publicPath}${file}`)
    .filter((src) => !html.includes(`src=${src} `) && !html.includes(`src="${src}"`))
    .map((src) => `<script src=${src} defer></script>`)
    .join('');
  return html.slice(0, main.index + main[0].length) + tags + html.slice(main.index + main[0].length);
}
