import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  checkLaravextImports,
  importsOf,
  installedExports,
  laravextExports,
} from '../../src/plugins/content-checks/lib/laravextImports';
import {moduleExportNames, parsePackageJson} from '../../src/plugins/content-checks/lib/moduleExports';
import {readVueExports} from '../../scripts/content/laravext-vue-exports';
import vueExports from '../../src/plugins/content-checks/lib/laravextVueExports.json';

const root = path.resolve(__dirname, '../..');
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;
const page = (...blocks: string[]) => `---\ntitle: t\n---\n\nText.\n\n${blocks.join('\n\n')}\n`;
const check = (source: string) => checkLaravextImports('p.mdx', source).map((p) => `${p.line}: ${p.message}`);

describe('import names of front-end samples', () => {
  it('passes the names both packages really export, in every kind of sample', () => {
    const known = laravextExports();
    const blocks = Object.entries(known.entryPoints).flatMap(([spec, names]) => {
      const list = names.join(', ');
      const vue = spec.startsWith('@laravext/vue3');
      return vue
        ? [
            fence(
              'vue',
              `<script setup>\nimport { ${list} } from '${spec}';\n</script>\n\n<template>\n  <div />\n</template>`,
            ),
            fence('js', `import { ${list} } from '${spec}';`),
          ]
        : [
            fence('jsx', `import { ${list} } from '${spec}';`),
            fence('tsx', `import type { ${names[0]} } from '${spec}';`),
          ];
    });
    assert.deepEqual(check(page(...blocks)), []);
    assert.ok(Object.keys(known.entryPoints).length === 8, Object.keys(known.entryPoints).join());
  });
  it('rejects a React name that @laravext/react does not export, with file and line', () => {
    const source = page(
      fence('jsx', "import React from 'react';\nimport {\n  Head,\n  usePage,\n} from '@laravext/react';"),
    );
    const problems = check(source);
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /^11: "usePage" is not exported by "@laravext\/react" \(@laravext\/react \d+\.\d+\.\d+, installed\): import a name/,
    );
  });
  it('rejects a Vue name the module does not export, also in <script> and with the script tag not on line 1', () => {
    const vue =
      '<template>\n  <p>{{ x }}</p>\n</template>\n\n' +
      '<script setup lang="ts">\n' +
      "import { Head } from '@laravext/vue3';\n" +
      "import { nexusProps } from '@laravext/vue3';\n" +
      '</script>';
    const problems = check(page(fence('vue', vue)));
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /^14: "nexusProps" is not exported by "@laravext\/vue3" \(@laravext\/vue3 1\.2\.1 at laravext [0-9a-f]{7}; its laravext\.d\.ts declares it/,
    );
  });
  it('rejects a default import, a name from the wrong subpath and re-exports of missing names', () => {
    const problems = check(
      page(
        fence('js', "import laravext from '@laravext/vue3';"),
        fence('ts', "import { resolveComponent } from '@laravext/react';"),
        fence('js', "export { serve, render } from '@laravext/react/server';"),
      ),
    );
    assert.deepEqual(
      problems.map((p) => p.split(': ')[0]),
      ['8', '12', '16'],
    );
    assert.match(problems[0], /has no default export/);
    assert.match(problems[1], /"resolveComponent" is not exported by "@laravext\/react"/);
    assert.match(problems[2], /"render" is not exported by "@laravext\/react\/server"/);
  });
  it('checks names taken from require() and await import()', () => {
    const code =
      "const { serve, start } = require('@laravext/vue3/server');\n" +
      "const { visit, go: goTo } = await import('@laravext/react');";
    assert.deepEqual(
      check(page(fence('js', code))).map((p) => p.split(': ')[1].split(' ')[0]),
      ['"start"', '"go"'],
    );
  });
  it('rejects unknown @laravext entry points and leaves other packages alone', () => {
    const code =
      "import { Head } from '@laravext/vue';\n" +
      "import { x } from '@laravext/react/dist/index.esm.js';\n" +
      "import { ref } from 'vue';\n" +
      "import axios from 'axios';";
    const problems = check(page(fence('ts', code)));
    assert.equal(problems.length, 2);
    assert.match(
      problems[0],
      /^8: import from unknown entry point "@laravext\/vue": import from one of @laravext\/react, /,
    );
    assert.match(problems[1], /^9: import from unknown entry point "@laravext\/react\/dist\/index\.esm\.js"/);
  });
  it('finds imports with their lines', () => {
    assert.deepEqual(importsOf("import a, { b as c } from 'x';\nexport * from 'y';", 'ts'), [
      {
        specifier: 'x',
        line: 0,
        names: [
          {name: 'default', line: 0},
          {name: 'b', line: 0},
        ],
      },
      {specifier: 'y', line: 1, names: []},
    ]);
  });
});

describe('where the export lists come from', () => {
  it('@laravext/react is installed at the exact version package.json pins', () => {
    const {devDependencies} = parsePackageJson(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const pinned = devDependencies?.['@laravext/react'];
    assert.match(pinned ?? '', /^\d+\.\d+\.\d+$/);
    assert.equal(installedExports('@laravext/react').version, pinned);
  });
  it('the static reading of the installed @laravext/react matches what Node imports', async () => {
    for (const [spec, names] of Object.entries(installedExports('@laravext/react').entryPoints)) {
      const mod = (await import(spec)) as Record<string, unknown>;
      assert.deepEqual(
        names,
        Object.keys(mod)
          .filter((k) => k !== 'default' || names.includes('default'))
          .sort(),
        spec,
      );
    }
  });
  it('reads every kind of export statement', () => {
    const files: Record<string, string> = {
      'a.js':
        'export const a = 1, {b, c: [d]} = o;\nexport function e() {}\nexport class F {}\nexport {g as h, i};\n' +
        "export * from './b';\nexport * as ns from './b';\nexport {default as j} from './b';\nexport default 1;",
      'b.js': 'export const k = 1;\nexport default 2;',
    };
    assert.deepEqual([...moduleExportNames('a.js', (p) => files[p])].sort(), [
      'F',
      'a',
      'b',
      'd',
      'default',
      'e',
      'h',
      'i',
      'j',
      'k',
      'ns',
    ]);
  });
  it('the Vue list records its laravext commit and date', () => {
    assert.match(vueExports.commit, /^[0-9a-f]{40}$/);
    assert.ok(!Number.isNaN(Date.parse(vueExports.commitDate)));
    assert.deepEqual(Object.keys(vueExports.entryPoints).sort(), [
      '@laravext/vue3',
      '@laravext/vue3/progress',
      '@laravext/vue3/server',
      '@laravext/vue3/tools',
    ]);
  });
  const repo = process.env.LARAVEXT_REPO;
  it(
    'the Vue list matches the laravext checkout in LARAVEXT_REPO at its commit',
    {skip: !repo && 'set LARAVEXT_REPO to a laravext git dir'},
    () => {
      assert.deepEqual(readVueExports(repo!, vueExports.commit), vueExports);
    },
  );
});
