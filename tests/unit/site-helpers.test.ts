import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import {describe, it} from 'node:test';
import {LEGACY_ROUTES, legacyHashTarget} from '../../src/constants/legacyRoutes';
import {blogCardPath, socialCardPath} from '../../src/plugins/social-cards/cardPath';
import {cardSvg, wrapTitle} from '../../src/plugins/social-cards/template';
import {otherVersionPath} from '../../src/components/NotFoundHelp/otherVersionPath';
import {buildCsp, inlineScriptHashes, insertMetaCsp} from '../../scripts/csp';
import {categoryLinks} from '../../src/constants/docsCategories';
import {categoryPermalinks} from '../../src/plugins/docs-categories';
import {categoryLabels} from '../../src/plugins/social-cards';
import {parseFrontMatter} from '../../config/frontMatter';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

describe('legacy hash routes', () => {
  it('maps every old path to its page, with ?id= as the hash', () => {
    assert.equal(legacyHashTarget('#/tools/nexus-response?id=with-props'), '/docs/tools/nexus-response#with-props');
    assert.equal(legacyHashTarget('#/quickstart'), '/docs/quickstart');
    assert.equal(legacyHashTarget('#/'), '/docs/laravext');
    assert.equal(legacyHashTarget('#/README'), '/docs/laravext');
    assert.equal(legacyHashTarget('#/Tools/Visit.md'), '/docs/tools/visit');
  });
  it('ignores ordinary hashes and sends unknown old paths under /docs', () => {
    assert.equal(legacyHashTarget('#options'), null);
    assert.equal(legacyHashTarget(''), null);
    assert.equal(legacyHashTarget('#/no-such-page'), '/docs/no-such-page');
  });
  it('covers the 21 doc pages', () => {
    assert.equal(Object.keys(LEGACY_ROUTES).filter((k) => k !== '/').length, 21);
    for (const [from, to] of Object.entries(LEGACY_ROUTES)) if (from !== '/') assert.equal(to, `/docs${from}`);
  });
});

describe('social cards', () => {
  it("gives a blog post its card as the front matter's image, and nothing else one", async () => {
    const root = path.resolve(__dirname, '../..');
    const parse = (file: string, fileContent: string) =>
      parseFrontMatter({
        filePath: path.join(root, file),
        fileContent,
        defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      });
    const post = await parse('blog/2025-03-04-new-starter-kits.mdx', '---\ntitle: Kits\n---\nText');
    assert.deepEqual(post.frontMatter, {title: 'Kits', image: '/img/social/blog-2025-03-04-new-starter-kits.png'});
    const own = await parse('blog/2025-03-04-new-starter-kits.mdx', '---\nimage: /img/own.png\n---\nText');
    assert.deepEqual(own.frontMatter, {image: '/img/own.png'});
    const doc = await parse('docs/quickstart.mdx', '---\ntitle: Quickstart\n---\nText');
    assert.deepEqual(doc.frontMatter, {title: 'Quickstart'});
  });
  it('derives one file per permalink', () => {
    assert.equal(socialCardPath('/docs/latest/tools/visit'), '/img/social/docs-latest-tools-visit.png');
    assert.equal(
      socialCardPath('/blog/2024/08/20/laravext-release'),
      '/img/social/blog-2024-08-20-laravext-release.png',
    );
    assert.equal(socialCardPath('/'), '/img/social/home.png');
    assert.equal(
      blogCardPath('@site/blog/2024-08-20-laravext-release.mdx'),
      '/img/social/blog-2024-08-20-laravext-release.png',
    );
    assert.equal(
      blogCardPath('blog/2024-08-20-laravext-release.md'),
      '/img/social/blog-2024-08-20-laravext-release.png',
    );
  });
  it('wraps long titles to at most three lines', () => {
    assert.deepEqual(wrapTitle('Router'), ['Router']);
    const lines = wrapTitle(
      'A very long title that goes on and on about routing and rendering and much more besides',
      20,
      3,
    );
    assert.equal(lines.length, 3);
    assert.ok(lines[2].endsWith('…'));
  });
  it('escapes markup in the SVG', () => {
    const svg = cardSvg({title: '<Link> & visit', eyebrow: 'Docs · Tools', footnote: 'Version 1.0'}, 'data:,');
    assert.match(svg, /&lt;Link&gt; &amp; visit/);
    assert.match(svg, /Version 1\.0/);
  });
});

describe('not-found page: the same page in the other version', () => {
  const stable = {name: '1.1', path: '/docs', isLast: true, docs: ['/docs/', '/docs/quickstart']};
  const current = {
    name: 'current',
    path: '/docs/latest',
    isLast: false,
    docs: ['/docs/latest/', '/docs/latest/quickstart', '/docs/latest/only-latest'],
  };
  const older = {
    name: '1.0',
    path: '/docs/1.0',
    isLast: false,
    docs: ['/docs/1.0/', '/docs/1.0/quickstart', '/docs/1.0/only-old'],
  };
  const versions = [current, stable, older];
  it('finds the twin in either direction', () => {
    assert.equal(
      otherVersionPath('/docs/latest/quickstart', [current, {...stable, docs: ['/docs/quickstart']}]),
      '/docs/quickstart',
    );
    assert.equal(otherVersionPath('/docs/only-latest', versions), '/docs/latest/only-latest');
    assert.equal(otherVersionPath('/docs/only-latest.html', versions), '/docs/latest/only-latest');
  });
  it('prefers the stable twin, then Latest, then an older release', () => {
    assert.equal(otherVersionPath('/docs/1.0/quickstart/', versions), '/docs/quickstart');
    assert.equal(otherVersionPath('/docs/1.0/only-latest', versions), '/docs/latest/only-latest');
    assert.equal(otherVersionPath('/docs/latest/only-old', versions), '/docs/1.0/only-old');
  });
  it('offers nothing when the twin does not exist or the path is not a doc', () => {
    assert.equal(otherVersionPath('/docs/nothing', versions), null);
    assert.equal(otherVersionPath('/blog/x', versions), null);
    assert.equal(otherVersionPath('', versions), null);
    assert.equal(otherVersionPath('/docs/latest/latest/quickstart', versions), null);
    assert.equal(otherVersionPath('/docs/1.0/1.0/quickstart', versions), null);
  });
});

describe('content security policy', () => {
  it('hashes executable inline scripts only', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>';
    const hashes = inlineScriptHashes(html);
    assert.equal(hashes.length, 1);
    assert.match(hashes[0], /^'sha256-[A-Za-z0-9+/]+=*'$/);
    // The hash covers the script's text exactly as written, including markup-like text inside it.
    assert.deepEqual(inlineScriptHashes('<script>if (a < b) x("</p>")</script>'), [
      `'sha256-${crypto.createHash('sha256').update('if (a < b) x("</p>")').digest('base64')}'`,
    ]);
  });
  it('puts the policy first in <head>, after a leading <meta charset>, quoted, and fails loudly on odd pages', () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot;">`;
    const policy = `script-src 'self' "x"`;
    assert.equal(
      insertMetaCsp('<!doctype html><html><head><meta charset=UTF-8><script src=/a.js></script>', policy, 'p.html'),
      `<!doctype html><html><head><meta charset=UTF-8>${meta}<script src=/a.js></script>`,
    );
    assert.equal(
      insertMetaCsp('<!DOCTYPE html><html lang="en">\n<head>\n<title>t</title>', policy, 'p.html'),
      `<!DOCTYPE html><html lang="en">\n<head>${meta}\n<title>t</title>`,
    );
    assert.throws(() => insertMetaCsp('<p>no head</p>', 'x', 'page.html'), /page\.html: no <head> start tag/);
    assert.throws(
      () => insertMetaCsp(`<html><head>${meta}</head></html>`, 'x', 'page.html'),
      /page\.html: already has a Content-Security-Policy/,
    );
  });
  it('never allows unsafe-inline scripts and forbids framing', () => {
    const csp = buildCsp(["'sha256-abc='"]);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    assert.equal(scriptSrc, "script-src 'self' 'sha256-abc='");
    assert.match(csp, /frame-ancestors 'none'/);
  });
});

describe('docs categories', () => {
  const tools = {type: 'generated-index', slug: '/category/tools', permalink: '/docs/category/tools'};
  const nested = {type: 'generated-index', slug: '/category/nested', permalink: '/docs/category/nested'};
  const sidebar = [
    {type: 'doc', id: 'quickstart'},
    {type: 'category', label: 'Tools', link: tools, items: [{type: 'category', link: nested, items: []}]},
    {type: 'category', label: 'Plain', link: {type: 'doc', id: 'x'}, items: []},
  ];
  it('finds the generated index pages of a sidebar, nested ones included', () => {
    assert.deepEqual(categoryLinks(sidebar), [
      {slug: '/category/tools', permalink: '/docs/category/tools'},
      {slug: '/category/nested', permalink: '/docs/category/nested'},
    ]);
  });
  it('lists the category pages of every loaded version once, sorted', () => {
    const latest = [{...sidebar[1], link: {...tools, permalink: '/docs/latest/category/tools'}, items: []}];
    const content = {
      loadedVersions: [
        {sidebars: {docs: sidebar}},
        {sidebars: {docs: latest, other: sidebar} as Record<string, unknown[]>},
      ],
    };
    assert.deepEqual(categoryPermalinks(content), [
      '/docs/category/nested',
      '/docs/category/tools',
      '/docs/latest/category/tools',
    ]);
  });
});

describe('social card categories', () => {
  it("names each doc's top-level category from the sidebar, as _category_.json labels it", () => {
    const labels = categoryLabels({
      docs: [
        {type: 'doc', id: 'quickstart'},
        {type: 'category', label: 'Guides', items: [{type: 'doc', id: 'guides/app-setup'}]},
        {
          type: 'category',
          label: 'Tools',
          items: [{type: 'category', label: 'Nested', items: [{type: 'doc', id: 'tools/deep/page'}]}],
        },
        {type: 'category', label: 'Links', items: [{type: 'link', href: 'https://example.com'}]},
      ],
    });
    assert.deepEqual(Object.fromEntries(labels), {'guides/app-setup': 'Guides', 'tools/deep/page': 'Tools'});
  });
});
