/**
 * What a code fence's meta string asks for, after the language: `title="routes/web.php"`, lines to highlight by number
 * (`{1,4-6}`), and line numbers (`showLineNumbers`, or `showLineNumbers=10` to start at 10).
 */
export interface CodeBlockMeta {
  title?: string;
  /** Line numbers (from 1) to highlight, as the block shows them (magic comment lines left out). */
  highlightedLines: Set<number>;
  /** The first line's number, when the block shows line numbers. */
  lineNumbersStart?: number;
}

export function parseMeta(meta: string | undefined): CodeBlockMeta {
  const text = meta ?? '';
  const title = /(?:^|\s)title=(["'])(.*?)\1/.exec(text)?.[2];
  const highlightedLines = new Set<number>();
  const ranges = /(?:^|\s)\{([\d,\s-]+)\}/.exec(text)?.[1] ?? '';
  for (const range of ranges
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)) {
    const [from, to = from] = range.split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1) continue;
    for (let line = from; line <= to; line += 1) highlightedLines.add(line);
  }
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(text);
  return {
    ...(title ? {title} : {}),
    highlightedLines,
    ...(numbers ? {lineNumbersStart: numbers[1] ? Number(numbers[1]) : 1} : {}),
  };
}
