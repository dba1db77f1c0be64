/**
 * Temporary copies of the site, so that benchmark builds never touch /work/main/build, .docusaurus or the bundler
 * cache other people use; and synthetic doc pages for the `--scale` runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** What is not copied: dependencies (linked instead), build output, caches, results. (.git is copied: the docs show
 * each page's last-update date from git, so the build runs git for every file, as it does in production.) */
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.cache-loader', 'bench-results', 'lab']);

/**
 * Copies the site sources to a new temp folder. node_modules is a real folder whose entries are symlinks to the
 * site's packages, so the copy has its own `node_modules/.cache` (the bundler's persistent cache, which
 * `docusaurus clear` deletes) and shares nothing writable with the original. `from`: another site to copy (the
 * writers' benchmark copies the stock Docusaurus template this way).
 */
export function copySite(label: string, from = ROOT): string {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), `laravext-bench-${label}-`));
  // mkdtemp makes the folder private; nginx's worker (another user when run as root) must read build/.
  fs.chmodSync(dest, 0o755);
  for (const entry of fs.readdirSync(from)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(from, entry), path.join(dest, entry), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}deploy${path.sep}nginx${path.sep}generated`),
    });
  }
  const modules = path.join(dest, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(from, 'node_modules'))) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(from, 'node_modules', entry), path.join(modules, entry));
  }
  return dest;
}

export function removeSite(dir: string): void {
  if (dir.startsWith(os.tmpdir()) && path.basename(dir).startsWith('laravext-bench-')) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const TOPICS = [
  ['routing', 'routes', 'Route::laravext()', 'a route group'],
  ['layouts', 'layouts', 'layout.vue', 'a nested layout'],
  ['middleware', 'middleware', 'middleware.php', 'a guard'],
  ['props', 'shared props', 'Nexus::share()', 'a prop'],
  ['caching', 'caches', 'php artisan route:cache', 'a cached route'],
  ['testing', 'tests', 'php artisan test', 'a feature test'],
  ['forms', 'forms', 'visit()', 'a form post'],
  ['errors', 'error pages', 'error.vue', 'an error boundary'],
];

const WORDS = (
  'request response page folder file convention layout middleware component server client render hydrate prop ' +
  'share cache route group name parameter segment visit link head title strand blade directive vite build bundle ' +
  'module import export default function return value state history navigation'
).split(' ');

/** Deterministic pseudo-random numbers, so that every scaled run builds the same pages. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sentence(rand: () => number, topic: string): string {
  const n = 10 + Math.floor(rand() * 12);
  const words = Array.from({length: n}, () => WORDS[Math.floor(rand() * WORDS.length)]);
  words.splice(Math.floor(rand() * n), 0, topic);
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function paragraph(rand: () => number, topic: string, sentences = 4): string {
  return Array.from({length: sentences}, () => sentence(rand, topic)).join(' ');
}

/** One synthetic doc page: front matter, an intro, h2/h3 sections with prose, PHP, framework tabs and bash. */
export function syntheticDoc(index: number): string {
  const rand = rng(index + 1);
  const [slug, noun, api, thing] = TOPICS[index % TOPICS.length];
  const n = String(index).padStart(4, '0');
  return `---
title: Synthetic ${noun} guide ${n}
sidebar_label: ${noun} ${n}
description: A generated page about ${noun} (number ${n}) used to measure how the build scales.
keywords: [laravext, ${slug}, synthetic]
---

${paragraph(rand, noun, 5)}

## Set up ${thing}

${paragraph(rand, api.replace(/[<>{}]/g, ''), 4)} Use \`${api}\` in the file that owns the ${noun}.

\`\`\`php title="routes/web.php"
<?php

use Illuminate\\Support\\Facades\\Route;

// highlight-next-line
Route::laravext('/synthetic-${n}')->name('synthetic.${n}');
Route::get('/synthetic-${n}/data', fn () => ['page' => ${index}, 'topic' => '${slug}']);
\`\`\`

### Options for ${thing}

${paragraph(rand, noun, 3)}

| Option | Default | What it does |
| --- | --- | --- |
| \`uri\` | \`/\` | ${sentence(rand, 'uri')} |
| \`name\` | none | ${sentence(rand, 'name')} |

## Use it from the page

${paragraph(rand, noun, 3)}

<FrameworkTabs>
<TabItem value="vue" label="Vue">

\`\`\`vue title="resources/js/nexus/synthetic-${n}/page.vue"
<script setup>
const props = defineProps({ laravext: Object });
const count = ${index};
</script>

<template>
  <h1>Synthetic page {{ count }}</h1>
</template>
\`\`\`

</TabItem>
<TabItem value="react" label="React">

\`\`\`jsx title="resources/js/nexus/synthetic-${n}/page.jsx"
export default function Page({ laravext }) {
  const count = ${index};
  return <h1>Synthetic page {count}</h1>;
}
\`\`\`

</TabItem>
</FrameworkTabs>

### Check the result

${paragraph(rand, noun, 3)}

\`\`\`bash
php artisan route:list --name=synthetic.${n}
\`\`\`

:::tip

${sentence(rand, noun)}

:::

## Next steps

- [Quickstart](../quickstart.mdx)
- [Routing](../tools/routing.mdx)
`;
}

/**
 * Adds `count` synthetic pages to both docs versions, as `npm run docs:sync` would (docs/synthetic for Latest and
 * versioned_docs/version-<name>/synthetic for each release in versions.json). The sidebar is generated from the files
 * (config/sidebar.ts): a `_category_.json` makes the folder a collapsed "Synthetic" category after the others.
 */
export function addSyntheticDocs(siteDir: string, count: number): void {
  const versions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  const dirs = [
    path.join(siteDir, 'docs', 'synthetic'),
    ...versions.map((v) => path.join(siteDir, 'versioned_docs', `version-${v}`, 'synthetic')),
  ];
  const category = {label: 'Synthetic', position: 100, collapsed: true};
  for (const dir of dirs) {
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
    for (let i = 0; i < count; i += 1)
      fs.writeFileSync(path.join(dir, `page-${String(i).padStart(4, '0')}.mdx`), syntheticDoc(i));
  }
}
