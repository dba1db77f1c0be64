// Each page's HTML names the script chunks the page needs (src/plugins/page-scripts); the browser tests load the pages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  addPageScripts,
  chunkNamesForPath,
  parseGeneratedRoutes,
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

  it('puts the tags right after main.js, with the URLs the loader looks for, skipping what the page has', () => {
    const html =
      '<head><script src=/assets/js/runtime~main.1a.js defer></script><script src=/assets/js/main.2b.js defer></script>' +
      '<script src=/assets/js/4538.a.js defer></script></head>';
    assert.equal(
      addPageScripts(html, ['assets/js/4538.a.js', 'assets/js/docItem.b.js'], '/'),
      '<head><script src=/assets/js/runtime~main.1a.js defer></script><script src=/assets/js/main.2b.js defer></script>' +
        '<script src=/assets/js/docItem.b.js defer></script><script src=/assets/js/4538.a.js defer></script></head>',
    );
    assert.equal(addPageScripts('<p>no scripts</p>', ['assets/js/docItem.b.js'], '/'), '<p>no scripts</p>');
  });

  it('reads the route table Docusaurus generated for this site, when there is one', (t) => {
    const file = path.resolve(__dirname, '../../.docusaurus/routes.js');
    if (!fs.existsSync(file)) return t.skip('no .docusaurus/routes.js yet (the build makes it)');
    const siteRoutes = parseGeneratedRoutes(fs.readFileSync(file, 'utf8'));
    const flat = (list: typeof siteRoutes): string[] => list.flatMap((r) => [r.path, ...flat(r.routes ?? [])]);
    assert.ok(flat(siteRoutes).includes('/docs/quickstart'));
  });
});
