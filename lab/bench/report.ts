/** The benchmark's results: the JSON shape, the targets (PASS/MISS), and the Markdown report. */
import type {BuildMeasure} from './build';
import type {LighthouseMedian, FormFactor} from './lighthouse';
import type {PageWeight} from './pages';
import {CATEGORIES} from './pages';
import type {SearchMeasure} from './search';
import {kb, mb, ratio, seconds} from './util';
import {FIRST_LOAD_GZIP_BUDGET as FIRST_LOAD_BUDGET} from '../../scripts/lib/budgets';

export interface BuildPair {
  cold: BuildMeasure;
  warm: BuildMeasure;
}

export interface ScaleResult {
  syntheticPages: number;
  build: BuildPair;
  searchIndex: {raw: number; gzip: number};
  htmlPages: number;
}

export interface Target {
  name: string;
  target: string;
  value: string;
  pass: boolean;
}

export interface BenchResults {
  meta: {
    date: string;
    node: string;
    chromium: string;
    cpus: number;
    memoryGb: number;
    brotli: boolean;
    measured: string;
    options: Record<string, unknown>;
  };
  build?: BuildPair & {htmlPages: number};
  pages: PageWeight[];
  search?: SearchMeasure;
  lighthouse?: Record<string, Partial<Record<FormFactor, LighthouseMedian>>>;
  /** The stock template's counterpart of each page, measured in turn with it (keyed by the site's page). */
  lighthouseStock?: Record<string, Partial<Record<FormFactor, LighthouseMedian & {path: string}>>>;
  scale: ScaleResult[];
  targets: Target[];
  /** Steps that failed (the rest of the run went on). */
  errors: string[];
}

export function computeTargets(r: BenchResults): Target[] {
  const targets: Target[] = [];
  for (const p of r.pages) {
    targets.push({
      name: `${p.path}: no search JSON on first load`,
      target: 'not requested',
      value: p.searchJsonRequested ? 'requested' : 'not requested',
      pass: !p.searchJsonRequested,
    });
  }
  const doc = r.pages.find((p) => p.path.startsWith('/docs/'));
  if (doc) {
    const critical = doc.total.gzip - doc.prefetch.gzip;
    targets.push({
      name: `${doc.path}: first-load gzip bytes without prefetches for the next pages`,
      target: `≤ ${kb(FIRST_LOAD_BUDGET)}`,
      value: kb(critical),
      pass: critical <= FIRST_LOAD_BUDGET,
    });
  }
  for (const [page, byForm] of Object.entries(r.lighthouse ?? {})) {
    for (const [form, lh] of Object.entries(byForm) as [FormFactor, LighthouseMedian][]) {
      // Mobile: at least the template's score in the same run when it was measured (the machine's speed moves both).
      const stock = r.lighthouseStock?.[page]?.[form];
      const perfTarget = form === 'desktop' ? 100 : (stock?.median.scores.performance ?? 95);
      const s = lh.median.scores;
      targets.push({
        name: `${page} ${form} performance`,
        target: `≥ ${perfTarget}${form === 'mobile' && stock ? ` (the template's ${stock.path})` : ''}`,
        value: String(s.performance),
        pass: s.performance >= perfTarget,
      });
      for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
        targets.push({name: `${page} ${form} ${id}`, target: '100', value: String(s[id]), pass: s[id] >= 100});
      }
    }
  }
  return targets;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const sep = (n: number) => row(Array.from({length: n}, () => '---'));

function buildRow(label: string, b: BuildMeasure): string {
  return row([
    label,
    seconds(b.ms),
    seconds(b.docusaurusMs),
    mb(b.peakTreeRss),
    b.maxProcessRss === null ? 'n/a' : mb(b.maxProcessRss),
  ]);
}

export function toMarkdown(r: BenchResults): string {
  const out: string[] = [];
  out.push('# Laravext site benchmark', '');
  out.push(
    `${r.meta.date} · Node ${r.meta.node} · ${r.meta.chromium} · ${r.meta.cpus} CPUs, ${r.meta.memoryGb} GB · ` +
      `nginx ${r.meta.brotli ? 'with' : 'without'} brotli · measured: ${r.meta.measured}`,
    '',
  );

  if (r.build) {
    out.push('## Build', '');
    out.push(
      row([
        'Build',
        'Time',
        'of which `docusaurus build`',
        'Peak RSS (process tree)',
        'Max RSS (one process, GNU time)',
      ]),
      sep(5),
    );
    out.push(
      buildRow('cold (after `docusaurus clear`)', r.build.cold),
      buildRow('warm (bundler cache kept)', r.build.warm),
    );
    out.push(
      '',
      `${r.build.htmlPages} HTML pages. Time = \`docusaurus build\` + the post-build CSP step (\`npm run build\`).`,
      '',
    );
  }

  if (r.scale.length) {
    out.push('## Scale (N synthetic doc pages added to each of the two docs versions)', '');
    out.push(
      row([
        'Synthetic pages',
        'HTML pages',
        'Cold build',
        'vs base',
        'Warm build',
        'vs base',
        'Peak RSS (cold)',
        'vs base',
        'Search index raw',
        'gzip',
        'vs base',
      ]),
      sep(11),
    );
    const base = r.build;
    const baseIndex = r.search?.total;
    if (base) {
      out.push(
        row([
          '0 (base)',
          base.htmlPages,
          seconds(base.cold.ms),
          '',
          seconds(base.warm.ms),
          '',
          mb(base.cold.peakTreeRss),
          '',
          baseIndex ? kb(baseIndex.raw) : '',
          baseIndex ? kb(baseIndex.gzip) : '',
          '',
        ]),
      );
    }
    for (const s of r.scale) {
      out.push(
        row([
          s.syntheticPages,
          s.htmlPages,
          seconds(s.build.cold.ms),
          base ? ratio(s.build.cold.ms, base.cold.ms) : '',
          seconds(s.build.warm.ms),
          base ? ratio(s.build.warm.ms, base.warm.ms) : '',
          mb(s.build.cold.peakTreeRss),
          base ? ratio(s.build.cold.peakTreeRss, base.cold.peakTreeRss) : '',
          kb(s.searchIndex.raw),
          kb(s.searchIndex.gzip),
          baseIndex ? ratio(s.searchIndex.raw, baseIndex.raw) : '',
        ]),
      );
    }
    out.push('');
  }

  if (r.pages.length) {
    out.push('## First load (fresh browser, until the network is idle)', '');
    out.push(row(['Page', 'Type', 'Requests', 'Raw', 'gzip', 'As received by Chromium']), sep(6));
    for (const p of r.pages) {
      for (const c of CATEGORIES) {
        const w = p.byCategory[c];
        if (!w.requests) continue;
        out.push(row([p.path, c, w.requests, kb(w.raw), kb(w.gzip), kb(w.transfer)]));
      }
      out.push(
        row([
          p.path,
          '**total**',
          p.total.requests,
          `**${kb(p.total.raw)}**`,
          `**${kb(p.total.gzip)}**`,
          kb(p.total.transfer),
        ]),
      );
      out.push(
        row([
          p.path,
          'of which for the next pages (prefetch, idle)',
          p.prefetch.requests,
          kb(p.prefetch.raw),
          kb(p.prefetch.gzip),
          kb(p.prefetch.transfer),
        ]),
      );
    }
    out.push('');
    out.push('Largest responses (gzip):', '');
    for (const p of r.pages) out.push(`- ${p.path}: ${p.largest.map((l) => `\`${l.url}\` ${kb(l.gzip)}`).join(', ')}`);
    out.push('');
  }

  if (r.search) {
    out.push('## Search', '');
    out.push(row(['Index file', 'Raw', 'gzip', 'brotli']), sep(4));
    for (const f of r.search.files) out.push(row([`\`${f.file}\``, kb(f.raw), kb(f.gzip), kb(f.brotli)]));
    out.push('');
    const fmt = (m: {runs: number[]; median: number}) =>
      `**${m.median.toFixed(0)} ms** (runs: ${m.runs.map((v) => v.toFixed(0)).join(', ')})`;
    out.push(
      '- Typing a query to results, first search on a fresh page (index fetched on first use): ' +
        fmt(r.search.firstQuery),
    );
    out.push(`- Typing a second query to results (index loaded): ${fmt(r.search.nextQuery)}`, '');
  }

  if (r.lighthouse && Object.keys(r.lighthouse).length) {
    out.push('## Lighthouse 12 (median of the runs)', '');
    out.push(
      row(['Page', 'Form factor', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP']),
      sep(10),
    );
    const lighthouseRow = (page: string, form: string, m: LighthouseMedian['median']) =>
      row([
        page,
        form,
        m.scores.performance,
        m.scores.accessibility,
        m.scores['best-practices'],
        m.scores.seo,
        `${m.lcpMs.toFixed(0)} ms`,
        `${m.tbtMs.toFixed(0)} ms`,
        m.cls.toFixed(3),
        `${m.fcpMs.toFixed(0)} ms`,
      ]);
    for (const [page, byForm] of Object.entries(r.lighthouse)) {
      for (const [form, lh] of Object.entries(byForm) as [FormFactor, LighthouseMedian][]) {
        out.push(lighthouseRow(page, form, lh.median));
        const stock = r.lighthouseStock?.[page]?.[form];
        if (stock) out.push(lighthouseRow(`template: ${stock.path}`, form, stock.median));
      }
    }
    const failing = Object.entries(r.lighthouse).flatMap(([page, byForm]) =>
      (Object.entries(byForm) as [FormFactor, LighthouseMedian][]).flatMap(([form, lh]) =>
        lh.failing.map((f) => `${page} ${form}: ${f}`),
      ),
    );
    if (failing.length) out.push('', 'Audits short of a full score in most runs:', '', ...failing.map((f) => `- ${f}`));
    out.push('');
  }

  if (r.errors.length) {
    out.push('## Errors', '', ...r.errors.map((e) => `- ${e}`), '');
  }

  if (r.targets.length) {
    out.push('## Targets', '');
    out.push(row(['', 'Target', 'Value', 'Result']), sep(4));
    for (const t of r.targets) out.push(row([t.name, t.target, t.value, t.pass ? 'PASS' : '**MISS**']));
    out.push('');
  }
  return out.join('\n');
}
