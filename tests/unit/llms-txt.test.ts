import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildLlmsIndex, mdxToMarkdown, resolveDocLink} from '../../src/plugins/llms-txt/markdown';

const page = 'https://laravext.dev/docs/latest/tools/visit';

describe('llms-txt markdown conversion', () => {
  it('drops front matter and imports, and puts the title and source first', () => {
    const md = mdxToMarkdown({
      title: 'The visit function',
      description: 'Navigate without a reload.',
      url: page,
      source: "---\ntitle: x\n---\nimport Foo from '@site/src/Foo';\n\nSome text.\n",
    });
    assert.match(
      md,
      /^# The visit function\n\n> Navigate without a reload\.\n\nSource: https:\/\/laravext\.dev\/docs\/latest\/tools\/visit\n\nSome text\.\n$/,
    );
    assert.doesNotMatch(md, /import Foo/);
  });

  it('turns framework tabs into labelled sections and keeps the code', () => {
    const source = [
      '<FrameworkTabs>',
      '<TabItem value="vue" label="Vue">',
      '',
      '```vue',
      '<template><p>hi</p></template>',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="react" label="React">',
      '',
      '```jsx',
      '// highlight-next-line',
      'export default () => <p>hi</p>;',
      '```',
      '',
      '</TabItem>',
      '</FrameworkTabs>',
    ].join('\n');
    const md = mdxToMarkdown({title: 'T', url: page, source});
    assert.match(md, /\*\*Vue:\*\*\n\n```vue\n<template><p>hi<\/p><\/template>\n```/);
    assert.match(md, /\*\*React:\*\*\n\n```jsx\nexport default \(\) => <p>hi<\/p>;\n```/);
    assert.doesNotMatch(md, /highlight-next-line|FrameworkTabs|TabItem/);
  });

  it('removes the npm2yarn marker and labels framework-only prose', () => {
    const md = mdxToMarkdown({
      title: 'T',
      url: page,
      source:
        '```bash npm2yarn\nnpm install @laravext/vue3\n```\n\n' +
        '<FrameworkOnly framework="react">\nReact restores scroll.\n</FrameworkOnly>\n',
    });
    assert.match(md, /```bash\nnpm install @laravext\/vue3\n```/);
    assert.match(md, /_React only:_\nReact restores scroll\./);
  });

  it('keeps what Markdown readers read as written: bare URLs, tables, admonitions, code inside a list item', () => {
    const source = [
      'See https://github.com/ArthurYdalgo/laravext_x or [the guide](./link-component.mdx#props).',
      '',
      '| Name | Type |',
      '| --- | --- |',
      '| `a_b` | string |',
      '',
      ':::tip[Session driver]',
      'Use **database** sessions.',
      ':::',
      '',
      '1. Clone it:',
      '',
      '   ```bash',
      '   git clone https://github.com/ArthurYdalgo/laravext.git',
      '   ```',
      '',
      '2. Open it.',
      '3. Build it.',
    ].join('\n');
    const md = mdxToMarkdown({title: 'T', url: page, source});
    const body = md.slice(md.indexOf('\n\n', md.indexOf('Source:')) + 2);
    assert.equal(
      body,
      [
        'See https://github.com/ArthurYdalgo/laravext_x or ' +
          '[the guide](https://laravext.dev/docs/latest/tools/link-component#props).',
        '',
        '| Name | Type |',
        '| - | - |',
        '| `a_b` | string |',
        '',
        ':::tip[Session driver]',
        'Use **database** sessions.',
        ':::',
        '',
        '1. Clone it:',
        '',
        '   ```bash',
        '   git clone https://github.com/ArthurYdalgo/laravext.git',
        '   ```',
        '',
        '2. Open it.',
        '3. Build it.',
        '',
      ].join('\n'),
    );
  });

  it('resolves relative doc links to absolute page URLs', () => {
    assert.equal(resolveDocLink('./link-component.mdx', page), 'https://laravext.dev/docs/latest/tools/link-component');
    assert.equal(
      resolveDocLink('../concepts/router.mdx#groups', page),
      'https://laravext.dev/docs/latest/concepts/router#groups',
    );
    assert.equal(resolveDocLink('/community/contributors', page), 'https://laravext.dev/community/contributors');
    assert.equal(resolveDocLink('https://example.org/x', page), 'https://example.org/x');
    assert.equal(resolveDocLink('#options', page), '#options');
  });

  it('builds an index grouped by section', () => {
    const txt = buildLlmsIndex({title: 'Laravext', tagline: 'Tag', url: 'https://laravext.dev'}, [
      {
        title: 'Router',
        section: 'Concepts',
        markdownUrl: 'https://laravext.dev/docs/latest/concepts/router.md',
        description: 'Routes.',
      },
      {title: 'Quickstart', section: 'Docs', markdownUrl: 'https://laravext.dev/docs/latest/quickstart.md'},
    ]);
    assert.match(txt, /^# Laravext\n\n> Tag\n/);
    assert.match(
      txt,
      /## Concepts\n\n- \[Router\]\(https:\/\/laravext\.dev\/docs\/latest\/concepts\/router\.md\): Routes\./,
    );
    assert.match(txt, /## Docs\n\n- \[Quickstart\]\(https:\/\/laravext\.dev\/docs\/latest\/quickstart\.md\)\n/);
  });

  it('names the indexed version when given its label', () => {
    const site = {title: 'Laravext', tagline: 'Tag', url: 'https://laravext.dev'};
    assert.match(
      buildLlmsIndex(site, [], 'Latest (1.1)'),
      /Documentation of the latest version, Latest \(1\.1\), as Markdown\./,
    );
    assert.match(buildLlmsIndex(site, []), /Documentation of the latest version, as Markdown\./);
  });
});
