/**
 * `npm run bench -- --writers`: the writers' loop of this site side by side with the stock Docusaurus template
 * (`create-docusaurus@<the site's version> classic --typescript`, kept in `.scratch/stock`, made on first use):
 *
 * - first page: from spawning `docusaurus start` to the doc page shown in Chromium (`/docs/quickstart` here,
 *   `/docs/intro` in the stock site), cold (after `docusaurus clear`) and warm (bundler cache kept);
 * - hot reload: with that page open and the server settled (`serverSettled`), a paragraph appended to its source
 *   file, until the page shows it;
 * - build memory: the peak summed RSS of a cold production build's process tree (ours with the post-build step).
 *
 * Each site variant runs in its own temporary copy (its own caches). Rounds interleave the variants, rotating their
 * order, so that load from other work on the machine hits them alike. `--writers-variants` adds variants of this site
 * (names below), to measure what each dev-server change buys. Results: bench-results/writers.{json,md}.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {launch} from '../../scripts/lib/chromium';
import {openWhenServed, serverSettled, startDevServer, timeEdit} from '../../scripts/lib/devServer';
import {clearSite, docusaurusBuildArgs, measureBuild, runMeasured} from './build';
import {copySite, removeSite, ROOT} from './site';
import {STOCK_VERSION} from './stock';
import {log, mb, median, seconds} from './util';

/** The stock template this site is compared with, outside git (`.scratch/` is ignored). */
export const STOCK_DIR = path.join(ROOT, '.scratch', 'stock');
const STOCK_TEMPLATE = `create-docusaurus@${STOCK_VERSION}`;

interface Variant {
  name: string;
  /** Site copied: this site or the stock template. */
  stock: boolean;
  env: Record<string, string>;
  /** The page opened and the file edited, relative to the site. */
  page: string;
  file: string;
}

/**
 * Variants of this site the benchmark can add (`--writers-variants speed-off`), each asked for through the config's
 * switch in its dev server's environment (config/speed.ts), never by changing the copy's source:
 * - `speed-off`: the dev server without the speed plugin (`LARAVEXT_SPEED=off`).
 */
export const SITE_VARIANTS: Record<string, {env: Record<string, string>}> = {
  'speed-off': {env: {LARAVEXT_SPEED: 'off'}},
};

const OURS: Omit<Variant, 'name' | 'env'> = {stock: false, page: '/docs/quickstart', file: 'docs/quickstart.mdx'};
const STOCK: Variant = {name: 'stock', stock: true, env: {}, page: '/docs/intro', file: 'docs/intro.mdx'};
const DOC_SHOWN = 'article h1';

export interface WritersOptions {
  runs: number;
  edits: number;
  variants: string[];
  keep: boolean;
}

interface VariantResult {
  name: string;
  coldFirstPageMs: number[];
  warmFirstPageMs: number[];
  hotReloadMs: number[];
  build?: {ms: number; peakTreeRss: number};
}

/** Makes `.scratch/stock` with the stock template and its packages, unless it is there. */
export function ensureStock(): void {
  if (fs.existsSync(path.join(STOCK_DIR, 'node_modules', '@docusaurus', 'core'))) return;
  fs.mkdirSync(path.dirname(STOCK_DIR), {recursive: true});
  log(`making ${path.relative(ROOT, STOCK_DIR)} with ${STOCK_TEMPLATE} (classic, TypeScript; npm install)...`);
  execFileSync('npx', ['--yes', STOCK_TEMPLATE, path.basename(STOCK_DIR), 'classic', '--typescript'], {
    cwd: path.dirname(STOCK_DIR),
    stdio: 'inherit',
  });
}

async function firstPage(browser: Browser, dir: string, v: Variant, edits: number) {
  const page = await browser.newPage();
  const server = await startDevServer(dir, v.env);
  try {
    const shown = await openWhenServed(page, server, v.page, DOC_SHOWN);
    const hot: number[] = [];
    if (edits > 0) await serverSettled(server);
    for (let i = 0; i < edits; i += 1) {
      // Let the previous update settle (its compile and the page's refresh) before the next edit.
      await page.waitForTimeout(1000);
      hot.push(await timeEdit(page, path.join(dir, v.file), `Writers bench edit ${i} ${Date.now()}.`));
    }
    return {firstPageMs: shown - server.startedAt, hot};
  } finally {
    await page.close();
    await server.stop();
  }
}

async function coldBuild(dir: string, v: Variant): Promise<{ms: number; peakTreeRss: number}> {
  await clearSite(dir);
  if (!v.stock) {
    const m = await measureBuild(dir, 'writers-cold', v.env);
    return {ms: m.ms, peakTreeRss: m.peakTreeRss};
  }
  const logFile = path.join(dir, 'bench-build-writers-cold.log');
  const m = await runMeasured(dir, docusaurusBuildArgs(dir), logFile);
  return {ms: m.ms, peakTreeRss: m.peakTreeRss};
}

const fmt = (values: number[], unit: (n: number) => string) =>
  values.length ? `${unit(median(values))} (${unit(Math.min(...values))}–${unit(Math.max(...values))})` : 'n/a';
const ms = (n: number) => `${Math.round(n)} ms`;

export function writersMarkdown(results: VariantResult[], meta: Record<string, unknown>): string {
  const stock = results.find((r) => r.name === 'stock');
  const ours = results.find((r) => r.name === 'laravext');
  const lines = [
    '# Writers benchmark',
    '',
    `${String(meta.date)}; ${String(meta.cpus)} CPUs, load average at the start ${String(meta.load)}; ` +
      `${String(meta.runs)} round(s), ${String(meta.edits)} edit(s) per round. Median (min–max).`,
    '',
    '| Site | First page, cold | First page, warm | Hot reload | Cold build | Cold build peak memory |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${fmt(r.coldFirstPageMs, seconds)} | ${fmt(r.warmFirstPageMs, seconds)} | ` +
        `${fmt(r.hotReloadMs, ms)} | ${r.build ? seconds(r.build.ms) : 'n/a'} | ` +
        `${r.build ? mb(r.build.peakTreeRss) : 'n/a'} |`,
    ),
  ];
  if (stock && ours) {
    const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
    const targets = [
      [
        'first page (warm) within 20 % of stock',
        median(ours.warmFirstPageMs) <= 1.2 * median(stock.warmFirstPageMs),
        `×${ratio(ours.warmFirstPageMs, stock.warmFirstPageMs)}`,
      ],
      [
        'first page (cold) within 20 % of stock',
        median(ours.coldFirstPageMs) <= 1.2 * median(stock.coldFirstPageMs),
        `×${ratio(ours.coldFirstPageMs, stock.coldFirstPageMs)}`,
      ],
      ['hot reload median at most 300 ms', median(ours.hotReloadMs) <= 300, ms(median(ours.hotReloadMs))],
      [
        'cold build at most 700 MB',
        !!ours.build && ours.build.peakTreeRss <= 700 * 1024 * 1024,
        ours.build ? mb(ours.build.peakTreeRss) : 'n/a',
      ],
    ] as const;
    lines.push('', ...targets.map(([name, pass, value]) => `- ${pass ? 'PASS' : 'MISS'} ${name}: ${value}`));
  }
  return lines.join('\n');
}

export async function runWriters(options: WritersOptions): Promise<void> {
  const unknown = options.variants.filter((v) => !(v in SITE_VARIANTS));
  if (unknown.length) {
    throw new Error(`unknown writers variant ${unknown.join(', ')}; known: ${Object.keys(SITE_VARIANTS).join(', ')}`);
  }
  ensureStock();
  const variants: Variant[] = [
    {...OURS, name: 'laravext', env: {}},
    STOCK,
    ...options.variants.map((name) => ({...OURS, name: `laravext ${name}`, ...SITE_VARIANTS[name]})),
  ];
  const copies = new Map(variants.map((v) => [v.name, copySite('writers', v.stock ? STOCK_DIR : ROOT)]));
  const results: VariantResult[] = variants.map((v) => ({
    name: v.name,
    coldFirstPageMs: [],
    warmFirstPageMs: [],
    hotReloadMs: [],
  }));
  const meta = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    load: os.loadavg()[0].toFixed(2),
    runs: options.runs,
    edits: options.edits,
  };
  try {
    await measureAll(variants, copies, results, options);
  } finally {
    if (options.keep) log(`kept: ${[...copies.values()].join(', ')}`);
    else for (const dir of copies.values()) removeSite(dir);
  }

  const markdown = writersMarkdown(results, meta);
  const outDir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(path.join(outDir, 'writers.json'), `${JSON.stringify({meta, results}, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'writers.md'), `${markdown}\n`);
  console.log(`\n${markdown}`);
}

/** The rounds (first page cold and warm, hot reloads), then one cold build of each variant. */
async function measureAll(
  variants: Variant[],
  copies: Map<string, string>,
  results: VariantResult[],
  options: WritersOptions,
): Promise<void> {
  const browser = await launch();
  try {
    for (let round = 0; round < options.runs; round += 1) {
      const order = variants.map((_, i) => variants[(i + round) % variants.length]);
      for (const v of order) {
        const dir = copies.get(v.name)!;
        const result = results.find((r) => r.name === v.name)!;
        const original = fs.readFileSync(path.join(dir, v.file), 'utf8');
        try {
          await clearSite(dir);
          const cold = await firstPage(browser, dir, v, 0);
          const warm = await firstPage(browser, dir, v, options.edits);
          result.coldFirstPageMs.push(cold.firstPageMs);
          result.warmFirstPageMs.push(warm.firstPageMs);
          result.hotReloadMs.push(...warm.hot);
          log(
            `round ${round + 1} ${v.name}: first page cold ${seconds(cold.firstPageMs)}, warm ` +
              `${seconds(warm.firstPageMs)}, hot reload ${warm.hot.map(ms).join(', ')}`,
          );
        } finally {
          fs.writeFileSync(path.join(dir, v.file), original);
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const v of variants) {
    log(`${v.name}: cold build...`);
    const build = await coldBuild(copies.get(v.name)!, v);
    results.find((r) => r.name === v.name)!.build = build;
    log(`${v.name}: cold build ${seconds(build.ms)}, peak ${mb(build.peakTreeRss)}`);
  }
}
