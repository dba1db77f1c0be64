/**
 * Writes notes/INTERNALS.md from the registry of reaches into Docusaurus internals (src/internals) and the lock the
 * guard records (notes/internals.lock.json): `npm run internals`. The guard (tests/unit/internals.test.ts) fails when
 * the page differs from what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REGISTRY, REQUIREMENTS, type Reach, type ReachKind} from '../src/internals';

const root = path.resolve(__dirname, '..');
const PAGE = path.join(root, 'notes', 'INTERNALS.md');
const LOCK = path.join(root, 'notes', 'internals.lock.json');
const WIDTH = 120;

/** The part of the lock the page shows: each slot's swizzle status and the theme that provides it. */
export interface LockedSlots {
  slots: Record<string, {kind: string; theme: string | null; status: string}>;
}

/** `text` wrapped at WIDTH, each line after the first starting with `indent`. */
function wrap(text: string, first = '', indent = ''): string[] {
  const lines: string[] = [];
  let line = first;
  // Words, with a code span kept whole.
  for (const word of text.match(/(?:`[^`]*`|\S)+/g) ?? []) {
    const start = line === first || line === indent;
    if (!start && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = indent + word;
    } else line += (start ? '' : ' ') + word;
  }
  lines.push(line);
  return lines;
}

const KINDS: Record<ReachKind, string> = {
  speed: 'For speed, measured',
  bug: 'Docusaurus bugs, worked around',
  feature: 'Features with no public API to build on',
};

function reachSection(reach: Reach & {folder: string}): string[] {
  return [
    `### ${reach.id}`,
    '',
    ...wrap(`\`${reach.folder}\`; used by ${reach.usedBy.map((f) => `\`${f}\``).join(', ')}.`),
    '',
    ...wrap(reach.reliesOn, '- **Relies on**: ', '  '),
    ...wrap(reach.why, '- **Why**: ', '  '),
    ...wrap(reach.onUpgrade, '- **On upgrade**: ', '  '),
    '',
  ];
}

/** The page, from the registry and the lock's slots. */
export function internalsPage(lock: LockedSlots | null): string {
  const reaches = REGISTRY.flatMap((r) => r.reaches.map((reach) => ({...reach, folder: r.folder})));
  const notes = REGISTRY.flatMap((r) => r.slots.map((n) => ({...n, folder: r.folder})));
  const unsafe = Object.entries(lock?.slots ?? {})
    .filter(([, s]) => s.status !== 'safe')
    .map(([key, s]) => ({slot: key.replace(/^[^:]+: /, ''), ...s}));
  // A row for each note: a slot two subsystems wrap has two.
  const slotRows = [...new Map(unsafe.map((s) => [s.slot, s])).values()]
    .sort((a, b) => a.slot.localeCompare(b.slot))
    .flatMap((s) =>
      notes
        .filter((n) => n.slot === s.slot)
        .map((n) => `| \`${s.slot}\` | ${s.kind} | ${s.status} | ${s.theme ?? ''} | \`${n.folder}\` | ${n.why} |`),
    );
  const slotCount = new Set(unsafe.map((s) => s.slot)).size;
  const lines = [
    '# Reaches into Docusaurus internals',
    '',
    '<!-- Written by `npm run internals` from src/internals and notes/internals.lock.json: edit those. -->',
    '',
    ...wrap(
      `Everything the site relies on that Docusaurus (or the search plugin) does not document: ${reaches.length} ` +
        `reaches and ${slotCount} theme slots not marked safe. Each subsystem lists its own in an ` +
        '`internals.ts` beside its code; `tests/unit/internals.test.ts` guards every row against the installed ' +
        'packages (`notes/internals.lock.json`) before each build and names the row to revisit.',
    ),
    '',
    '## Upgrading Docusaurus',
    '',
    ...wrap(
      'Rehearse first: `npm run rehearse:next` (`lab/rehearse/`). Then bump the pins, `npm install`, and run ' +
        '`node --import tsx --test tests/unit/internals.test.ts`. For each row it names, do what the row says, run ' +
        'the browser tests, and record the new state with `UPDATE_INTERNALS_LOCK=1 node --import tsx --test ' +
        'tests/unit/internals.test.ts` and `npm run internals`. Drop a row when what it works around is fixed ' +
        'upstream. A reach for speed stays only if it buys at least 50 ms on a phone journey or 10 KB of first ' +
        'load in an A/B run (`npm run bench -- --ab NAME`).',
    ),
    '',
    ...(Object.keys(KINDS) as ReachKind[]).flatMap((kind) => [
      `## ${KINDS[kind]}`,
      '',
      ...reaches.filter((r) => r.kind === kind).flatMap(reachSection),
    ]),
    '## Requirements of the installed Docusaurus',
    '',
    ...Object.values(REQUIREMENTS).flatMap((r) => [
      `### ${r.id}`,
      '',
      ...wrap(r.compares, '- **Compares**: ', '  '),
      ...wrap(r.onFailure, '- **On failure**: ', '  '),
      '',
    ]),
    '## Theme slots not marked safe',
    '',
    ...wrap(
      'Our wrappers and own components whose theme does not mark that action safe (the search plugin has no ' +
        'swizzle config, so Docusaurus treats its components as unsafe). The guard fails when their status or the ' +
        'original component changes. Site wrappers go through `@theme-original`; a plugin theme wrapping another ' +
        "theme's component goes through `@theme-init`.",
    ),
    '',
    '| Slot | We | Status | Theme | Noted in | Why |',
    '| --- | --- | --- | --- | --- | --- |',
    ...slotRows,
    '',
  ];
  return lines.join('\n');
}

if (require.main === module) {
  const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8')) as LockedSlots;
  fs.writeFileSync(PAGE, internalsPage(lock));
  console.log(`wrote ${path.relative(root, PAGE)}`);
}
