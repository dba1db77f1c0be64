/**
 * Code highlighting, done by the build (./rehype.ts): every fenced code block reaches the browser as finished HTML,
 * and no highlighter runs on a page or a navigation. The token colours are CSS, one palette per colour mode, in
 * `./code-theme.css`: every token carries its Prism types as classes, so a code block is the same HTML in both modes.
 * Both palettes keep every token at 4.5:1 on their background.
 */

/**
 * The Prism grammars the build loads (each with the ones it extends): the languages of the content. Prism's own
 * aliases come with them (`html` for markup, `js`, `ts`, `sh`...).
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
