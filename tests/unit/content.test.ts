import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkProse, checkSamples, checkTabs} from '../../src/plugins/content-checks/lib/checks';
import {listContentFiles} from '../../src/plugins/content-checks/lib/extract';
import {checkFile} from '../../src/plugins/content-checks/lib/checks';
import {typecheckSamples} from '../../src/plugins/content-checks/lib/typecheck';

const root = path.resolve(__dirname, '../..');
const files = listContentFiles(root);

describe('content checks catch what they should', () => {
  it('reports a broken sample with its file and line', () => {
    const source =
      '---\ntitle: t\n---\n\nText.\n\n' +
      '```php\n$x = ;\n```\n\n' +
      '```json\n{"a": 1,}\n```\n\n' +
      '```ts\nconst = 1;\n```\n\n' +
      '```vue\n<template><div></template>\n```\n\n' +
      '```bash\nif then fi\n```\n\n' +
      '```toml\na = = 1\n```\n';
    const problems = checkSamples('page.mdx', source);
    const langs = problems.map((p) => p.message.split(':')[0]);
    for (const lang of ['php', 'json', 'ts', 'vue', 'bash', 'toml'])
      assert.ok(langs.includes(lang), `no ${lang} problem in ${JSON.stringify(problems)}`);
    assert.deepEqual(problems.find((p) => p.message.startsWith('php'))?.line, 8);
  });
  it('places a sample checked once at the file and line of each of its copies', () => {
    const sample = '```php\n$a = 1;\n$x = ;\n```\n';
    const at = (file: string, source: string) =>
      checkSamples(file, source).map((p) => `${p.file}:${p.line}:${p.message.split(':')[0]}`);
    assert.deepEqual(at('docs/a.mdx', `Text.\n\n${sample}`), ['docs/a.mdx:5:php']);
    assert.deepEqual(at('versioned_docs/a.mdx', `Text.\n\nMore.\n\n${sample}`), ['versioned_docs/a.mdx:7:php']);
  });
  it('rejects framework tabs with another group id or a missing framework, and lone Vue/React samples', () => {
    assert.equal(checkTabs('p.mdx', '<Tabs groupId="frameworks">\n</Tabs>').length, 1);
    assert.equal(
      checkTabs('p.mdx', '<FrameworkTabs>\n<TabItem value="vue" label="Vue">\nx\n</TabItem>\n</FrameworkTabs>').length,
      1,
    );
    assert.equal(checkTabs('p.mdx', '```jsx\nconst a = 1;\n```').length, 1);
    assert.equal(checkTabs('p.mdx', '<Tabs groupId="npm2yarn">\n</Tabs>').length, 0);
  });
  it('rejects js/ts samples that import @laravext/* outside <FrameworkTabs>, and only those', () => {
    const js = '```js title="resources/js/app.js"\nimport { createLaravextApp } from \'@laravext/vue3\';\n```';
    const ts = "```ts\nexport { serve } from '@laravext/react/server';\n```";
    const problems = checkTabs('p.mdx', `Text.\n\n${js}\n\n${ts}\n`);
    assert.deepEqual(
      problems.map((p) => [p.line, p.message.split(':')[0]]),
      [
        [3, 'js sample importing @laravext/* outside <FrameworkTabs>'],
        [7, 'ts sample importing @laravext/* outside <FrameworkTabs>'],
      ],
    );
    assert.deepEqual(checkTabs('p.mdx', "```js\nimport axios from 'axios';\n```\n"), []);
    const tabs =
      '<FrameworkTabs>\n<TabItem value="vue" label="Vue">\n\n' +
      js +
      '\n\n</TabItem>\n<TabItem value="react" label="React">\n\n' +
      js.replace('vue3', 'react') +
      '\n\n</TabItem>\n</FrameworkTabs>\n';
    assert.deepEqual(checkTabs('p.mdx', tabs), []);
  });
  it('says in every message what to do', () => {
    const source =
      '---\ntitle: t\n---\n\nComing soon.\n\n```\nx\n```\n\n```yml\na: 1\n```\n\n```php\n$x = ;\n```\n\n' +
      '```json\n{"a": 1,}\n```\n\n```ts\nconst = 1;\n```\n\n```vue\n<template><div></template>\n```\n\n' +
      '```bash\nif then fi\n```\n\n```toml\na = = 1\n```\n\n<Tabs groupId="frameworks">\n</Tabs>\n\n' +
      '<FrameworkTabs>\n<TabItem value="svelte" label="Svelte">\nx\n</TabItem>\n</FrameworkTabs>\n\n' +
      "```js\nimport { visit } from '@laravext/react';\n```\n";
    const problems = [...checkSamples('p.mdx', source), ...checkTabs('p.mdx', source), ...checkProse('p.mdx', source)];
    assert.ok(problems.length >= 14, `only ${problems.length} problems`);
    for (const p of problems) {
      assert.equal(p.file, 'p.mdx');
      assert.ok(p.line >= 1, `no line in ${JSON.stringify(p)}`);
      assert.match(p.message, /: (add|use|put|write|make|import)\b/, `no instruction in "${p.message}"`);
    }
  });
  it('rejects short pages and placeholder words', () => {
    const problems = checkProse('p.mdx', '---\ntitle: t\n---\n\nComing soon.\n');
    assert.equal(problems.length, 2);
  });
});

describe('TypeScript samples type-check with tsc --strict', () => {
  const fence = (meta: string, code: string) => '```tsx ' + meta + '\n' + code + '\n```\n\n';
  const page =
    fence(
      'title="page.tsx"',
      "import {Link} from '@laravext/react';\ninterface Props { title: string }\n" +
        'export default function Page(props: Props) {\n  return <Link href="/">{props.titel}</Link>;\n}',
    ) +
    fence('partial', 'return <div>{notDefinedHere}</div>;') +
    fence('title="laravext.d.ts"', "declare module '@laravext/react' { export const Link: any; }") +
    fence(
      '',
      "import {nope} from '@laravext/react';\nimport Layout from './layout';\nexport const x = [nope, Layout];",
    );
  const problems = typecheckSamples([{file: 'p.mdx', source: page}], root);
  it('reports a misspelt prop at its line, with the fix', () => {
    const misspelt = problems.find((p) => p.message.includes("'titel'"));
    assert.equal(misspelt?.line, 5, JSON.stringify(problems));
    assert.match(misspelt?.message ?? '', /TS2551.*: make the sample type-check/);
  });
  it('checks imports against the installed @laravext/react, and lets other imports go', () => {
    assert.ok(
      problems.some((p) => p.message.includes("no exported member 'nope'")),
      JSON.stringify(problems),
    );
    assert.equal(problems.filter((p) => p.message.includes('./layout')).length, 0);
  });
  it('leaves out samples marked partial and declaration files', () => {
    assert.equal(problems.length, 2, JSON.stringify(problems));
  });
  it('passes every sample of the site', () => {
    const content = files.map((file) => ({file, source: fs.readFileSync(file, 'utf8')}));
    const found = typecheckSamples(content, root).map((p) => `${path.relative(root, p.file)}:${p.line}: ${p.message}`);
    assert.deepEqual(found, []);
  });
});

describe('every page of docs, versioned docs, blog and community', () => {
  it('finds the content', () => {
    assert.ok(files.length >= 22 * 2 + 4 + 3, `only ${files.length} content files`);
  });
  for (const file of files) {
    it(path.relative(root, file), () => {
      const problems = checkFile(file).map((p) => `${path.relative(root, p.file)}:${p.line}: ${p.message}`);
      assert.deepEqual(problems, []);
    });
  }
});
