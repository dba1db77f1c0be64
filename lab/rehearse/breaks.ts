/**
 * Pure: what broke under the canary, and whether the internals guard had named it. A guard failure is named when it
 * is one of the guard's own verdicts (`[internals] ...`), not a crash of the guard. A build error or a failing
 * browser test is named when it mentions something a failing guard row pointed at: the row id, a file it lists as a
 * user, a node_modules file or a config key its problems cite, or a test its row in notes/INTERNALS.md names (a file,
 * `tests/browser/x.test.ts`, or one test of it, `tests/browser/x.test.ts` ("part of the test's name")).
 */

/** A test cited in a row of notes/INTERNALS.md; `::` joins the file and a part of the test's name. */
const CITED_TEST = /(tests\/(?:browser|nginx)\/[\w-]+\.test\.ts)`?(?: \("([^"]+)"\))?/g;
import type {Failure} from './tap';

export type Stage = 'install' | 'guard' | 'build' | 'browser';

export interface Break {
  stage: Stage;
  title: string;
  detail: string;
  /** The guard row that named it, or null. */
  namedBy: string | null;
}

export interface NamedRow {
  id: string;
  /** Strings whose mention in a break ties it to this row. */
  keys: string[];
}

/** A guard failure's row: its id and what it points at; null when the failure is not a verdict of the guard. */
export function namedRow(failure: Failure, internalsNotes: string): NamedRow | null {
  if (!failure.message.includes('[internals]')) return null;
  const id = /REVISIT "([^"]+)"/.exec(failure.message)?.[1] ?? failure.name.split(' > ').pop()!;
  const usedBy = /\(used by ([^)]*)\):/.exec(failure.message)?.[1].split(/,\s*/) ?? [];
  const cited = [...failure.message.matchAll(/node_modules\/([^\s,;:()'"`]+)/g)].map((m) => m[1].replace(/\.$/, ''));
  const configKeys = [...failure.message.matchAll(/\bfuture(?:\.\w+)+/g)].map((m) => m[0]);
  const row = internalsNotes.split('\n').find((line) => line.startsWith('|') && line.includes(id)) ?? '';
  const tests = [...row.matchAll(CITED_TEST)].map((m) => (m[2] ? `${m[1]}::${m[2]}` : m[1]));
  return {id, keys: [...new Set([id, ...usedBy, ...cited, ...configKeys, ...tests].filter((k) => k.length > 3))]};
}

/** The row that names a break, if any. */
export function namer(text: string, rows: NamedRow[]): string | null {
  const mentions = (key: string) => key.split('::').every((part) => text.includes(part));
  return rows.find((row) => row.keys.some(mentions))?.id ?? null;
}

/** Every break of a rehearsal, each marked with the guard row that named it (or null). */
export function classify(
  input: {install: string[]; guard: Failure[]; build: string[]; browser: Failure[]},
  internalsNotes: string,
): Break[] {
  const rows = input.guard.map((f) => namedRow(f, internalsNotes)).filter((r): r is NamedRow => r !== null);
  const firstLine = (text: string) => text.split('\n').find((l) => l.trim()) ?? '';
  return [
    ...input.install.map((text) => ({stage: 'install' as const, title: firstLine(text), detail: text, namedBy: null})),
    ...input.guard.map((f) => ({
      stage: 'guard' as const,
      title: f.name.split(' > ').pop()!,
      detail: f.message,
      namedBy: namedRow(f, internalsNotes)?.id ?? null,
    })),
    ...input.build.map((text) => ({
      stage: 'build' as const,
      title: firstLine(text),
      detail: text,
      namedBy: namer(text, rows),
    })),
    ...input.browser.map((f) => ({
      stage: 'browser' as const,
      title: `${f.file ?? '?'}: ${f.name}`,
      detail: f.message,
      namedBy: namer(`${f.file ?? ''}\n${f.name}\n${f.message}`, rows),
    })),
  ];
}

/**
 * Error blocks of a build log: each `[ERROR]` line (Docusaurus's logger) with what follows it up to a blank line (at
 * most 12 lines); from a failed build also each `Error:` line. A failed build that printed none gives its last 20
 * lines.
 */
export function buildErrors(log: string, failed: boolean): string[] {
  const lines = log.split('\n');
  const start = failed ? /\[ERROR\]|^\s*(\w+)?Error:|^Error\b/ : /\[ERROR\]/;
  const blocks: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!start.test(lines[i])) continue;
    const block = [lines[i]];
    while (i + 1 < lines.length && lines[i + 1].trim() && block.length < 12) block.push(lines[++i]);
    blocks.push(block.join('\n').trim());
  }
  const unique = [...new Set(blocks)];
  if (failed && unique.length === 0) return [lines.slice(-20).join('\n').trim()];
  return unique;
}

/** The printed summary: counts, then each break with NAMED (by which row) or NOT NAMED, then the notes. */
export function summary(breaks: Break[], notes: string[] = []): string {
  const named = breaks.filter((b) => b.namedBy !== null).length;
  const out = [`${breaks.length} break(s): ${named} named by the internals guard, ${breaks.length - named} not named`];
  for (const stage of ['install', 'guard', 'build', 'browser'] as const) {
    const mine = breaks.filter((b) => b.stage === stage);
    out.push(`\n${stage}: ${mine.length} break(s)`);
    for (const b of mine) {
      out.push(`  - [${b.namedBy === null ? 'NOT NAMED' : `NAMED: ${b.namedBy}`}] ${b.title}`);
      const more = b.detail
        .split('\n')
        .map((l) => l.trimEnd())
        .filter((l) => l.trim() && l.trim() !== b.title.trim())
        .slice(0, 4);
      for (const line of more) out.push(`      ${line.trim().slice(0, 160)}`);
    }
  }
  if (notes.length) out.push('', ...notes);
  return out.join('\n');
}
