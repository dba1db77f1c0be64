/** What every content check returns: one finding per mistake, at its file and line. */
import path from 'node:path';

/** One finding: the file, its line, and a message that says what is wrong and what to do. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** `file:line: message`, the file relative to `root`: how the CLI, the build and the notice print a finding. */
export const formatProblem = (root: string, p: Problem): string =>
  `${path.relative(root, p.file).split(path.sep).join('/')}:${p.line}: ${p.message}`;

/** Sorted by file, then line. */
export const byPlace = (a: Problem, b: Problem): number => a.file.localeCompare(b.file) || a.line - b.line;
