// Cutting a release is one command: `npm run docusaurus docs:version <next>` and a build, with no other edit. This test
// does it in a scratch copy of the site (the files Git sees; node_modules linked) and checks that everything derived
// from versions.json (config/versions.ts) follows: the docs plugin options, routes, canonical links, edit links, the
// version notice, the dropdown, the not-found page's twin, llms.txt, sitemap. About 30-60 s, most of it the scratch
// build (unminified).
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type siteConfig from '../../docusaurus.config';
import type * as versionsModule from '../../config/versions';
import {CURRENT_LABEL, stableVersion, VERSIONS} from '../../config/versions';
import {otherVersionPath, type VersionPages} from '../../src/components/NotFoundHelp/otherVersionPath';
import {parseHtml, sitemapEntries} from '../../scripts/lib/html';
import {full} from '../../scripts/lib/depth';

const ROOT = path.resolve(__dirname, '../..');
const SITE = 'https://laravext.dev';
const EDIT = 'https://github.com/ArthurYdalgo/laravext/edit/main/docs';
/** Top-level entries of the repository that the scratch copy leaves out: the laboratory, with packages of its own. */
const LEFT_OUT = new Set(['lab']);

/** The release being cut: the stable version with its minor number bumped (1.0 → 1.1). */
const OLD = stableVersion();
const NEXT = OLD.replace(/(\d+)$/, (n) => String(Number(n) + 1));
const NEXT_LABEL = `Latest (${NEXT})`;
/** A sentence written in Latest before the cut: the new release has it, the old one does not. */
const MARK = `Written for the ${NEXT} release.`;
/** A page added to Latest after the cut: its stable URL is a not-found page whose twin is in Latest. */
const ONLY_LATEST = 'only-in-latest';

let scratch = '';
let out = '';

function run(cmd: string, args: string[], cwd: string): string {
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
    timeout: 150_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  assert.equal(result.status, 0, `${cmd} ${args.join(' ')} failed in ${cwd}:\n${output.slice(-4000)}`);
  return output;
}

/**
 * The working tree as Git sees it (tracked files and new ones not ignored: no build output, caches or scratch files),
 * with node_modules linked entry by entry (its caches stay out of it).
 */
function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-version-cut-'));
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT).split('\0');
  for (const file of files) {
    if (!file || LEFT_OUT.has(file.split('/')[0]) || !fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  // "Last updated" dates come from Git: the scratch copy is a repository of one commit.
  const git = [
    '-c',
    'user.name=version-cut',
    '-c',
    'user.email=version-cut@example.invalid',
    '-c',
    'commit.gpgsign=false',
  ];
  run('git', ['init', '-q'], dir);
  run('git', [...git, 'add', '-A'], dir);
  run('git', [...git, 'commit', '-q', '-m', 'scratch copy'], dir);
  return dir;
}

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const hrefs = (html: string, selector: string) => {
  const $ = parseHtml(html);
  return $(selector)
    .toArray()
    .map((el) => $(el).attr('href') ?? '');
};
const canonicals = (html: string) => hrefs(html, 'link[rel="canonical"]');
/** The version dropdown's label and its items, as [label, href]. */
function dropdown(html: string): {label: string; items: [string, string][]} {
  const $ = parseHtml(html);
  const menu = $('.navbar .dropdown--hoverable').first();
  const items = menu
    .find('.dropdown__menu a')
    .toArray()
    .map((a): [string, string] => [$(a).text(), $(a).attr('href') ?? '']);
  return {label: menu.children('a.navbar__link').text(), items};
}
const editLinks = (html: string) => hrefs(html, 'a[href^="https://github.com/"][href*="/edit/"]');
/** The notice of Latest pages (src/components/VersionNotice), as text, and the links it holds. */
function versionNotice(html: string): {text: string; links: [string, string][]} {
  const $ = parseHtml(html);
  const notice = $('main .alert[role="note"]')
    .filter((_, el) => $(el).text().startsWith('You are reading'))
    .first();
  return {
    text: notice.text().replace(/\s+/g, ' ').trim(),
    links: notice
      .find('a')
      .toArray()
      .map((a): [string, string] => [$(a).text(), $(a).attr('href') ?? '']),
  };
}

/**
 * A module of the scratch copy has the type of ours, except that tsx may hand all its exports to `import()` as one
 * `default` (the CommonJS interop): `WithInterop<T>` is T, possibly with T itself again as `default`.
 */
type WithInterop<T> = T & {default?: T};
type SiteConfig = typeof siteConfig;

describe(`cutting ${NEXT} with \`npm run docusaurus docs:version ${NEXT}\``, full, () => {
  before(() => {
    assert.equal(CURRENT_LABEL, `Latest (${OLD})`);
    scratch = scratchCopy();
    const quickstart = path.join(scratch, 'docs', 'quickstart.mdx');
    fs.appendFileSync(quickstart, `\n${MARK}\n`);
    run('npm', ['run', '--silent', 'docusaurus', 'docs:version', NEXT], scratch);
    fs.writeFileSync(
      path.join(scratch, 'docs', `${ONLY_LATEST}.mdx`),
      '# Only in Latest\n\nA page written after the release.\n',
    );
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-version-cut-build-'));
    // Unminified: what is checked is the HTML and data the build writes, and minifying three versions' bundles is a
    // third of the build's time.
    run(path.join(scratch, 'node_modules', '.bin', 'docusaurus'), ['build', '--no-minify', '--out-dir', out], scratch);
  });
  after(() => {
    if (process.env.KEEP_VERSION_CUT) return console.log(`kept ${scratch} and ${out}`);
    for (const dir of [scratch, out]) if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('puts the new release first in versions.json, next to its docs and sidebar', () => {
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(scratch, 'versions.json'), 'utf8')), [NEXT, ...VERSIONS]);
    assert.ok(fs.existsSync(path.join(scratch, 'versioned_docs', `version-${NEXT}`, 'quickstart.mdx')));
    assert.ok(fs.existsSync(path.join(scratch, 'versioned_sidebars', `version-${NEXT}-sidebars.json`)));
  });

  it('derives the docs plugin options from it', async () => {
    const mod = (await import(path.join(scratch, 'docusaurus.config.ts'))) as {default: WithInterop<SiteConfig>};
    const config = mod.default.default ?? mod.default;
    const [, preset] = config.presets[0];
    assert.ok(typeof preset === 'object', 'the classic preset has no options');
    assert.equal(preset.docs.lastVersion, NEXT);
    assert.deepEqual(preset.docs.versions, {
      current: {label: NEXT_LABEL, path: 'latest', banner: 'none'},
      [NEXT]: {label: NEXT, path: '', banner: 'none'},
      [OLD]: {label: OLD, path: OLD},
    });
    const versions = (await import(path.join(scratch, 'config', 'versions.ts'))) as WithInterop<typeof versionsModule>;
    assert.equal((versions.default ?? versions).CURRENT_LABEL, NEXT_LABEL);
  });

  it(`serves ${NEXT} at /docs, ${OLD} at /docs/${OLD} and Latest at /docs/latest`, () => {
    assert.ok(read('docs/quickstart.html').includes(MARK), `/docs/quickstart is not ${NEXT}`);
    assert.ok(read('docs/latest/quickstart.html').includes(MARK));
    assert.ok(!read(`docs/${OLD}/quickstart.html`).includes(MARK), `/docs/${OLD}/quickstart is not ${OLD}`);
    assert.ok(!fs.existsSync(path.join(out, 'docs', NEXT)), `${NEXT} is also served at /docs/${NEXT}`);
    const sitemap = sitemapEntries(read('sitemap.xml')).map(({loc}) => loc);
    for (const p of ['/docs/quickstart', '/docs/latest/quickstart', `/docs/${OLD}/quickstart`]) {
      assert.ok(sitemap.includes(`${SITE}${p}`), `${p} is not in the sitemap`);
    }
  });

  it('points the canonical link of Latest pages at their stable twin, of other pages at themselves', () => {
    assert.deepEqual(canonicals(read('docs/latest/quickstart.html')), [`${SITE}/docs/quickstart`]);
    assert.deepEqual(canonicals(read('docs/latest/category/tools.html')), [`${SITE}/docs/category/tools`]);
    assert.deepEqual(canonicals(read('docs/quickstart.html')), [`${SITE}/docs/quickstart`]);
    assert.deepEqual(canonicals(read(`docs/${OLD}/quickstart.html`)), [`${SITE}/docs/${OLD}/quickstart`]);
  });

  it('labels the versions in the dropdown and the version notice', () => {
    const items: [string, string][] = [
      [NEXT_LABEL, '/docs/latest/quickstart'],
      [NEXT, '/docs/quickstart'],
      [OLD, `/docs/${OLD}/quickstart`],
    ];
    for (const [file, label] of [
      ['docs/latest/quickstart.html', NEXT_LABEL],
      ['docs/quickstart.html', NEXT],
      [`docs/${OLD}/quickstart.html`, OLD],
    ]) {
      assert.deepEqual(dropdown(read(file)), {label, items}, file);
    }
    const notice = versionNotice(read('docs/latest/quickstart.html'));
    assert.ok(notice.text.startsWith(`You are reading ${NEXT_LABEL}:`), `version notice label: ${notice.text}`);
    assert.deepEqual(notice.links, [[`Read this page in the stable ${NEXT} docs`, '/docs/quickstart']]);
    assert.equal(versionNotice(read('docs/quickstart.html')).text, '', 'the stable docs show the notice');
  });

  it('opens the source of the version being read from "Edit this page"', () => {
    assert.deepEqual(editLinks(read('docs/latest/quickstart.html')), [`${EDIT}/docs/quickstart.mdx`]);
    assert.deepEqual(editLinks(read('docs/quickstart.html')), [
      `${EDIT}/versioned_docs/version-${NEXT}/quickstart.mdx`,
    ]);
    assert.deepEqual(editLinks(read(`docs/${OLD}/quickstart.html`)), [
      `${EDIT}/versioned_docs/version-${OLD}/quickstart.mdx`,
    ]);
  });

  it('links a missing page to its twin in another version (from the docs plugin data the 404 page reads)', () => {
    // Per plugin name and plugin id, the data each plugin gives the client (what useAllDocsData() returns for docs).
    const globalData = JSON.parse(
      fs.readFileSync(path.join(scratch, '.docusaurus', 'globalData.json'), 'utf8'),
    ) as Record<string, Record<string, unknown> | undefined>;
    const docsData = globalData['docusaurus-plugin-content-docs']?.default as GlobalPluginData | undefined;
    assert.ok(docsData, 'no data of the docs plugin in globalData.json');
    const versions: VersionPages[] = docsData.versions.map((v) => ({
      name: v.name,
      path: v.path,
      isLast: v.isLast,
      docs: v.docs.map((d) => d.path),
    }));
    assert.deepEqual(
      versions.map((v) => [v.name, v.path, v.isLast]),
      [
        ['current', '/docs/latest', false],
        [NEXT, '/docs', true],
        [OLD, `/docs/${OLD}`, false],
      ],
    );
    assert.equal(otherVersionPath(`/docs/${ONLY_LATEST}`, versions), `/docs/latest/${ONLY_LATEST}`);
    assert.equal(otherVersionPath(`/docs/${OLD}/${ONLY_LATEST}`, versions), `/docs/latest/${ONLY_LATEST}`);
    assert.equal(otherVersionPath('/docs/latest/latest/quickstart', versions), null);
  });

  it(`names ${NEXT_LABEL} in llms.txt, which lists Latest only`, () => {
    const txt = read('llms.txt');
    assert.ok(txt.includes(`Documentation of the latest version, ${NEXT_LABEL}, as Markdown.`), txt.slice(0, 300));
    const links = [...txt.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]);
    assert.ok(links.length > 20);
    for (const link of links) assert.ok(link.startsWith(`${SITE}/docs/latest`), `${link} is not a Latest doc`);
    assert.ok(links.includes(`${SITE}/docs/latest/${ONLY_LATEST}.md`));
    assert.ok(
      fs.existsSync(path.join(out, 'docs', OLD, 'quickstart.md')),
      `no Markdown twin of /docs/${OLD}/quickstart`,
    );
  });
});
