// The content check catches what the build would reject, with file and line: each mistake a writer makes is fed to
// checkSite() in a scratch site, and the real site must have none.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {checkSite} from '../../src/plugins/content-checks/lib/site';
import {listContentFiles} from '../../src/plugins/content-checks/lib/extract';
import type {Problem} from '../../src/plugins/content-checks/lib/problem';
import {staleCopies} from '../../src/plugins/content-checks/lib/versionedCopies';
import {CONTENT_INSTANCES, contentSite, SITE_REMARK_PLUGINS, VERSIONED_COPY} from '../../config/content';

const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;

const FILES: Record<string, string> = {
  'docs/good.mdx': page('title: Good', 'Text.\n\n## Install it\n\nMore text.'),
  // Line 7: the tag that is never closed.
  'docs/unclosed.mdx': page('title: Unclosed', 'Text.\n\n<FrameworkTabs>\n\nNo closing tag.'),
  // Line 3 of the file, the second line inside the front matter.
  'docs/bad-yaml.mdx': page('title: Bad\ndescription: [not closed', 'Text.'),
  'docs/links.mdx': page(
    'title: Links',
    [
      '[fine](./good.mdx#install-it) and [also fine](/docs/latest/good).', // line 5
      '[missing page](./missing.mdx).', // 6
      '[missing anchor](./good.mdx#nope).', // 7
      '![missing image](/img/none.svg)', // 8
      '[missing URL](/docs/latest/nothing).', // 9
      '[own anchor](#not-here).', // 10
    ].join('\n'),
  ),
  'docs/dup-a.mdx': page('id: same\ntitle: A', 'Text.'),
  'docs/dup-b.mdx': page('id: same\ntitle: B', 'Text.'),
  'docs/slug-a.mdx': page('title: A\nslug: /one-url', 'Text.'),
  'docs/slug-b.mdx': page('title: B\nslug: /one-url', 'Text.'),
  'docs/typed.mdx': page('title: Typed\nsidebar_position: first', 'Text.'),
  'blog/tags.yml': 'release:\n  label: Release\n',
  'blog/authors.yml': 'arthur:\n  name: Arthur\n',
  'blog/2024-01-01-post.mdx': page('title: Post\ntags: [release, unknown]\nauthors: arthur', 'Only one paragraph.'),
  'blog/2024-01-02-fine.mdx': page(
    'title: Fine\ntags: [release]\nauthors: arthur',
    'Intro.\n\n{/* truncate */}\n\nRest.',
  ),
};

let site = '';
let problems: Problem[] = [];
const at = (file: string) =>
  problems.filter((p) => p.file === path.join(site, file)).map((p) => `${p.line}: ${p.message}`);

describe('the content check catches what the build rejects, with file and line', () => {
  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-content-site-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), text);
    }
    const pages = Object.keys(FILES).filter((f) => f.endsWith('.mdx'));
    problems = await checkSite(
      pages.map((f) => path.join(site, f)),
      {root: site, instances: CONTENT_INSTANCES},
    );
  });
  after(() => fs.rmSync(site, {recursive: true, force: true}));

  it('passes a good page', () => {
    assert.deepEqual(at('docs/good.mdx'), []);
    assert.deepEqual(at('blog/2024-01-02-fine.mdx'), []);
  });
  it('an unclosed JSX tag', () => {
    assert.deepEqual(at('docs/unclosed.mdx').length, 1, JSON.stringify(at('docs/unclosed.mdx')));
    assert.match(at('docs/unclosed.mdx')[0], /^\d+: MDX does not compile: .*FrameworkTabs/);
  });
  it('invalid front matter YAML, at the line of the page', () => {
    assert.match(at('docs/bad-yaml.mdx').join('\n'), /^3: front matter is not valid YAML/);
  });
  it('a front matter value of the wrong type', () => {
    assert.deepEqual(at('docs/typed.mdx'), ['3: front matter sidebar_position: write a number']);
  });
  it('broken links, anchors and images, each at its line', () => {
    const found = at('docs/links.mdx').map((p) => p.split(':').slice(0, 2).join(':'));
    assert.deepEqual(found, [
      '6: link to ./missing.mdx',
      '7: link to ./good.mdx#nope',
      '8: image /img/none.svg not found',
      '9: link to /docs/latest/nothing',
      '10: link to #not-here',
    ]);
  });
  it('a duplicate id and a duplicate slug, naming the other file', () => {
    assert.match(at('docs/dup-a.mdx').join('\n'), /^2: id "same" is also docs\/dup-b\.mdx's/);
    assert.match(at('docs/dup-b.mdx').join('\n'), /^2: id "same" is also docs\/dup-a\.mdx's/);
    assert.match(at('docs/slug-a.mdx').join('\n'), /^3: URL \/docs\/latest\/one-url is also docs\/slug-b\.mdx's/);
  });
  it('a blog post without a truncate marker, or with a tag that tags.yml lacks', () => {
    const post = at('blog/2024-01-01-post.mdx');
    assert.ok(
      post.some((p) => p.startsWith('1: blog post without a truncate marker')),
      post.join('\n'),
    );
    assert.ok(
      post.some((p) => p.startsWith('3: tags: "unknown" is not in blog/tags.yml')),
      post.join('\n'),
    );
    assert.equal(post.length, 2, post.join('\n'));
  });
  it('every problem says what to do', () => {
    for (const p of problems) assert.match(p.message, /: (fix|write|leave|give|put|link|add)\b/, p.message);
  });
});

describe("the stable version's copy of docs/", () => {
  const copy = {latest: 'docs', stable: 'versioned_docs/version-9', deliberatelyDifferent: ['own.mdx']};
  let site = '';
  before(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-copies-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), text);
    };
    for (const dir of [copy.latest, copy.stable]) {
      write(`${dir}/same.mdx`, 'One.\nTwo.\n');
      write(`${dir}/own.mdx`, `Only in ${dir}.\n`);
    }
    write('docs/edited.mdx', 'One.\nTwo, edited.\n');
    write(`${copy.stable}/edited.mdx`, 'One.\nTwo.\n');
    write('docs/new.mdx', 'New.\n');
    write(`${copy.stable}/gone.mdx`, 'Gone from docs/.\n');
  });
  after(() => fs.rmSync(site, {recursive: true, force: true}));

  it('names an edited page at its first changed line, a page without a copy, and a copy without a page', () => {
    const found = staleCopies(site, copy).map((p) => `${path.relative(site, p.file)}:${p.line}: ${p.message}`);
    assert.deepEqual(
      found.map((f) => f.replace(/: run `npm run docs:sync`.*$/, '')),
      [
        'docs/edited.mdx:2: its stable copy versioned_docs/version-9/edited.mdx differs from here on',
        'docs/new.mdx:1: no copy in versioned_docs/version-9/ for the stable version',
        'versioned_docs/version-9/gone.mdx:1: no page docs/gone.mdx for this copy',
      ],
    );
    for (const f of found) assert.match(f, /run `npm run docs:sync`/);
  });
  it('reports on the files asked about only, a page or its copy', () => {
    const asked = [path.join(site, 'versioned_docs/version-9/edited.mdx')];
    assert.deepEqual(
      staleCopies(site, copy, asked).map((p) => path.relative(site, p.file)),
      ['docs/edited.mdx'],
    );
  });
  it('finds none in this site', () => {
    const root = path.resolve(__dirname, '../..');
    assert.ok(VERSIONED_COPY, 'no released version');
    assert.deepEqual(staleCopies(root, VERSIONED_COPY), []);
  });
});

describe('the site itself', () => {
  it('passes the build checks on every page', async () => {
    const root = path.resolve(__dirname, '../..');
    const found = await checkSite(listContentFiles(root), contentSite(root), {remarkPlugins: SITE_REMARK_PLUGINS});
    assert.deepEqual(
      found.map((p) => `${path.relative(root, p.file)}:${p.line}: ${p.message}`),
      [],
    );
  });
});
