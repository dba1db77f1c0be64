import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting. The token colours are CSS, one palette per colour mode, in `src/css/code-theme.css` (Prism's
 * classic way: every token carries its types as classes). The Prism theme here only names the block's own colours, as
 * CSS variables. So a code block renders the same HTML in both modes: the server HTML (dark, the default) never
 * disagrees with a reader who chose light, switching modes changes no code block, and the HTML carries no colour per
 * token. Both palettes keep every token at 4.5:1 on their background.
 */
export const codeTheme: PrismTheme = {
  plain: {color: 'var(--laravext-code-color)', backgroundColor: 'var(--laravext-code-background)'},
  styles: [],
};

/**
 * Languages added to the ones prism-react-renderer bundles (which already has markup/html, js, jsx, ts, tsx and json).
 * The spec asks for php, toml, jsx and json; bash and diff are used by the guides. Docusaurus adds `markup-templating`
 * for php itself. `vue` is an alias of markup, registered with the grammars (src/theme/CodeBlock).
 */
export const additionalLanguages = ['php', 'toml', 'bash', 'diff'];

/** Magic comments: highlighted lines plus diff-style added and removed lines. */
export const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {className: 'code-block-added-line', line: 'add-next-line', block: {start: 'add-start', end: 'add-end'}},
  {className: 'code-block-removed-line', line: 'remove-next-line', block: {start: 'remove-start', end: 'remove-end'}},
];
