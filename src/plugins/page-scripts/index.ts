import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPageScripts, chunkNamesForPath, parseGeneratedRoutes, scriptFiles, type RoutesChunkNames} from './pageScripts';

/**
 * Each page's HTML preloads the scripts the page needs and runs them once the page has painted.
 *
 * Docusaurus's HTML only lists runtime~main.js and main.js, as deferred scripts: the chunks of the page itself (its
 * component, its content, the code-block code) are found and requested by main.js once it has downloaded and run. That
 * is one more round trip before the page can hydrate, and the requests are made inside main.js's start-up task. Here the
 * browser fetches every chunk alongside main.js; main.js's loader finds their script tags and waits for them.
 *
 * Deferred scripts also run as soon as parsing ends, which can come before the first frame: on a slow phone the reader
 * would look at a blank screen while main.js evaluates and the page hydrates. The scripts are preload links instead,
 * and a small inline script runs them in order once a frame has been painted (see pageScripts.ts).
 *
 * Which chunks: the client build reports the files of each named chunk group (a route module's chunk name is its
 * group's name); after the build, the route table of `.docusaurus` says which route modules each page loads.
 */
export default function pageScripts(context: LoadContext): Plugin {
  const groupsFile = path.join(context.generatedFilesDir, 'laravext-page-scripts', 'chunk-groups.json');
  return {
    name: 'laravext-page-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap: (name: string, fn: (stats: {toJson: (o: object) => unknown}) => void) => void}}}) {
              compiler.hooks.done.tap('laravext-page-scripts', (stats) => {
                const {namedChunkGroups = {}} = stats.toJson({all: false, chunkGroups: true}) as {
                  namedChunkGroups?: Record<string, {assets: {name: string}[]}>;
                };
                const files = Object.fromEntries(
                  Object.entries(namedChunkGroups).map(([name, group]) => [name, group.assets.map((asset) => asset.name)]),
                );
                fs.mkdirSync(path.dirname(groupsFile), {recursive: true});
                fs.writeFileSync(groupsFile, JSON.stringify(files));
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      const groupFiles = JSON.parse(fs.readFileSync(groupsFile, 'utf8')) as Record<string, string[]>;
      const routes = parseGeneratedRoutes(fs.readFileSync(path.join(context.generatedFilesDir, 'routes.js'), 'utf8'));
      const chunkNames = JSON.parse(
        fs.readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as RoutesChunkNames;
      for (const routePath of routesPaths) {
        const relative = routePath.slice(baseUrl.length);
        const candidates = relative.endsWith('.html')
          ? [relative]
          : [relative === '' ? 'index.html' : `${relative.replace(/\/$/, '')}.html`, path.join(relative, 'index.html')];
        const htmlFile = candidates.map((c) => path.join(outDir, c)).find((file) => fs.existsSync(file));
        if (!htmlFile) continue;
        const files = scriptFiles(chunkNamesForPath(routes, chunkNames, routePath), groupFiles);
        const html = fs.readFileSync(htmlFile, 'utf8');
        const withScripts = addPageScripts(html, files, baseUrl);
        if (withScripts !== html) fs.writeFileSync(htmlFile, withScripts);
      }
    },
  };
}
