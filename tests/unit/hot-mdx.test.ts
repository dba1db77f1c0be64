// Hot MDX content (src/plugins/hot-mdx): the recma plugin wraps the compiled page's default export, and the client
// half decides, per HMR update, whether the mounted page takes the new body in place or the app renders again. The
// dev server itself is tested in writers-loop.test.ts.
import assert from 'node:assert/strict';
import {pathToFileURL} from 'node:url';
import {describe, it} from 'node:test';
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {VFile} from 'vfile';
import recmaHotContent, {RUNTIME} from '../../src/plugins/hot-mdx/recmaHotContent';
import {hotContent} from '../../src/plugins/hot-mdx/hotContent';

/** MDX's compiler, the copy Docusaurus's MDX loader uses. */
async function compileWithPlugin(value: string, data: Record<string, unknown>): Promise<string> {
  const from = require.resolve('@docusaurus/mdx-loader');
  const mdx = (await import(pathToFileURL(require.resolve('@mdx-js/mdx', {paths: [from]})).href)) as {
    compile: (file: VFile, options: object) => Promise<VFile>;
  };
  const file = new VFile({value, path: '/site/docs/page.mdx', data});
  return String(await mdx.compile(file, {providerImportSource: '@mdx-js/react', recmaPlugins: [recmaHotContent]}));
}

const PAGE = `# Title

First paragraph.

## Part

Body text.
`;

describe('hot MDX content: the recma plugin', () => {
  it('wraps the default export and keeps MDXContent', async () => {
    const code = await compileWithPlugin(PAGE, {frontMatter: {title: 'T'}, contentTitle: 'Title'});
    assert.match(code, new RegExp(`^import \\{hotContent as __laravextHotContent\\} from "${RUNTIME}";`, 'm'));
    assert.match(
      code,
      /^export default __laravextHotContent\(import\.meta\.webpackHot, "[0-9a-f]{40}", ".*", MDXContent\);$/m,
    );
    assert.match(code, /^function MDXContent\(props = \{\}\) \{$/m);
    assert.doesNotMatch(code, /export default function/);
  });

  it('gives a body edit the same shell, and a new export, title or first paragraph a new one', async () => {
    const shell = async (value: string, frontMatter: object = {}) => {
      const code = await compileWithPlugin(value, {frontMatter});
      return /__laravextHotContent\(import\.meta\.webpackHot, "[0-9a-f]+", (".*"), MDXContent\)/.exec(code)![1];
    };
    const base = await shell(PAGE);
    assert.equal(await shell(PAGE.replace('Body text.', 'Other body text.')), base);
    // Docusaurus adds the table of contents as such an export (`export const toc = [...]`).
    const withToc = await shell(`${PAGE}\nexport const toc = [{value: 'Part', id: 'part', level: 2}];\n`);
    assert.notEqual(withToc, base, 'a named export');
    assert.notEqual(
      await shell(`${PAGE}\nexport const toc = [{value: 'Part two', id: 'part', level: 2}];\n`),
      withToc,
      'a named export changed',
    );
    assert.notEqual(await shell(PAGE.replace('First paragraph.', 'New first paragraph.')), base, 'the excerpt');
    assert.notEqual(await shell(PAGE, {title: 'Other'}), base, 'the front matter');
  });

  it('fails naming its notes row when the compiled shape or the loader data it reads changed', async () => {
    await assert.rejects(compileWithPlugin(PAGE, {}), /file\.data\.frontMatter.*"recma: hot MDX content"/);
    const file = new VFile({value: PAGE, path: '/site/docs/page.mdx', data: {frontMatter: {}}});
    await assert.rejects(
      recmaHotContent()({type: 'Program', sourceType: 'module', body: []}, file),
      /export default function MDXContent.*"recma: hot MDX content"/,
    );
  });
});

/** A module's HMR handle as webpack and Rspack hand it to each version of a module, with what was called on it. */
function hotHandle(data?: object) {
  const calls: string[] = [];
  let disposed: object = {};
  return {
    calls,
    next: () => disposed,
    hot: {
      data,
      accept: () => calls.push('accept'),
      invalidate: () => calls.push('invalidate'),
      dispose: (handler: (d: object) => void) => {
        const d = {};
        handler(d);
        disposed = d;
      },
    } as Parameters<typeof hotContent>[0],
  };
}

const body = (text: string) => (): ReactNode => createElement('p', null, text);

describe('hot MDX content: the client half', () => {
  it('renders the newest body in the first version’s component, or hands the update on', () => {
    let handle = hotHandle();
    const Content = hotContent(handle.hot, 'a', 'shell', body('one'));
    assert.equal(renderToString(createElement(Content)), '<p>one</p>');
    // The page mounts the component, which subscribes to the family (a server render does not).
    const family = (handle.next() as {family: {listeners: Set<() => void>}}).family;
    let rendered = 0;
    family.listeners.add(() => (rendered += 1));
    /** Runs the module's next version, as an HMR update does; returns what it called on its handle. */
    const nextVersion = (source: string, shell: string, text: string) => {
      handle = hotHandle(handle.next());
      assert.equal(hotContent(handle.hot, source, shell, body(text)), Content, 'the same component every version');
      return handle.calls;
    };

    // The body changed: the mounted component renders it, and the update stops here.
    assert.deepEqual(nextVersion('b', 'shell', 'two'), ['accept']);
    assert.equal(rendered, 1);
    assert.equal(renderToString(createElement(Content)), '<p>two</p>');

    // The shell changed: the app renders again; the version that invalidation runs leaves it to do so.
    assert.deepEqual(nextVersion('c', 'other shell', 'three'), ['accept', 'invalidate']);
    assert.deepEqual(nextVersion('c', 'other shell', 'three'), ['accept']);

    // The source is the same: a module the page imports changed (its metadata), so the app renders again.
    assert.deepEqual(nextVersion('c', 'other shell', 'three'), ['accept', 'invalidate']);
    assert.deepEqual(nextVersion('c', 'other shell', 'three'), ['accept']);

    // Nothing mounted (another page open, or an error boundary in its place): the app renders again.
    family.listeners.clear();
    assert.deepEqual(nextVersion('d', 'other shell', 'four'), ['accept', 'invalidate']);
    assert.equal(rendered, 1);
  });

  it('returns the page unchanged outside the dev server (no HMR)', () => {
    const page = body('plain');
    assert.equal(hotContent(undefined, 'a', 'shell', page), page);
  });
});
