// Each page's HTML preloads the scripts the page needs and runs them after the first paint (src/plugins/page-scripts);
// the browser tests load the pages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  addPageScripts,
  chunkNamesForPath,
  parseGeneratedRoutes,
  RUN_AFTER_FIRST_PAINT,
  SCRIPT_LINK_ATTRIBUTE,
  scriptFiles,
} from '../../src/plugins/page-scripts/pageScripts';

const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '31c'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '06f'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'a4a'),
        routes: [
          {
            path: '/docs/quickstart',
            component: ComponentCreator('/docs/quickstart', '2c0'),
            exact: true
          },
          {
            path: '/docs',
            component: ComponentCreator('/docs', '3bf'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/blog-31c': {__comp: 'blogList', __props: 'blogProps'},
  '/docs-06f': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs-a4a': {__comp: 'versionRoot', __props: 'versionProps'},
  '/docs/quickstart-2c0': {__comp: 'docItem', content: 'quickstartContent'},
  '/docs-3bf': {__comp: 'docItem', content: 'introContent'},
};

describe('page scripts', () => {
  const routes = parseGeneratedRoutes(ROUTES_JS);

  it('reads the generated route table, nested routes and hashes included', () => {
    assert.equal(routes.length, 3);
    assert.deepEqual(routes[0], {path: '/blog', exact: true, hash: '31c', routes: undefined});
    assert.equal(routes[1].routes?.[0].routes?.[0].hash, '2c0');
    assert.equal(routes[2].hash, undefined);
  });

  it('collects the chunk names of every route that matches a page, outermost first, once each', () => {
    assert.deepEqual(chunkNamesForPath(routes, CHUNK_NAMES, '/docs/quickstart'), [
      'docsRoot',
      'docsPlugin',
      'versionRoot',
      'versionProps',
      'docItem',
      'quickstartContent',
    ]);
    assert.deepEqual(chunkNamesForPath(routes, CHUNK_NAMES, '/blog'), ['blogList', 'blogProps']);
    // The not-found route loads its component without a chunk name: nothing to add.
    assert.deepEqual(chunkNamesForPath(routes, CHUNK_NAMES, '/no/such/page'), []);
  });

  it('keeps the JavaScript files of the chunk groups, shared chunks once', () => {
    const groups = {
      docItem: ['assets/css/styles.1.css', 'assets/js/4538.a.js', 'assets/js/docItem.b.js'],
      quickstartContent: ['assets/js/4538.a.js', 'assets/js/quickstart.c.js'],
    };
    assert.deepEqual(scriptFiles(['docItem', 'quickstartContent', 'unknown'], groups), [
      'assets/js/4538.a.js',
      'assets/js/docItem.b.js',
      'assets/js/quickstart.c.js',
    ]);
  });

  it('preloads the Docusaurus scripts and the page chunks, in that order, with the URLs the loader looks for, once each', () => {
    const html =
      '<html><head><title>t</title><script src=/assets/js/runtime~main.1a.js defer></script>' +
      '<script src=/assets/js/main.2b.js defer></script><link rel=stylesheet href=/s.css></head><body><p>x</body></html>';
    const link = (src: string) => `<link rel=preload as=script href=${src} ${SCRIPT_LINK_ATTRIBUTE}>`;
    assert.equal(
      addPageScripts(html, ['assets/js/4538.a.js', 'assets/js/main.2b.js', 'assets/js/docItem.b.js'], '/'),
      '<html><head><title>t</title>' +
        link('/assets/js/runtime~main.1a.js') +
        link('/assets/js/main.2b.js') +
        link('/assets/js/4538.a.js') +
        link('/assets/js/docItem.b.js') +
        '<link rel=stylesheet href=/s.css></head><body><p>x' +
        `<script>${RUN_AFTER_FIRST_PAINT}</script></body></html>`,
    );
  });

  it('leaves a page without main.js as it is', () => {
    assert.equal(addPageScripts('<p>no scripts</p>', ['assets/js/docItem.b.js'], '/'), '<p>no scripts</p>');
    const other = '<head><script src=/x.js defer></script></head><body></body>';
    assert.equal(addPageScripts(other, ['assets/js/docItem.b.js'], '/'), other);
  });

  it('runs the preloaded scripts in order once a frame has been painted, or at once in a hidden tab', () => {
    const run = (visibilityState: string) => {
      const added: {src?: string; async?: boolean}[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const listeners: string[] = [];
      const hrefs = ['/assets/js/runtime~main.1a.js', '/assets/js/main.2b.js', '/assets/js/docItem.b.js'];
      const document = {
        visibilityState,
        querySelectorAll: (selector: string) => {
          assert.equal(selector, `link[${SCRIPT_LINK_ATTRIBUTE}]`);
          return hrefs.map((href) => ({getAttribute: (name: string) => (name === 'href' ? href : null)}));
        },
        createElement: () => ({}) as {src?: string; async?: boolean},
        head: {appendChild: (script: {src?: string; async?: boolean}) => added.push(script)},
        addEventListener: (type: string) => listeners.push(type),
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', RUN_AFTER_FIRST_PAINT)(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
      return {added, frames, timers, listeners, hrefs};
    };

    const visible = run('visible');
    assert.deepEqual(visible.added, [], 'ran before a frame');
    assert.deepEqual(visible.listeners, ['visibilitychange']);
    visible.frames.forEach((f) => f());
    assert.deepEqual(visible.added, [], 'ran inside the frame, before its paint');
    visible.timers.forEach((f) => f());
    assert.deepEqual(visible.added, visible.hrefs.map((src) => ({src, async: false})));
    visible.timers.forEach((f) => f());
    assert.equal(visible.added.length, 3, 'ran twice');

    const hidden = run('hidden');
    assert.deepEqual(hidden.added.map((s) => s.src), hidden.hrefs);
  });

  it('reads the route table Docusaurus generated for this site, when there is one', (t) => {
    const file = path.resolve(__dirname, '../../.docusaurus/routes.js');
    if (!fs.existsSync(file)) return t.skip('no .docusaurus/routes.js yet (the build makes it)');
    const siteRoutes = parseGeneratedRoutes(fs.readFileSync(file, 'utf8'));
    const flat = (list: typeof siteRoutes): string[] => list.flatMap((r) => [r.path, ...flat(r.routes ?? [])]);
    assert.ok(flat(siteRoutes).includes('/docs/quickstart'));
  });
});
