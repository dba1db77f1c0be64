/**
 * Code blocks highlighted by the build (src/plugins/code-blocks): every language of the content has a grammar, no
 * sample loses a character, magic comments and the fence's meta string do what the writer asked, the HTML carries
 * token classes, never colours, and with the palettes' CSS every token looks as prism-react-renderer draws it with the
 * same themes, at 4.5:1 or more on every background of its block.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';
import {applyMagicComments, highlight, knowsLanguage} from '../../src/plugins/code-blocks/highlight';
import {parseMeta} from '../../src/plugins/code-blocks/meta';
import {
  ADJUSTED,
  PALETTES,
  SITE_THEMES,
  THEMES,
  codeThemeCss,
  hex,
  makePalette,
  shownTypes,
  type Mode,
} from '../../src/plugins/code-blocks/palette';
import {Prism} from '../../src/plugins/code-blocks/prism';
import rehypeCodeBlocks, {COMPONENT, type Node} from '../../src/plugins/code-blocks/rehype';
import {extractCodeBlocks, listContentFiles} from '../../src/plugins/content-checks/lib/extract';

const root = path.resolve(__dirname, '../..');
const samples = listContentFiles(root).flatMap((file) => extractCodeBlocks(file, fs.readFileSync(file, 'utf8')));
/** The samples highlighted, once: several tests read them (Prism takes seconds over the whole content). */
let highlightedSamples: string[] | undefined;
const highlighted = () => (highlightedSamples ??= samples.map((s) => highlight(s.code, s.lang).html));

/** The lines a block shows, as text, read from its HTML as a browser would. */
const linesOf = (html: string) =>
  load(html)('.token-line')
    .toArray()
    .map((line) => load(line).text());

const classesOf = (html: string) =>
  load(html)('.token-line')
    .toArray()
    .map((line) => (line.attribs.class ?? '').split(' ').filter((c) => c !== 'token-line'));

describe('code blocks highlighted by the build', () => {
  it('knows every language the content uses', () => {
    const languages = new Set(samples.map((s) => s.lang).filter(Boolean));
    assert.ok(languages.size >= 6, `only ${[...languages].join(', ')}`);
    assert.deepEqual(
      [...languages].filter((lang) => !knowsLanguage(lang)),
      [],
      'add the grammar to src/plugins/code-blocks/prism.ts',
    );
  });

  it('highlights php, toml, jsx, json and the languages the content uses most', () => {
    const cases: [string, string, RegExp][] = [
      ['php', '<?php\n$page = new Page();', /class="token variable"/],
      ['toml', '[package]\nname = "laravext"', /class="token property">name</],
      ['jsx', 'const a = <Link href="/">Home</Link>;', /&lt;<span class="token tag">Link</],
      ['json', '{"name": "laravext"}', /class="token property"/],
      ['vue', '<template>\n  <h1>{{ title }}</h1>\n</template>', /class="token tag"/],
      ['bash', 'npm install @laravext/vue', /class="token function"/],
    ];
    for (const [language, code, token] of cases) assert.match(highlight(code, language).html, token, language);
  });

  it('keeps every character of every sample of the content, line by line, magic comments left out', () => {
    let checked = 0;
    for (const [i, {file, line, code}] of samples.entries()) {
      const expected = applyMagicComments(code.replace(/\n$/, '')).map((l) => l.text);
      assert.deepEqual(linesOf(highlighted()[i]), expected, `${path.relative(root, file)}:${line}`);
      checked += 1;
    }
    assert.ok(checked > 300, `only ${checked} samples checked`);
  });

  it('escapes the code: HTML in a sample stays text', () => {
    const {html} = highlight('<script>alert("x")</script> & more', 'text');
    assert.doesNotMatch(html, /<script>/);
    assert.deepEqual(linesOf(html), ['<script>alert("x")</script> & more']);
  });

  it('puts no colour in the HTML: tokens carry classes only', () => {
    const html = highlighted().join('');
    assert.match(html, /class="token keyword"/);
    assert.doesNotMatch(html, /style=/);
  });

  it('applies magic comments in each comment form and leaves their lines out', () => {
    const code = [
      '<?php',
      '// highlight-next-line',
      '$a = 1;',
      '# add-start',
      '$b = 2;',
      '$c = 3;',
      '# add-end',
      '/* remove-next-line */',
      '$d = 4;',
      '$e = 5;',
    ].join('\n');
    const {html, lines} = highlight(code, 'php');
    assert.equal(lines, 6);
    assert.deepEqual(classesOf(html), [
      [],
      ['theme-code-block-highlighted-line'],
      ['code-block-added-line'],
      ['code-block-added-line'],
      ['code-block-removed-line'],
      [],
    ]);
    const markup = highlight('<div>\n  <!-- highlight-next-line -->\n  <p>x</p>\n</div>', 'vue');
    assert.deepEqual(classesOf(markup.html), [[], ['theme-code-block-highlighted-line'], []]);
    const jsx = highlight('return (\n  {/* highlight-next-line */}\n  <A />\n);', 'jsx');
    assert.deepEqual(classesOf(jsx.html), [[], ['theme-code-block-highlighted-line'], []]);
    // A comment that is not a magic one stays in the code.
    assert.deepEqual(linesOf(highlight('// a note\nx();', 'js').html), ['// a note', 'x();']);
  });

  it('reads the title, highlighted line numbers and line numbering from the meta string', () => {
    assert.deepEqual(parseMeta('title="routes/web.php" {1,3-4} showLineNumbers'), {
      title: 'routes/web.php',
      highlightedLines: new Set([1, 3, 4]),
      lineNumbersStart: 1,
    });
    assert.deepEqual(parseMeta("title='a b.js' showLineNumbers=10"), {
      title: 'a b.js',
      highlightedLines: new Set(),
      lineNumbersStart: 10,
    });
    assert.deepEqual(parseMeta(undefined), {highlightedLines: new Set()});
    const {html} = highlight('a\nb\nc', 'text', parseMeta('{2}').highlightedLines);
    assert.deepEqual(classesOf(html), [[], ['theme-code-block-highlighted-line'], []]);
  });

  it('puts the component in place of each fenced block, imports it once, and stops on a language it lacks', () => {
    const fenced = (language: string, code: string, meta?: string): Node => ({
      type: 'element',
      tagName: 'pre',
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {className: [`language-${language}`], metastring: meta},
          children: [{type: 'text', value: code}],
        },
      ],
    });
    const tree: Node = {
      type: 'root',
      children: [
        fenced('php', '<?php\necho 1;', 'title="a.php"'),
        {type: 'mdxJsxFlowElement', name: 'TabItem', children: [fenced('vue', '<template/>')]},
      ],
    };
    rehypeCodeBlocks()(tree, {path: 'page.mdx'});
    const [esm, first, tab] = tree.children!;
    assert.equal(esm.type, 'mdxjsEsm');
    assert.equal(tree.children!.filter((n) => n.type === 'mdxjsEsm').length, 1);
    assert.equal(first.name, COMPONENT);
    const attributes = Object.fromEntries(
      (first.attributes as {name: string; value: string}[]).map((a) => [a.name, a.value]),
    );
    assert.equal(attributes.title, 'a.php');
    assert.equal(attributes.language, 'php');
    assert.match(attributes.html, /<span class="token keyword">echo<\/span>/);
    assert.equal(tab.children![0].name, COMPONENT, 'a block inside a component was not replaced');
    assert.throws(
      () => rehypeCodeBlocks()({type: 'root', children: [fenced('cobol', 'DISPLAY "HI".')]}, {path: 'page.mdx'}),
      /page\.mdx: a code block in "cobol"/,
    );
  });

  it('leaves out of the HTML what would not change a pixel: unstyled types, tokens that look plain, spaces', () => {
    const {html} = highlight('<a href="/">x</a>;', 'jsx');
    // Punctuation is drawn in the block colour in both palettes, inside a tag too; `script`, `plain` and the like
    // have no style at all.
    assert.doesNotMatch(html, /punctuation|plain|<span class="token tag"> <\/span>/);
    assert.match(html, /&lt;<span class="token tag">a<\/span>/);
    // An attribute's value: the tag's colour in dark mode (the theme does not colour attr-value), its own in light.
    assert.match(html, /<span class="token tag"><span class="token attr-value">\/<\/span><\/span>/);
    const lines = {highlighted: '#000000', added: '#000000', removed: '#000000'};
    const palettes = [
      makePalette(
        {
          plain: {color: '#111111'},
          styles: [
            {types: ['tag', 'symbol'], style: {color: '#ff0000'}},
            {types: ['punctuation'], style: {color: '#111111'}},
            {types: ['attr-value', 'function'], style: {color: '#0000ff'}},
          ],
        },
        lines,
      ),
      makePalette(
        {
          plain: {color: '#eeeeee'},
          styles: [
            {types: ['tag', 'function'], style: {color: '#00ff00'}},
            {types: ['punctuation', 'symbol'], style: {color: '#eeeeee'}},
            {types: ['keyword'], style: {color: '#eeeeee', fontStyle: 'italic'}},
          ],
        },
        lines,
      ),
    ];
    const shown = (...types: string[]) => shownTypes(types, palettes);
    assert.deepEqual(shown('tag', 'punctuation'), [], 'the inner type wins, in each palette: plain');
    assert.deepEqual(shown('symbol'), ['symbol'], 'plain in dark only');
    assert.deepEqual(shown('keyword'), ['keyword'], 'the block colour, but italic');
    assert.deepEqual(shown('tag', 'attr-value'), ['tag', 'attr-value'], 'each palette has its own last word');
    assert.deepEqual(
      shown('keyword', 'punctuation'),
      ['keyword', 'punctuation'],
      'italic from one, colour from the other',
    );
    assert.deepEqual(shown('tag', 'script', 'function'), ['function'], 'an outer type that nothing shows');
    assert.deepEqual(shown('script'), []);
    assert.deepEqual(shown(), []);
  });

  it('draws every token of the content as prism-react-renderer does with the same themes', () => {
    // The CSS as the browser reads it: each mode's block colour and the declarations of each token type.
    const css = codeThemeCss();
    const plain = {
      light: /:root\{[^}]*--laravext-code-color:([^;}]+)/.exec(css)?.[1],
      dark: /\[data-theme='dark'\]\{[^}]*--laravext-code-color:([^;}]+)/.exec(css)?.[1],
    };
    const rules = {light: new Map<string, Look>(), dark: new Map<string, Look>()};
    for (const [, mode, selector, body] of css.matchAll(/\[data-theme='(\w+)'\] \.token([^{]*)\{([^}]*)\}/g)) {
      const look = Object.fromEntries(body.split(';').map((d) => d.split(':'))) as Look;
      for (const [, type] of selector.matchAll(/\.([\w-]+)/g)) rules[mode as Mode].set(type, look);
    }
    let compared = 0;
    const colours = {light: new Set<string>(), dark: new Set<string>()};
    for (const [s, {file, line, lang, code}] of samples.entries()) {
      const lines = applyMagicComments(code.replace(/\n$/, '')).map((l) => l.text);
      const ours = load(highlighted()[s])('.token-line').toArray();
      for (const mode of ['light', 'dark'] as const) {
        const theirs = prismReactRenderer(lines.join('\n'), lang, SITE_THEMES[mode]);
        lines.forEach((_, i) => {
          const expected = theirs[i].flatMap(({text, look}) => [...text].map((c) => (c.trim() ? look : null)));
          const got = charLooks(ours[i], {color: plain[mode]!}, rules[mode]);
          const where = `${path.relative(root, file)}:${line}, line ${i + 1} (${mode})`;
          assert.deepEqual(
            got.map((look, j) => (expected[j] ? look : null)),
            expected,
            where,
          );
          for (const look of expected) if (look) colours[mode].add(look.color);
        });
        compared += 1;
      }
    }
    assert.ok(compared > 600, `only ${compared} samples compared`);
    for (const mode of ['light', 'dark'] as const)
      assert.deepEqual(
        [...colours[mode]].filter((c) => minContrast(c, mode) <= 4.5),
        [],
        `${mode}: token colours under 4.5:1`,
      );
  });

  it('keeps each colour of both palettes over 4.5:1 on all backgrounds of its mode, adjusting only those under', () => {
    for (const mode of ['light', 'dark'] as const) {
      const palette = PALETTES[mode];
      const colours = [
        palette.color,
        ...[...palette.types.values()].flatMap((s) => (s.color ? [String(s.color)] : [])),
      ];
      const low = [...new Set(colours)].filter((c) => minContrast(c, mode) <= 4.5);
      assert.deepEqual(low, [], `${mode}: colours at 4.5:1 or under (axe wants more than 4.5)`);
      const themeColours = new Set(
        [THEMES[mode].plain.color, ...THEMES[mode].styles.map((s) => s.style.color)].flatMap((c) =>
          c ? [hex(c)] : [],
        ),
      );
      for (const [from, {to, why}] of Object.entries(ADJUSTED[mode])) {
        assert.ok(themeColours.has(from), `${mode}: ${from} is no colour of the theme`);
        const ratio = minContrast(from, mode);
        assert.ok(ratio < 4.5, `${mode}: ${from} has ${ratio.toFixed(2)}:1 and needs no adjusting`);
        assert.match(why, new RegExp(`: ${ratio.toFixed(2)}:1$`), `${mode}: ${from}'s ratio`);
        assert.ok(minContrast(to, mode) > 4.5, `${mode}: ${to}`);
      }
    }
  });
});

/** The look of a character: its colour and any other property its style sets. */
type Look = Record<string, string>;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** prism-react-renderer's `<Highlight>`, rendered on the server: each line's tokens with their look. */
function prismReactRenderer(code: string, language: string, theme: PrismTheme): {text: string; look: Look}[][] {
  let lines: {text: string; look: Look}[][] = [];
  const render = ({tokens, getTokenProps}: {tokens: Token[][]; getTokenProps: (p: {token: Token}) => object}) => {
    lines = tokens.map((line) =>
      line
        .filter((token) => !token.empty)
        .map((token) => {
          const {style = {}} = getTokenProps({token}) as {style?: Record<string, string | number>};
          const look: Look = {color: hex(theme.plain.color!)};
          for (const [property, value] of Object.entries(style)) look[kebab(property)] = String(value);
          return {text: token.content, look};
        }),
    );
    return null;
  };
  renderToStaticMarkup(React.createElement(Highlight, {code, language, theme, prism: Prism, children: render}));
  return lines;
}

/** A node of the HTML as cheerio parses it (domhandler's). */
interface HtmlNode {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
}

/** Each character's look in our HTML: the rules of the token spans around it, inner ones last, as CSS inherits. */
function charLooks(element: HtmlNode, look: Look, rules: Map<string, Look>): Look[] {
  return (element.children ?? []).flatMap((node) => {
    if (node.type === 'text') return [...(node.data ?? '')].map(() => look);
    if (node.type !== 'tag' || node.name === 'br') return [];
    const type = (node.attribs?.class ?? '').split(' ').filter((c) => c !== 'token');
    assert.equal(type.length, 1, `a token span with one type: ${node.attribs?.class}`);
    return charLooks(node, {...look, ...rules.get(type[0])}, rules);
  });
}

/** WCAG 2 contrast ratio (relative luminance as axe-core computes it). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(color.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** A colour's lowest contrast on the backgrounds of a mode: the block's and its marked lines'. */
const minContrast = (color: string, mode: Mode) =>
  Math.min(...[PALETTES[mode].background, ...Object.values(PALETTES[mode].lines)].map((bg) => contrast(color, bg)));
