/** Reads MDX/Markdown content: fenced code blocks (with their line numbers) and the prose around them. */
import path from 'node:path';
import {globSync} from 'tinyglobby';

export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  /** Name of the closest enclosing JSX tab container (`FrameworkTabs`, `Tabs`), if any. */
  container: string | null;
}

export const CONTENT_DIRS = ['docs', 'versioned_docs', 'blog', 'community'];

export function listContentFiles(root: string, dirs = CONTENT_DIRS): string[] {
  return dirs.flatMap((d) => globSync('**/*.{md,mdx}', {cwd: path.join(root, d), absolute: true})).sort();
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  const containers: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const open = line.match(FENCE);
    if (open) {
      const [, indent, fence, lang, meta] = open;
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j += 1) {
        const close = lines[j].match(/^(\s*)(`{3,}|~{3,})\s*$/);
        if (close && close[2][0] === fence[0] && close[2].length >= fence.length) break;
        body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      }
      blocks.push({
        file,
        line: i + 1,
        lang: lang.toLowerCase(),
        meta: meta.trim(),
        code: body.join('\n'),
        container: containers.at(-1) ?? null,
      });
      i = j;
      continue;
    }
    for (const tag of line.matchAll(/<(\/?)(FrameworkTabs|Tabs)\b[^>]*?(\/?)>/g)) {
      if (tag[1]) containers.pop();
      else if (!tag[3]) containers.push(tag[2]);
    }
  }
  return blocks;
}

/** The prose of a page: front matter, code blocks, imports, JSX tags and comments removed. */
export function proseOf(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, ' ')
    .replace(/^import\s.+$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^:::.*$/gm, ' ');
}

export function wordCount(text: string): number {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) ?? []).length;
}

/**
 * The page source line by line with everything that is not prose blanked out (same line numbers, same columns):
 * fenced code blocks with their fences, MDX import/export lines, inline code spans, link targets and bare URLs.
 * Front matter, headings, admonition titles, JSX text and comments stay: a reader (or a search engine) sees them.
 */
export function proseLines(source: string): string[] {
  const blank = (s: string) => s.replace(/[^\s]/g, ' ');
  const lines = source.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = lines[i].match(FENCE);
    if (open) {
      const [, , fence] = open;
      out.push('');
      let j = i + 1;
      for (; j < lines.length; j += 1) {
        out.push('');
        const close = lines[j].match(/^(\s*)(`{3,}|~{3,})\s*$/);
        if (close && close[2][0] === fence[0] && close[2].length >= fence.length) break;
      }
      i = j;
      continue;
    }
    if (/^(import|export)\s/.test(lines[i])) {
      out.push('');
      continue;
    }
    out.push(
      lines[i]
        .replace(/(`+)(?!`)(.*?[^`])\1(?!`)/g, blank)
        .replace(/\]\([^)]*\)/g, (m) => `](${' '.repeat(m.length - 3)})`)
        .replace(/\bhttps?:\/\/[^\s)>"'\]]+/g, blank),
    );
  }
  return out;
}
