/**
 * Reader journeys on a phone (DevTools throttling: slow 4G, CPU 4×; see phone.ts), each measured `runs` times on the
 * site and, where the journey exists there, on the stock Docusaurus template (stock.ts), the two interleaved run by
 * run so that a load spike hits both: (a) a deep link opened in a new tab, (b) the first search, (c) a revisit with
 * React chosen, (d) the next doc page after a hover or a tap. Medians, with every run.
 */
import type {Browser} from 'playwright-core';
import {deepLinkRun} from './journey-deep-link';
import {firstSearchOnLoopback, firstSearchOnPhone, SEARCH_WORD, type FirstSearchRun} from './journey-first-search';
import {frameworkRevisitRun} from './journey-framework-revisit';
import {nextPageRun} from './journey-next-page';
import {serveStock, STOCK_VERSION} from './stock';
import {log, median} from './util';

type Site = 'laravext' | 'stock';

/** One measured quantity of a journey, on each site (absent: the journey does not exist there). */
export interface JourneyRow {
  journey: string;
  metric: string;
  laravext?: number[];
  stock?: number[];
}

export interface JourneyResults {
  runs: number;
  stock: string | null;
  rows: JourneyRow[];
  errors: string[];
}

interface Paths {
  deepLink: string;
  nextPage: string;
  firstSearch?: string;
  frameworkRevisit?: string;
}

const PATHS: Record<Site, Paths> = {
  laravext: {
    deepLink: '/docs/latest/quickstart#8-create-a-page-that-shows-server-data',
    nextPage: '/docs/before-you-start',
    firstSearch: '/docs/quickstart',
    frameworkRevisit: '/docs/quickstart',
  },
  // The template has no search and no framework tabs.
  stock: {
    deepLink: '/docs/tutorial-basics/markdown-features#admonitions',
    nextPage: '/docs/tutorial-basics/create-a-page',
  },
};

const searchMetrics = (run: FirstSearchRun): Record<string, number> => ({
  'last key → first hits (ms)': run.hitsAfterLastKeyMs,
  'focus → first hits (ms)': run.hitsAfterFocusMs,
  'keys lost (runs)': run.kept ? 0 : 1,
});

/** A measure of a journey: what each run gives, by metric. */
type Measure = (browser: Browser, url: string) => Promise<Record<string, number>>;

const JOURNEYS: {journey: string; path: keyof Paths; measure: Measure}[] = [
  {
    journey: '(a) deep link in a new tab',
    path: 'deepLink',
    measure: async (browser, url) => {
      const run = await deepLinkRun(browser, url);
      return {
        'heading at the top for good (ms from navigation)': run.settledMs,
        'heading off its place in the first painted frame (px)': run.offAtFirstPaintPx,
        'heading moved after first paint, in all (px)': run.movedPx,
        'first contentful paint (ms)': run.firstPaintMs,
      };
    },
  },
  {
    journey: `(b) first search: "${SEARCH_WORD}" right after a tap, 80 ms a key`,
    path: 'firstSearch',
    measure: async (browser, url) => {
      const run = await firstSearchOnPhone(browser, url, 80);
      return searchMetrics(run);
    },
  },
  {
    journey: `(b) first search: "${SEARCH_WORD}" right after a tap, 30 ms a key`,
    path: 'firstSearch',
    measure: async (browser, url) => {
      const run = await firstSearchOnPhone(browser, url, 30);
      return searchMetrics(run);
    },
  },
  {
    journey: `(b) first search on loopback, no throttling: Ctrl+K, "${SEARCH_WORD}", 30 ms a key`,
    path: 'firstSearch',
    measure: async (browser, url) => {
      const run = await firstSearchOnLoopback(browser, url, 30);
      return searchMetrics(run);
    },
  },
  {
    journey: '(c) revisit with React chosen',
    path: 'frameworkRevisit',
    measure: async (browser, url) => {
      const run = await frameworkRevisitRun(browser, url);
      return {
        'React sample displayed (ms from navigation)': run.reactShownMs,
        'Vue displayed first (runs)': run.vueFirst ? 1 : 0,
        'first contentful paint (ms)': run.firstPaintMs,
      };
    },
  },
  {
    journey: '(d) next page after a hover (300 ms)',
    path: 'nextPage',
    measure: async (browser, url) => ({'click → new h1 (ms)': (await nextPageRun(browser, url, 'hover')).h1ShownMs}),
  },
  {
    journey: '(d) next page with a tap',
    path: 'nextPage',
    measure: async (browser, url) => ({'click → new h1 (ms)': (await nextPageRun(browser, url, 'tap')).h1ShownMs}),
  },
  {
    journey: '(d) next page with a tap after 5 s of reading, slow 4G, CPU not slowed',
    path: 'nextPage',
    measure: async (browser, url) => ({
      'click → new h1 (ms)': (await nextPageRun(browser, url, 'tap', {readMs: 5_000, cpuSlowdown: 1})).h1ShownMs,
    }),
  },
];

/** Metrics that count runs: summed, not a median. */
const COUNTS = /\(runs\)$/;

/** A site the journeys run on: its name (a column of the results) and where its journeys start. */
export interface JourneySite {
  name: string;
  baseUrl: string;
  paths: Partial<Paths>;
}

/** One measured quantity of a journey, on each site by name. */
export interface JourneyValues {
  journey: string;
  metric: string;
  values: Record<string, number[]>;
}

/** The site's own journey paths, for a build of this site (the A/B mode's variants). */
export const SITE_PATHS: Paths = PATHS.laravext;

/**
 * Runs every journey (or those whose name contains a word of `only`) `runs` times on each site, the sites taking turns
 * run by run so that a load spike hits them alike.
 */
export async function runJourneys(
  browser: Browser,
  sites: JourneySite[],
  {runs, only = []}: {runs: number; only?: string[]},
): Promise<{rows: JourneyValues[]; errors: string[]}> {
  const rows: JourneyValues[] = [];
  const errors: string[] = [];
  const chosen = JOURNEYS.filter(({journey}) => !only.length || only.some((word) => journey.includes(word)));
  for (const {journey, path, measure} of chosen) {
    const byMetric = new Map<string, JourneyValues>();
    for (let i = 0; i < runs; i += 1) {
      for (const site of sites) {
        const target = site.paths[path];
        if (!target) continue;
        log(`journey ${journey}: ${site.name} run ${i + 1}/${runs}...`);
        try {
          for (const [metric, value] of Object.entries(
            await measure(browser, new URL(target, site.baseUrl).toString()),
          )) {
            const row = byMetric.get(metric) ?? {journey, metric, values: {}};
            byMetric.set(metric, row);
            (row.values[site.name] ??= []).push(value);
          }
        } catch (error) {
          errors.push(`${journey}, ${site.name}, run ${i + 1}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    rows.push(...byMetric.values());
  }
  return {rows, errors};
}

export async function measureJourneys(
  browser: Browser,
  laravextUrl: string,
  {runs, stock, only = []}: {runs: number; stock: boolean; only?: string[]},
): Promise<JourneyResults> {
  const results: JourneyResults = {runs, stock: null, rows: [], errors: []};
  const bases: Partial<Record<Site, string>> = {laravext: laravextUrl};
  let stopStock: (() => Promise<void>) | undefined;
  const served = stock ? await serveStock(results.errors) : null;
  if (served) {
    bases.stock = served.baseUrl;
    stopStock = served.stop;
    results.stock = `create-docusaurus@${STOCK_VERSION} classic --typescript`;
  }
  try {
    const sites: JourneySite[] = (['laravext', 'stock'] as Site[])
      .filter((site) => bases[site])
      .map((site) => ({name: site, baseUrl: bases[site] as string, paths: PATHS[site]}));
    const measured = await runJourneys(browser, sites, {runs, only});
    results.errors.push(...measured.errors);
    results.rows.push(
      ...measured.rows.map(({journey, metric, values}) => ({
        journey,
        metric,
        laravext: values.laravext,
        stock: values.stock,
      })),
    );
  } finally {
    await stopStock?.();
  }
  return results;
}

export function cell(metric: string, values: number[] | undefined): string {
  if (!values) return 'n/a';
  if (COUNTS.test(metric)) return `${values.reduce((a, b) => a + b, 0)} of ${values.length}`;
  const runs = values.map((v) => Math.round(v)).join(', ');
  return `**${Math.round(median(values))}** (${runs})`;
}

export function journeysMarkdown(r: JourneyResults): string {
  const out = [
    '## Reader journeys (phone: slow 4G 150 ms / 1.6 Mbit/s / 750 kbit/s, CPU 4×, DevTools throttling)',
    '',
    `Median of ${r.runs} runs (every run in brackets); the stock template: ${r.stock ?? 'not measured'}.`,
    '',
    '| Journey | Metric | Laravext | Stock template |',
    '| --- | --- | --- | --- |',
    ...r.rows.map(
      (row) =>
        `| ${row.journey} | ${row.metric} | ${cell(row.metric, row.laravext)} | ${cell(row.metric, row.stock)} |`,
    ),
  ];
  if (r.errors.length) out.push('', 'Runs that failed:', '', ...r.errors.map((e) => `- ${e}`));
  return out.join('\n');
}
