import type {PrismTheme} from 'prism-react-renderer';
import {themes} from 'prism-react-renderer';

/**
 * Code highlighting. Both themes keep every token at WCAG AA contrast (4.5:1) on their background:
 * the dark one is Dracula with a lighter comment colour, the light one uses GitHub Primer's accessible palette.
 */
export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((style) =>
    style.types.includes('comment') ? {...style, style: {...style.style, color: '#a4acd4'}} : style,
  ),
};

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'operator'], style: {color: '#cf222e'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['function', 'class-name'], style: {color: '#8250df'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'], style: {color: '#0550ae'}},
    {types: ['tag', 'inserted'], style: {color: '#116329'}},
    {types: ['variable', 'builtin', 'entity'], style: {color: '#953800'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['punctuation'], style: {color: '#24292f'}},
  ],
};

/** Languages added to Prism on top of prism-react-renderer's defaults (the spec asks for php, toml, jsx and json). */
export const additionalLanguages = ['php', 'markup-templating', 'toml', 'jsx', 'json', 'bash', 'diff', 'tsx'];

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
