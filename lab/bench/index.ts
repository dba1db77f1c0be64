/**
 * `npm run bench`: build time and memory, first-load bytes, search index size and speed, and Lighthouse scores,
 * written to bench-results/bench.json and bench-results/bench.md and printed. See lab/bench/README.md.
 *
 *   --skip-build        measure the existing build/ (no builds; nothing is copied)
 *   --skip-lighthouse   no Lighthouse runs
 *   --scale N           also build a copy with N synthetic doc pages and compare with the base (repeatable:
 *                       --scale 200 --scale 1000)
 *   --runs N            Lighthouse runs per page and form factor (default 3)
 *   --search-runs N     search timing runs (default 5)
 *   --keep              keep the temporary site copies (their paths are printed)
 *   --skip-journeys     no reader journeys (lab/bench/journeys.ts)
 *   --journey-runs N    runs per journey and site (default 5)
 *   --no-stock          the journeys and Lighthouse on the site only, not on the stock Docusaurus template too
 *   --journeys WORD,... only the journeys whose name contains one of the words (for example `next,deep`)
 *   --ab NAME,...       A/B mode only (lab/bench/ab.ts): the site with everything against the site without each
 *                       name: `speed` (the whole speed plugin) or one of its mechanisms (src/plugins/speed/options.ts),
 *                       --runs rounds (default 2)
 *   --minutes N         A/B mode: start no round that would end after N minutes (from the start, builds included)
 *   --writers           writers mode only (lab/bench/writers.ts): dev server first page, hot reload and cold
 *                       build memory, side by side with the stock template; --runs rounds (default 3), --edits N
 *                       edits per round (default 5), --writers-variants NAME,... more variants of this site
 *
 * Builds never touch the site's own build/, .docusaurus or bundler cache: they happen in temporary copies.
 * Everything is served by nginx with the production config on 127.0.0.1; nothing else is contacted.
 * A MISS is reported, never an error exit.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launch, CHROMIUM} from '../../scripts/lib/chromium';
import {listHtmlFiles} from '../../scripts/csp';
import {runAb} from './ab';
import {clearSite, measureBuild} from './build';
import {lighthouseRun, summarize, type FormFactor, type LighthouseRun} from './lighthouse';
import {measurePage, newestBlogPost} from './pages';
import {computeTargets, toMarkdown, type BenchResults, type BuildPair, type ScaleResult} from './report';
import {measureJourneys, journeysMarkdown, type JourneyResults} from './journeys';
import {measureSearch, searchIndexFiles} from './search';
import {serveStock, STOCK_LIGHTHOUSE_PATHS} from './stock';
import {serveSite} from './server';
import {addSyntheticDocs, copySite, removeSite, ROOT} from './site';
import {runWriters} from './writers';
import {log, seconds} from './util';

interface Options {
  skipBuild: boolean;
  skipLighthouse: boolean;
  scale: number[];
  runs: number;
  searchRuns: number;
  keep: boolean;
  ab?: string;
  minutes: number;
  writers: boolean;
  edits: number;
  writersVariants: string[];
  skipJourneys: boolean;
  journeyRuns: number;
  journeyFilter: string[];
  stock: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    skipBuild: false,
    skipLighthouse: false,
    scale: [],
    runs: 3,
    searchRuns: 5,
    keep: false,
    minutes: 0,
    writers: false,
    edits: 5,
    writersVariants: [],
    skipJourneys: false,
    journeyRuns: 5,
    journeyFilter: [],
    stock: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = Number(argv[(i += 1)]);
      if (!Number.isInteger(v) || v <= 0) throw new Error(`${arg} needs a positive whole number`);
      return v;
    };
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--skip-lighthouse') options.skipLighthouse = true;
    else if (arg === '--scale') options.scale.push(value());
    else if (arg.startsWith('--scale=')) options.scale.push(Number(arg.slice(8)));
    else if (arg === '--runs') options.runs = value();
    else if (arg === '--search-runs') options.searchRuns = value();
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--minutes') options.minutes = value();
    else if (arg === '--skip-journeys') options.skipJourneys = true;
    else if (arg === '--journey-runs') options.journeyRuns = value();
    else if (arg === '--no-stock') options.stock = false;
    else if (arg === '--journeys') options.journeyFilter = (argv[(i += 1)] ?? '').split(',').filter(Boolean);
    else if (arg === '--ab') options.ab = argv[(i += 1)] ?? '';
    else if (arg.startsWith('--ab=')) options.ab = arg.slice(5);
    else if (arg === '--writers') options.writers = true;
    else if (arg === '--edits') options.edits = value();
    else if (arg === '--writers-variants') options.writersVariants = (argv[(i += 1)] ?? '').split(',').filter(Boolean);
    else throw new Error(`unknown option ${arg} (see lab/bench/README.md)`);
  }
  return options;
}

async function buildPair(siteDir: string, label: string): Promise<BuildPair> {
  log(`${label}: docusaurus clear, cold build...`);
  await clearSite(siteDir);
  const cold = await measureBuild(siteDir, 'cold');
  log(`${label}: cold build ${seconds(cold.ms)}; warm build...`);
  const warm = await measureBuild(siteDir, 'warm');
  log(`${label}: warm build ${seconds(warm.ms)}`);
  return {cold, warm};
}

const htmlPageCount = (buildDir: string) => listHtmlFiles(buildDir).length;

function chromiumVersion(): string {
  try {
    return execFileSync(process.env.CHROME_PATH ?? CHROMIUM, ['--version'], {encoding: 'utf8'}).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  if (options.writers) {
    const runs = argv.includes('--runs') ? options.runs : 3;
    await runWriters({runs, edits: options.edits, variants: options.writersVariants, keep: options.keep});
    return;
  }
  if (options.ab !== undefined) {
    const runs = argv.includes('--runs') ? options.runs : 2;
    await runAb({
      mechanisms: options.ab,
      runs,
      minutes: options.minutes,
      keep: options.keep,
      lighthouse: !options.skipLighthouse,
      journeys: !options.skipJourneys,
      journeyRuns: options.journeyRuns,
      journeyFilter: options.journeyFilter,
    });
    return;
  }
  const started = Date.now();
  const copies: string[] = [];
  let journeys: JourneyResults | undefined;
  const results: BenchResults = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      chromium: chromiumVersion(),
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      brotli: false,
      measured: options.skipBuild ? 'the existing build/' : 'a fresh build of a temporary copy of the site',
      options: {...options},
    },
    pages: [],
    scale: [],
    targets: [],
    errors: [],
  };

  try {
    // 1. Builds (in a copy), or the existing build.
    let siteDir = ROOT;
    if (!options.skipBuild) {
      siteDir = copySite('base');
      copies.push(siteDir);
      const pair = await buildPair(siteDir, 'base');
      results.build = {...pair, htmlPages: htmlPageCount(path.join(siteDir, 'build'))};
    }
    const buildDir = path.join(siteDir, 'build');

    // 2. Pages, search and Lighthouse against nginx with the production config.
    const server = await serveSite(siteDir);
    results.meta.brotli = server.brotli;
    log(`serving ${buildDir} at ${server.baseUrl}`);
    const pages = ['/', '/docs/quickstart', newestBlogPost(buildDir)];
    try {
      const browser = await launch();
      try {
        for (const p of pages) {
          log(`first load of ${p}...`);
          results.pages.push(await measurePage(browser, server.baseUrl, p));
        }
        log(`search: ${options.searchRuns} runs...`);
        results.search = await measureSearch(browser, server.baseUrl, buildDir, '/docs/quickstart', options.searchRuns);
        if (!options.skipJourneys) {
          log(`reader journeys: ${options.journeyRuns} runs each...`);
          journeys = await measureJourneys(browser, server.baseUrl, {
            runs: options.journeyRuns,
            stock: options.stock,
            only: options.journeyFilter,
          });
        }
      } finally {
        await browser.close();
      }
      if (!options.skipLighthouse) {
        results.lighthouse = {};
        const stock = options.stock ? await serveStock(results.errors) : null;
        try {
          for (const [i, p] of pages.entries()) {
            const stockPath = STOCK_LIGHTHOUSE_PATHS[i];
            for (const form of ['mobile', 'desktop'] as FormFactor[]) {
              const beside = stock ? ` and the template's ${stockPath}, in turn` : '';
              log(`Lighthouse ${form} ${p}${beside}: ${options.runs} run(s)...`);
              try {
                const ours: LighthouseRun[] = [];
                const theirs: LighthouseRun[] = [];
                for (let run = 0; run < options.runs; run += 1) {
                  ours.push(await lighthouseRun(new URL(p, server.baseUrl).toString(), form));
                  if (stock) theirs.push(await lighthouseRun(new URL(stockPath, stock.baseUrl).toString(), form));
                }
                (results.lighthouse[p] ??= {})[form] = summarize(ours);
                if (stock) ((results.lighthouseStock ??= {})[p] ??= {})[form] = {...summarize(theirs), path: stockPath};
              } catch (error) {
                results.errors.push(`Lighthouse ${form} ${p}: ${(error as Error).message}`);
                log(`Lighthouse ${form} ${p} failed: ${(error as Error).message}`);
              }
            }
          }
        } finally {
          await stock?.stop();
        }
      }
    } finally {
      await server.stop();
    }

    // 3. Scale: the same site plus N synthetic doc pages, built cold and warm.
    if (options.scale.length && !results.build) {
      log('scale runs need a base build to compare with: building the base copy...');
      const base = copySite('base');
      copies.push(base);
      const pair = await buildPair(base, 'base');
      results.build = {...pair, htmlPages: htmlPageCount(path.join(base, 'build'))};
      const files = searchIndexFiles(path.join(base, 'build'));
      if (results.search) {
        results.search.total = {
          raw: files.reduce((s, f) => s + f.raw, 0),
          gzip: files.reduce((s, f) => s + f.gzip, 0),
          brotli: files.reduce((s, f) => s + f.brotli, 0),
        };
      }
    }
    for (const n of options.scale) {
      const dir = copySite(`scale-${n}`);
      copies.push(dir);
      addSyntheticDocs(dir, n);
      const build = await buildPair(dir, `scale ${n}`);
      const files = searchIndexFiles(path.join(dir, 'build'));
      const result: ScaleResult = {
        syntheticPages: n,
        build,
        htmlPages: htmlPageCount(path.join(dir, 'build')),
        searchIndex: {raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0)},
      };
      results.scale.push(result);
      if (!options.keep) {
        removeSite(dir);
        copies.splice(copies.indexOf(dir), 1);
      }
    }
  } finally {
    if (options.keep) log(`kept: ${copies.join(', ')}`);
    else for (const dir of copies) removeSite(dir);
  }

  results.targets = computeTargets(results);
  const outDir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(outDir, {recursive: true});
  const markdown = toMarkdown(results);
  fs.writeFileSync(path.join(outDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'bench.md'), `${markdown}\n`);
  console.log(`\n${markdown}`);
  if (journeys) {
    fs.writeFileSync(path.join(outDir, 'journeys.json'), `${JSON.stringify(journeys, null, 2)}\n`);
    fs.writeFileSync(path.join(outDir, 'journeys.md'), `${journeysMarkdown(journeys)}\n`);
    console.log(`\n${journeysMarkdown(journeys)}`);
  }
  for (const t of results.targets)
    console.log(`${t.pass ? 'PASS' : 'MISS'}  ${t.name}: ${t.value} (target ${t.target})`);
  const misses = results.targets.filter((t) => !t.pass).length;
  log(
    `${results.targets.length - misses}/${results.targets.length} targets met; ` +
      `written to ${path.relative(ROOT, outDir)}/bench.{json,md} in ${seconds(Date.now() - started)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
