/**
 * Lighthouse 12 through its Node API, on Debian's Chromium (headless, with the flags the browser tests use), mobile
 * (the default config: simulated slow 4G and a 4× slower CPU) and desktop. Each run gets a fresh browser profile; the
 * report keeps the median of each score and metric over the runs. Only the local server is contacted.
 */
import {CHROMIUM, CHROMIUM_ARGS} from '../../scripts/lib/chromium';
import {median} from './util';

export type FormFactor = 'mobile' | 'desktop';
export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface LighthouseRun {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Time to Interactive (the `interactive` audit; not in the v12 score, still measured). */
  ttiMs: number;
  /** Audits that did not get a full score in a 100-target category (id: title), for the report. */
  failing: string[];
}

export interface LighthouseMedian {
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, 'failing'>;
  failing: string[];
}

interface Lhr {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, {score: number | null; numericValue?: number; title: string; scoreDisplayMode: string}>;
  runtimeError?: {message: string};
}

/** `simulate`: Lighthouse's default (a fast unthrottled load, the metrics modelled for the throttled one); `devtools`:
 * the load itself is throttled (network and CPU, through DevTools) and the metrics are what was observed. */
export type ThrottlingMethod = 'simulate' | 'devtools';

interface RunSpec {
  url: string;
  formFactor: FormFactor;
  throttlingMethod: ThrottlingMethod;
  categories: readonly CategoryId[];
}

async function lighthouseOnce({url, formFactor, throttlingMethod, categories}: RunSpec): Promise<LighthouseRun> {
  const {default: lighthouse, desktopConfig} = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object, config?: object) => Promise<{lhr: Lhr} | undefined>;
    desktopConfig: object;
  };
  const chromeLauncher = (await import('chrome-launcher')) as unknown as {
    launch: (options: object) => Promise<{port: number; kill: () => Promise<void> | void}>;
  };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories], throttlingMethod},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORY_IDS.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<CategoryId, number>;
    const failing: string[] = [];
    for (const id of CATEGORY_IDS) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (
          ref.weight > 0 &&
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative'
        ) {
          failing.push(`${id}/${ref.id} (${audit.score.toFixed(2)}): ${audit.title}`);
        }
      }
    }
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores,
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      fcpMs: num('first-contentful-paint'),
      ttiMs: num('interactive'),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** One run; Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP...): such a run is repeated, up to 3 attempts. */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  throttlingMethod: ThrottlingMethod = 'simulate',
  categories: readonly CategoryId[] = CATEGORY_IDS,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce({url, formFactor, throttlingMethod, categories});
    } catch (error) {
      if (attempt >= 3) throw error;
      const why = (error as Error).message;
      console.warn(
        `[bench] Lighthouse ${throttlingMethod} ${formFactor} ${url}, attempt ${attempt} failed (${why}); again`,
      );
    }
  }
}

/** The median of each score and metric over the runs, and the audits that fell short in most of them. */
export function summarize(results: LighthouseRun[]): LighthouseMedian {
  const runs = results.length;
  const m = (f: (r: LighthouseRun) => number) => median(results.map(f));
  const counts = new Map<string, number>();
  for (const r of results)
    for (const f of r.failing)
      counts.set(f.replace(/ \(\d\.\d\d\)/, ''), (counts.get(f.replace(/ \(\d\.\d\d\)/, '')) ?? 0) + 1);
  return {
    runs: results,
    median: {
      scores: Object.fromEntries(CATEGORY_IDS.map((id) => [id, m((r) => r.scores[id])])) as Record<CategoryId, number>,
      lcpMs: m((r) => r.lcpMs),
      tbtMs: m((r) => r.tbtMs),
      cls: m((r) => r.cls),
      fcpMs: m((r) => r.fcpMs),
      ttiMs: m((r) => r.ttiMs),
    },
    // Audits that fell short in most runs.
    failing: [...counts.entries()].filter(([, n]) => n * 2 > runs).map(([f]) => f),
  };
}
