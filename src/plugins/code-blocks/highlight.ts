/**
 * Highlights a code sample at build time: Prism's tokens, split into lines, as HTML. Each line is a
 * `<span class="token-line">` (with the classes of its magic comments or highlighted numbers) ending in `<br>`; each
 * token that the palettes colour gets a `<span class="token type">` for each of its types that shows, nested, outer
 * first (`shownTypes` in ./palette.ts). A token that would look like plain text gets none: the page carries this HTML
 * twice (in the document, and in the page's script for client-side navigations).
 */
import {normalizeTokens, type Token} from 'prism-react-renderer';
import {Prism, magicComments, plainLanguages} from './prism';
import {shownTypes} from './palette';

/** Whether the build highlights `language` (plain-text fences count: they need no grammar). */
export const knowsLanguage = (language: string): boolean =>
  plainLanguages.includes(language) || Prism.languages[language] !== undefined;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A line without its magic comments, and the classes they gave it. */
interface Line {
  text: string;
  classes: string[];
}

/** `// name`, `# name`, `/* name *\/`, `{/* name *\/}`, `<!-- name -->`, alone on a line. */
const directive = (line: string): string | undefined =>
  /^\s*(?:\/\/|#|\/\*|\{\/\*|<!--)\s*([\w-]+)\s*(?:\*\/\}|\*\/|-->)?\s*$/.exec(line)?.[1];

/** Takes the magic comment lines out and gives their classes to the lines they mark. */
export function applyMagicComments(code: string): Line[] {
  const lines: Line[] = [];
  const nextLine: string[] = [];
  const open = new Map<string, number>();
  for (const text of code.split('\n')) {
    const name = directive(text);
    const comment = name && magicComments.find((c) => [c.line, c.block.start, c.block.end].includes(name));
    if (comment && name) {
      if (name === comment.line) nextLine.push(comment.className);
      else if (name === comment.block.start) open.set(comment.className, (open.get(comment.className) ?? 0) + 1);
      else open.set(comment.className, Math.max(0, (open.get(comment.className) ?? 0) - 1));
      continue;
    }
    const classes = [...new Set([...nextLine, ...[...open].filter(([, depth]) => depth > 0).map(([c]) => c)])];
    nextLine.length = 0;
    lines.push({text, classes});
  }
  return lines;
}

/** A line's HTML: its tokens by the types they show, neighbours that show the same types in one run. */
function lineHtml(tokens: Token[]): string {
  const runs: {types: string[]; text: string}[] = [];
  for (const {types, content: text, empty} of tokens) {
    if (empty) continue;
    // White space shows no colour.
    const shown = text.trim() ? shownTypes(types) : [];
    const last = runs.at(-1);
    if (last && last.types.join(' ') === shown.join(' ')) last.text += text;
    else runs.push({types: shown, text});
  }
  return runs
    .map(({types, text}) =>
      types.reduceRight((inner, type) => `<span class="token ${type}">${inner}</span>`, escape(text)),
    )
    .join('');
}

/**
 * Prism's tokens of `code`, line by line, each with the types of every token it sits in: what prism-react-renderer's
 * `<Highlight>` renders (the grammar's hooks, `tokenize`, its `normalizeTokens`). Without a grammar, plain text.
 */
function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export interface Highlighted {
  html: string;
  /** The number of lines the block shows. */
  lines: number;
}

/**
 * `code` highlighted as `language` (plain text when the build has no grammar for it), its magic comments applied, and
 * the lines numbered in `highlightedLines` (from 1) marked like `highlight-*` lines.
 */
export function highlight(
  code: string,
  language: string,
  highlightedLines: ReadonlySet<number> = new Set(),
): Highlighted {
  const lines = applyMagicComments(code.replace(/\n$/, ''));
  const leaves = tokenize(lines.map((l) => l.text).join('\n'), language);
  const html = lines
    .map(({classes}, i) => {
      const all = highlightedLines.has(i + 1) ? [...new Set([...classes, magicComments[0].className])] : classes;
      return `<span class="${['token-line', ...all].join(' ')}">${lineHtml(leaves[i] ?? [])}<br></span>`;
    })
    .join('');
  return {html, lines: lines.length};
}
