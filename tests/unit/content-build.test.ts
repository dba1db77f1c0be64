// What the build tells a writer, with file and line: `npm run build` runs the content check's build pass first
// (`prebuild`), which names a broken link or anchor by its file and line, not by the URL of the built page; a front
// matter slip in a doc stops Docusaurus (the build and the dev server) with `file:line: message`, not a stack. At the
// full depth, a real `docusaurus build` of a scratch copy with such a slip prints it in a few lines.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {parseFrontMatter} from '../../config/frontMatter';
import {full} from '../../scripts/lib/depth';
import {scratchSite} from '../support/scratchSite';

const root = path.resolve(__dirname, '../..');

const parse = (file: string, fileContent: string) =>
  parseFrontMatter({filePath: path.join(root, file), fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

/** The error a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('did not throw');
}

describe('a front matter slip stops Docusaurus with file:line: message', () => {
  it('YAML that does not parse: the line of the page, no stack', async () => {
    const error = await rejection(parse('docs/quickstart.mdx', '---\ntitle: Q\nkeywords: [not closed\n---\n\nText.\n'));
    assert.match(error.message, /^docs\/quickstart\.mdx:\d: front matter is not valid YAML \(.+\): fix the YAML/);
    assert.equal(error.stack, error.message);
  });
  it('a value of the wrong type in a doc', async () => {
    const error = await rejection(parse('docs/quickstart.mdx', '---\ntitle: Q\nsidebar_position: first\n---\nText'));
    assert.equal(error.message, 'docs/quickstart.mdx:3: front matter sidebar_position: write a number');
    assert.equal(error.stack, error.message);
  });
  it('lets through what Docusaurus accepts: a number as title, a numeric position, blog keys', async () => {
    const doc = await parse('docs/quickstart.mdx', '---\ntitle: 2024\nsidebar_position: "3"\n---\nText');
    assert.deepEqual(doc.frontMatter, {title: 2024, sidebar_position: '3'});
    const post = await parse('blog/2025-03-04-new-starter-kits.mdx', '---\ntitle: Kits\nsidebar_position: x\n---\n');
    assert.equal(post.frontMatter.sidebar_position, 'x');
  });
});

describe("`npm run build` runs the content check's build pass first", () => {
  let site = '';
  before(() => {
    site = scratchSite('content-build');
    fs.writeFileSync(
      path.join(site, 'docs', 'broken-links.mdx'),
      [
        '---',
        'title: Broken links',
        '---',
        '',
        'A page whose links go nowhere.',
        '',
        '[A page that does not exist](./no-such-page.mdx).',
        '',
        '[A heading that does not exist](./quickstart.mdx#no-such-heading).',
        '',
      ].join('\n'),
    );
  });
  after(() => {
    if (site) fs.rmSync(site, {recursive: true, force: true});
  });

  it('is the prebuild step, after the internals guard', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: {prebuild: string}};
    assert.match(pkg.scripts.prebuild, /&& node scripts\/check-content\.mjs --build$/);
  });
  it('names a broken link and a broken anchor by file and line, and fails', () => {
    // The page alone: its links are still checked against every page of the site.
    const args = ['scripts/check-content.mjs', '--build', 'docs/broken-links.mdx'];
    const run = spawnSync(process.execPath, args, {cwd: site, encoding: 'utf8'});
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const lines = run.stdout.split('\n').filter((l) => l.startsWith('docs/broken-links.mdx:'));
    assert.deepEqual(
      lines.map((l) => l.split(': ').slice(0, 2).join(': ')),
      [
        'docs/broken-links.mdx:7: link to ./no-such-page.mdx',
        'docs/broken-links.mdx:9: link to ./quickstart.mdx#no-such-heading',
      ],
    );
    assert.match(run.stdout, /^2 problem\(s\) in \d+ file\(s\)/m);
  });
  it('a real build with a front matter slip prints file:line: message in a few lines', full, () => {
    // The build reads each page's last update from Git.
    const git = spawnSync(
      'sh',
      ['-c', 'git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm scratch'],
      {cwd: site, encoding: 'utf8'},
    );
    assert.equal(git.status, 0, git.stderr);
    fs.rmSync(path.join(site, 'docs', 'broken-links.mdx'));
    const file = path.join(site, 'docs', 'quickstart.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\nkeywords: [not closed\n'));
    const build = spawnSync(
      process.execPath,
      ['--env-file=config/build.env', 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
      {cwd: site, encoding: 'utf8', timeout: 300_000},
    );
    const out = build.stdout + build.stderr;
    assert.equal(build.status, 1, out);
    assert.match(out, /^\[ERROR\] docs\/quickstart\.mdx:\d+: front matter is not valid YAML/m);
    assert.ok(out.split('\n').length < 12, `${out.split('\n').length} lines:\n${out}`);
  });
});
