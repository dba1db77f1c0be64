/**
 * The registry of every reach into Docusaurus (and search plugin) internals: each subsystem lists its own in an
 * `internals.ts` beside its code, `src/internals/index.ts` gathers them, `tests/unit/internals.test.ts` guards them
 * against the installed packages, and `npm run internals` writes `notes/INTERNALS.md` from them.
 */

/** Names that must still appear in a file: exports, re-exports, ids, storage keys, behaviour we rely on. */
export interface Names {
  /** Relative to node_modules (`package/path`), or to the repository when `site` is set. */
  file: string;
  includes: string[];
  /** Resolve the file's package from this package's folder (a dependency of a dependency), not from the site. */
  from?: string;
  site?: true;
}

/** Why a reach exists: speed (measured), a Docusaurus bug, or a feature with no public API to build on. */
export type ReachKind = 'speed' | 'bug' | 'feature';

/** A reach into internals: where we use it, what it relies on (guarded), and its record. */
export interface Reach {
  id: string;
  kind: ReachKind;
  /** Repository files that use it. */
  usedBy: string[];
  /** Files (relative to node_modules) whose exact content it was checked against. */
  files: string[];
  names?: Names[];
  /** What of Docusaurus it relies on, in a sentence or two. */
  reliesOn: string;
  /** What it buys, and the figure when it is for speed. */
  why: string;
  /** What to do when the guard names it after an upgrade. */
  onUpgrade: string;
}

/** A theme slot we wrap or own whose theme does not mark that safe: why we do it. */
export interface SlotNote {
  slot: string;
  why: string;
}

/** What an upgrade changes under us, checked by the guard beside the reaches. */
export interface Requirement {
  id: string;
  compares: string;
  onFailure: string;
}

/** One subsystem's rows: its folder, its reaches and its unsafe slots. */
export interface Internals {
  folder: string;
  reaches: Reach[];
  slots: SlotNote[];
}
