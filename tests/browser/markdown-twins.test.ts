/**
 * Markdown for AI assistants: each page's .md twin, the Copy page button, llms.txt and llms-full.txt.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {url} from '../support/browser';
import {
  CLIPBOARD,
  SITE,
  STABLE,
  info,
  isLatest,
  productDocs,
  readClipboard,
  request,
  withPage,
  useSiteCrawl,
} from '../support/siteCrawl';

useSiteCrawl();

describe('Markdown for AI assistants', () => {
  const latestDocs = () => productDocs().filter((p) => isLatest(p.path));

  it('/llms.txt lists the Latest docs only, each as a working Markdown link', async () => {
    const response = await request.get(url('/llms.txt'));
    assert.equal(response.status(), 200);
    const text = await response.text();
    const links = [...text.matchAll(/\]\((https:\/\/laravext\.dev\/[^)\s]+)\)/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(links.length > 0);
    for (const link of links) assert.match(link, /^\/docs\/latest(\/.*)?\.md$/, `${link} is not a Latest doc`);
    assert.ok(!text.includes(`${SITE}/docs/quickstart.md`));
    for (const p of latestDocs()) assert.ok(links.includes(`${p.path}.md`), `${p.path} is missing from llms.txt`);
    for (const link of links) {
      const md = await request.get(url(link));
      assert.equal(md.status(), 200, link);
      assert.match(md.headers()['content-type'] ?? '', /^text\/markdown/, link);
    }
  });

  it('/llms-full.txt holds every Latest doc', async () => {
    const text = await (await request.get(url('/llms-full.txt'))).text();
    const headings = new Set(
      text
        .split('\n')
        .filter((l) => l.startsWith('# '))
        .map((l) => l.slice(2).trim()),
    );
    const docs = latestDocs();
    assert.ok(docs.length > 20);
    for (const p of docs) assert.ok(headings.has(p.h1), `"${p.h1}" (${p.path}) is missing from llms-full.txt`);
    assert.ok(!text.includes(`${SITE}/docs/quickstart\n`), `llms-full.txt includes a ${STABLE} page`);
  });

  it('serves /docs/quickstart.md and /docs/latest/quickstart.md as Markdown', async () => {
    for (const p of ['/docs/quickstart', '/docs/latest/quickstart']) {
      const response = await request.get(url(`${p}.md`));
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'] ?? '', /^text\/markdown/);
      const text = await response.text();
      assert.ok(text.startsWith(`# ${info(p).h1}`), `${p}.md does not start with the page title`);
      assert.ok(!/<html|<!doctype/i.test(text.slice(0, 500)), `${p}.md is HTML`);
    }
  });

  it('"Copy page" copies the page as Markdown', async () => {
    const expected = await (await request.get(url('/docs/latest/quickstart.md'))).text();
    await withPage(
      '/docs/latest/quickstart',
      async (page) => {
        await page.getByRole('button', {name: 'Copy page'}).click();
        await page.getByRole('button', {name: 'Copied'}).waitFor();
        assert.equal(await readClipboard(page), expected);
      },
      CLIPBOARD,
    );
  });
});
