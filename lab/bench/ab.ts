/**
 * A/B mode (`npm run bench -- --ab speed` or `--ab intl-warmup,tabs-chunk`): does the speed plugin, and each of its
 * mechanisms, pay for itself?
 *
 * Builds copy A of the site as in production and one copy B per name: `speed` is the site without the speed plugin at
 * all (LARAVEXT_SPEED=off: stock Docusaurus behaviour), a mechanism's name the site without that mechanism
 * (LARAVEXT_SPEED=without:NAME, variants.ts). Serves each with nginx;
 * then, round after round, runs Lighthouse on
 * every build in turn (the order rotates each round, so no build always goes first) on home, /docs/quickstart and the
 * newest post, mobile and desktop, twice: simulated throttling (Lighthouse's performance score) and DevTools
 * throttling (the load really throttled: FCP, LCP, TBT and TTI as observed). Reports medians and ranges, and a verdict
 * per name.
 *
 * Noise. A cell (one page, form factor and metric) differs only when the ranges of the A runs and the B runs do not
 * overlap (every B run worse than every A run, or better) by more than a floor (1 point of score, 20 ms). Two guards:
 * - FCP is the control. Every mechanism measured here is script work, and the first paint waits for the HTML and the
 *   stylesheet, not for the deferred scripts (in every verdict run so far, FCP of A and B agreed wherever the machine
 *   was quiet): where FCP differs, that page and form factor were disturbed (by other load on the machine) and count
 *   for nothing.
 * - A page and form factor counts once, however many of its metrics differ (on desktop FCP, LCP and TTI are often one
 *   and the same moment).
 * Chance alone makes some pages differ, as often one way as the other: a mechanism "keeps its place" when B is worse on
 * at least two pages/form factors and on at least two more than it is better; otherwise "no measurable gain".
 */
import fs from 'node:fs';
import path from 'node:path';
import {measureBuild} from './build';
import {lighthouseRun, type FormFactor, type ThrottlingMethod} from './lighthouse';
import {newestBlogPost} from './pages';
import {serveSite, type Served} from './server';
import {copySite, removeSite, ROOT} from './site';
import {launch} from '../../scripts/lib/chromium';
import {cell as journeyCell, runJourneys, SITE_PATHS, type JourneyValues} from './journeys';
import {log, median, seconds} from './util';
import type {Mechanism} from '../../src/plugins/speed/options';
import {ALL_ON_ENV, envWithout, KNOWN_MECHANISMS, mechanismsNamed, WHOLE_PLUGIN_ENV} from './variants';

export interface AbOptions {
  mechanisms: string;
  runs: number;
  /** Lighthouse rounds (off: `--skip-lighthouse`). */
  lighthouse: boolean;
  /** Reader journeys on every build, after the Lighthouse rounds (off: `--skip-journeys`). */
  journeys: boolean;
  journeyRuns: number;
  /** Only the journeys whose name contains one of these words (`--journeys`). */
  journeyFilter: string[];
  /** Stop starting rounds when the next one would end after this many minutes from the start (0: no limit). */
  minutes: number;
  keep: boolean;
}

interface Sample {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
}

type MetricId = 'simScore' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'ttiMs';
const METRICS: {id: MetricId; label: string; higherIsBetter: boolean; floor: number}[] = [
  {id: 'simScore', label: 'Score (sim.)', higherIsBetter: true, floor: 1},
  {id: 'fcpMs', label: 'FCP', higherIsBetter: false, floor: 20},
  {id: 'lcpMs', label: 'LCP', higherIsBetter: false, floor: 20},
  {id: 'tbtMs', label: 'TBT', higherIsBetter: false, floor: 20},
  {id: 'ttiMs', label: 'TTI', higherIsBetter: false, floor: 20},
];

/** The name that stands for the whole speed plugin in `--ab`. */
export const WHOLE_PLUGIN = 'speed';

interface Variant {
  name: string;
  /** What B leaves out: `speed` (the whole plugin) or one mechanism; nothing for A. */
  without: string[];
  /** The build's environment (LARAVEXT_SPEED, config/speed.ts). */
  env: Record<string, string>;
  /** The mechanism B leaves out (its build's LARAVEXT_SPEED names it, variants.ts). */
  mechanism?: Mechanism;
  dir?: string;
  server?: Served;
  /** page → form → metric → values, one per round */
  values: Record<string, Record<string, Record<MetricId, number[]>>>;
}

const FORMS: FormFactor[] = ['mobile', 'desktop'];

async function lighthouseRetrying(url: string, form: FormFactor, method: ThrottlingMethod): Promise<Sample> {
  const r = await lighthouseRun(url, form, method, ['performance']);
  return {score: r.scores.performance, fcpMs: r.fcpMs, lcpMs: r.lcpMs, tbtMs: r.tbtMs, ttiMs: r.ttiMs};
}

const range = (v: number[]) => [Math.min(...v), Math.max(...v)];
const fmt = (id: MetricId, v: number) => (id === 'simScore' ? v.toFixed(0) : `${Math.round(v)}`);
const cell = (id: MetricId, v: number[]) => {
  if (!v.length) return 'n/a';
  const [lo, hi] = range(v);
  return v.length > 1 ? `${fmt(id, median(v))} (${fmt(id, lo)}–${fmt(id, hi)})` : fmt(id, v[0]);
};

/** -1: B worse beyond noise, 1: B better beyond noise, 0: no difference. */
function compare(a: number[], b: number[], metric: {higherIsBetter: boolean; floor: number}): -1 | 0 | 1 {
  if (!a.length || !b.length) return 0;
  const [aLo, aHi] = range(a);
  const [bLo, bHi] = range(b);
  const bWorse = metric.higherIsBetter ? aLo - bHi >= metric.floor : bLo - aHi >= metric.floor;
  const bBetter = metric.higherIsBetter ? bLo - aHi >= metric.floor : aLo - bHi >= metric.floor;
  return bWorse ? -1 : bBetter ? 1 : 0;
}

export async function runAb(options: AbOptions): Promise<void> {
  const started = Date.now();
  const names = options.mechanisms.split(/[\s,]+/).filter(Boolean);
  const mechanisms = mechanismsNamed(names.filter((n) => n !== WHOLE_PLUGIN));
  const known = [WHOLE_PLUGIN, ...KNOWN_MECHANISMS].join(', ');
  if (!names.length) throw new Error(`--ab needs names: ${known}`);
  const variants: Variant[] = [
    {name: 'A', without: [], env: ALL_ON_ENV, values: {}},
    ...(names.includes(WHOLE_PLUGIN)
      ? [
          {
            name: 'B: without the speed plugin',
            without: [WHOLE_PLUGIN],
            env: WHOLE_PLUGIN_ENV,
            values: {},
          },
        ]
      : []),
    ...mechanisms.map((m) => ({
      name: `B: without ${m}`,
      without: [m],
      env: envWithout(m),
      values: {},
      mechanism: m,
    })),
  ];
  const errors: string[] = [];
  try {
    for (const v of variants) {
      v.dir = copySite(v.without.length ? `ab-${v.without.join('-')}` : 'ab-all');
      const env = Object.entries(v.env).map(([k, value]) => `${k}=${value}`);
      log(`${v.name}: build (${env.join(', ')})...`);
      const b = await measureBuild(v.dir, 'ab', v.env);
      log(`${v.name}: built in ${seconds(b.ms)}`);
    }
    for (const v of variants) v.server = await serveSite(v.dir as string);
    const pages = ['/', '/docs/quickstart', newestBlogPost(path.join(variants[0].dir as string, 'build'))];
    let rounds = 0;
    let lastRoundMs = 0;
    for (let round = 0; options.lighthouse && round < options.runs; round += 1) {
      const roundStart = Date.now();
      if (options.minutes && round > 0 && roundStart - started + lastRoundMs > options.minutes * 60_000) {
        log(`time budget of ${options.minutes} min: stopping after ${round} round(s)`);
        break;
      }
      const order = variants.map((_, i) => variants[(i + round) % variants.length]);
      log(`round ${round + 1}/${options.runs} (${seconds(Date.now() - started)} so far)`);
      for (const page of pages) {
        for (const form of FORMS) {
          for (const method of ['simulate', 'devtools'] as ThrottlingMethod[]) {
            for (const v of order) {
              const url = new URL(page, v.server?.baseUrl).toString();
              try {
                const s = await lighthouseRetrying(url, form, method);
                const slot = ((v.values[page] ??= {})[form] ??= {
                  simScore: [],
                  fcpMs: [],
                  lcpMs: [],
                  tbtMs: [],
                  ttiMs: [],
                });
                if (method === 'simulate') slot.simScore.push(s.score);
                else for (const id of ['fcpMs', 'lcpMs', 'tbtMs', 'ttiMs'] as const) slot[id].push(s[id]);
              } catch (error) {
                errors.push(`${v.name} ${method} ${form} ${page}: ${(error as Error).message}`);
              }
            }
          }
        }
      }
      rounds += 1;
      lastRoundMs = Date.now() - roundStart;
    }
    let journeys: JourneyValues[] = [];
    if (options.journeys) {
      log(`reader journeys: ${options.journeyRuns} runs each, builds in turn...`);
      const browser = await launch();
      try {
        const sites = variants.map((v) => ({name: v.name, baseUrl: v.server?.baseUrl as string, paths: SITE_PATHS}));
        const measured = await runJourneys(browser, sites, {runs: options.journeyRuns, only: options.journeyFilter});
        journeys = measured.rows;
        errors.push(...measured.errors);
      } finally {
        await browser.close();
      }
    }
    const markdown = [
      ...(options.lighthouse ? [abMarkdown(variants, pages, rounds, Date.now() - started, errors)] : []),
      ...(options.journeys ? [journeysAbMarkdown(variants, journeys, options.journeyRuns)] : []),
    ].join('\n');
    const outDir = path.join(ROOT, 'bench-results');
    fs.mkdirSync(outDir, {recursive: true});
    fs.writeFileSync(path.join(outDir, 'ab.md'), `${markdown}\n`);
    const summary = {
      date: new Date().toISOString(),
      runs: rounds,
      variants: variants.map(({name, without, env, values}) => ({name, without, env, values})),
      journeys,
      errors,
    };
    fs.writeFileSync(path.join(outDir, 'ab.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\n${markdown}`);
  } finally {
    for (const v of variants) await v.server?.stop();
    if (options.keep) log(`kept: ${variants.map((v) => v.dir).join(', ')}`);
    else for (const v of variants) if (v.dir) removeSite(v.dir);
  }
}

export function abMarkdown(variants: Variant[], pages: string[], runs: number, ms: number, errors: string[]): string {
  const [a, ...bs] = variants;
  const lines: string[] = [
    `A/B, ${new Date().toISOString().slice(0, 10)}: ${runs} round(s), each with one Lighthouse run per build, page, ` +
      `form factor and throttling method, builds in turn (${seconds(ms)} in all).`,
    'Score: simulated throttling (Lighthouse default). FCP, LCP, TBT, TTI (ms): DevTools throttling (observed). ' +
      'Median (min–max).',
    '',
  ];
  for (const b of bs) {
    lines.push(
      `### ${b.name}`,
      '',
      `| Page | Form | ${METRICS.map((m) => `${m.label} A | ${m.label} B`).join(' | ')} |`,
      `| --- | --- | ${METRICS.map(() => '--- | ---').join(' | ')} |`,
    );
    let worse = 0;
    let better = 0;
    const notes: string[] = [];
    for (const page of pages) {
      for (const form of FORMS) {
        const av = a.values[page]?.[form];
        const bv = b.values[page]?.[form];
        const marks = METRICS.map((m) => compare(av?.[m.id] ?? [], bv?.[m.id] ?? [], m));
        const cells = METRICS.map((m, i) => {
          const mark = marks[i] < 0 ? ' ▼' : marks[i] > 0 ? ' ▲' : '';
          return `${cell(m.id, av?.[m.id] ?? [])} | ${cell(m.id, bv?.[m.id] ?? [])}${mark}`;
        });
        lines.push(`| ${page} | ${form} | ${cells.join(' | ')} |`);
        const which = (sign: number) =>
          METRICS.filter((_, i) => marks[i] === sign && METRICS[i].id !== 'fcpMs')
            .map((m) => m.label)
            .join(', ');
        if (marks[METRICS.findIndex((m) => m.id === 'fcpMs')] !== 0) {
          notes.push(`${page} ${form}: FCP differs, disturbed, not counted`);
        } else if (which(-1) && !which(1)) {
          worse += 1;
          notes.push(`${page} ${form}: worse (${which(-1)})`);
        } else if (which(1) && !which(-1)) {
          better += 1;
          notes.push(`${page} ${form}: better (${which(1)})`);
        }
      }
    }
    const mechanism = b.without[0] === WHOLE_PLUGIN ? 'the speed plugin' : `\`${b.without[0]}\``;
    const verdict =
      runs < 2
        ? 'too few runs for a verdict (--runs 2 or more)'
        : worse >= 2 && worse - better >= 2
          ? 'keeps its place'
          : 'no measurable gain';
    lines.push(
      '',
      `Without it, B is worse beyond noise on ${worse} page/form factor(s), ` +
        `better on ${better}${notes.length ? `: ${notes.join('; ')}` : ''}.`,
      '',
      `**Verdict for ${mechanism}: ${verdict}.**`,
      '',
    );
  }
  if (errors.length) lines.push('Errors:', ...errors.map((e) => `- ${e}`), '');
  return lines.join('\n');
}

/**
 * The journeys of every build side by side: a B cell is marked ▼ (slower without it) or ▲ (faster) when its runs and
 * A's do not overlap by at least 20 ms; metrics that count runs are summed.
 */
export function journeysAbMarkdown(variants: Variant[], rows: JourneyValues[], runs: number): string {
  const [a, ...bs] = variants;
  const lines = [
    `### Reader journeys (phone: slow 4G, CPU 4×), median of ${runs} (every run in brackets)`,
    '',
    `| Journey | Metric | ${variants.map((v) => v.name).join(' | ')} |`,
    `| --- | --- | ${variants.map(() => '---').join(' | ')} |`,
  ];
  const metric = {higherIsBetter: false, floor: 20};
  for (const row of rows) {
    const av = row.values[a.name] ?? [];
    const cells = variants.map((v) => {
      const values = row.values[v.name];
      const mark = v === a || /\(runs\)$/.test(row.metric) ? 0 : compare(av, values ?? [], metric);
      return `${journeyCell(row.metric, values)}${mark < 0 ? ' ▼' : mark > 0 ? ' ▲' : ''}`;
    });
    lines.push(`| ${row.journey} | ${row.metric} | ${cells.join(' | ')} |`);
  }
  const slower = (b: Variant) =>
    rows.filter(
      (row) => !/\(runs\)$/.test(row.metric) && compare(row.values[a.name] ?? [], row.values[b.name] ?? [], metric) > 0,
    );
  for (const b of bs) {
    const faster = slower(b).map((row) => `${row.journey}: ${row.metric}`);
    lines.push(
      '',
      `${b.name}: A is slower beyond the run-to-run range on ${faster.length} journey metric(s)` +
        `${faster.length ? `: ${faster.join('; ')}` : ''}.`,
    );
  }
  return lines.join('\n');
}
