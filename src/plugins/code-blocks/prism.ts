/**
 * The Prism the build highlights with, in Node only: prism-react-renderer's, the Prism of the classic theme's code
 * block, with the grammars below. Every fenced code block reaches the browser as finished HTML (./rehype.ts), and no
 * highlighter runs on a page or a navigation. The token colours are CSS, one palette per colour mode (./palette.ts),
 * so a code block is the same HTML in both modes.
 */
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';

/**
 * The grammars the build highlights with: the languages of the content. prism-react-renderer's Prism holds most of
 * them; the others come from prismjs (below). Prism's own aliases come with them (`html` for markup, `js`, `ts`, `sh`).
 */
export const languages = [
  'markup',
  'css',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'json',
  'php',
  'toml',
  'bash',
  'diff',
];

/**
 * Languages that are another grammar under a new name. A Vue single-file component is HTML with a `<script>` and a
 * `<style>` block, which is what the markup grammar highlights (JavaScript and CSS inside them).
 */
export const languageAliases: Record<string, string> = {vue: 'markup'};

/** Fences that are plain text by design: no grammar, no warning. */
export const plainLanguages = ['text', 'txt', 'plain'];

/**
 * Magic comments: a line holding only one of these comments (`// highlight-next-line`, `# add-start`,
 * `<!-- remove-end -->`, `{/* highlight-next-line *\/}`...) is left out of the block and gives its class to the next
 * line, or to every line up to the matching end.
 */
export const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {className: 'code-block-added-line', line: 'add-next-line', block: {start: 'add-start', end: 'add-end'}},
  {className: 'code-block-removed-line', line: 'remove-next-line', block: {start: 'remove-start', end: 'remove-end'}},
];

const require = createRequire(__filename);

/** prismjs's list of its grammars: which ones each needs loaded before it (`php` needs `markup-templating`). */
const components = (require('prismjs/components.json') as {languages: Record<string, {require?: string | string[]}>})
  .languages;

/** Adds a grammar prism-react-renderer's Prism lacks: its prismjs component, after the grammars it needs. */
function addGrammar(id: string): void {
  if (Prism.languages[id]) return;
  for (const needed of [components[id]?.require ?? []].flat()) addGrammar(needed);
  require(`prismjs/components/prism-${id}`);
  if (!Prism.languages[id]) throw new Error(`prismjs/components/prism-${id} added no "${id}" grammar to the Prism`);
}

// As prism-react-renderer's README says: its Prism as the global `Prism`, which a component extends when required.
(globalThis as {Prism?: typeof Prism}).Prism = Prism;
for (const language of languages) addGrammar(language);
for (const [alias, grammar] of Object.entries(languageAliases)) Prism.languages[alias] ??= Prism.languages[grammar];

export {Prism};
