/**
 * Code blocks highlighted by the build (src/plugins/code-blocks): every language of the content has a grammar, no
 * sample loses a character, magic comments and the fence's meta string do what the writer asked, and the HTML carries
 * token classes (coloured by src/css/code-theme.css), never colours.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {load} from 'cheerio';
import {applyMagicComments, highlight, knowsLanguage} from '../../src/plugins/code-blocks/highlight';
import {parseMeta} from '../../src/plugins/code-blocks/meta';
import {readCodeTheme} from '../../src/plugins/code-blocks/palette';
import rehypeCodeBlocks, {COMPONENT, type Node} from '../../src/plugins/code-blocks/rehype';
import {extractCodeBlocks, listContentFiles} from '../../src/plugins/content-checks/lib/extract';

const root = path.resolve(__dirname, '../..');
const samples = listContentFiles(root).flatMap((file) => extractCodeBlocks(file, fs.readFileSync(file, 'utf8')));

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
      'add the grammar to config/prism.ts',
    );
  });

  it('highlights the languages the spec names (php, toml, jsx, json) and the ones the content uses most', () => {
    const cases: [string, string, RegExp][] = [
      ['php', '<?php\n$page = new Page();', /class="token variable"/],
      ['toml', '[package]\nname = "laravext"', /class="token class-name">package</],
      ['jsx', 'const a = <Link href="/">Home</Link>;', /class="token tag class-name"/],
      ['json', '{"name": "laravext"}', /class="token property"/],
      ['vue', '<template>\n  <h1>{{ title }}</h1>\n</template>', /class="token tag"/],
      ['bash', 'npm install @laravext/vue', /class="token function"/],
    ];
    for (const [language, code, token] of cases) assert.match(highlight(code, language).html, token, language);
  });

  it('keeps every character of every sample of the content, line by line, magic comments left out', () => {
    let checked = 0;
    for (const {file, line, lang, code} of samples) {
      const expected = applyMagicComments(code.replace(/\n$/, '')).map((l) => l.text);
      assert.deepEqual(linesOf(highlight(code, lang).html), expected, `${path.relative(root, file)}:${line}`);
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
    const html = samples.map((s) => highlight(s.code, s.lang).html).join('');
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
    assert.match(attributes.html, /class="token important">&lt;\?php/);
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
    const theme = readCodeTheme(`
      :root { --laravext-code-color: #111; }
      [data-theme='dark'] { --laravext-code-color: #eee; }
      [data-theme='light'] .token:is(.tag, .symbol) { color: #f00; }
      [data-theme='dark'] .token.tag { color: #0f0; }
      [data-theme='light'] .token.punctuation { color: #111; }
      [data-theme='dark'] .token:is(.punctuation, .symbol) { color: #EEE; }
      [data-theme='dark'] .token.keyword { color: #eee; font-style: italic; }
    `);
    assert.deepEqual([...theme.styled].sort(), ['keyword', 'punctuation', 'symbol', 'tag']);
    assert.equal(theme.looksPlain(['tag', 'punctuation']), true, 'the last matching rule wins, in each palette');
    assert.equal(theme.looksPlain(['symbol']), false, 'plain in dark only');
    assert.equal(theme.looksPlain(['keyword']), false, 'the block colour, but italic');
    assert.equal(theme.looksPlain([]), true);
    assert.throws(() => readCodeTheme('.token.tag { color: red; }'), /must style one palette/);
  });

  it('draws punctuation in the block colour in both palettes', () => {
    const css = fs.readFileSync(path.join(root, 'src/css/code-theme.css'), 'utf8');
    const light = /:root\s*\{[^}]*--laravext-code-color:\s*([^;]+);/.exec(css)?.[1];
    const dark = /\[data-theme='dark'\]\s*\{[^}]*--laravext-code-color:\s*([^;]+);/.exec(css)?.[1];
    const punctuation = (mode: string) =>
      [
        ...css.matchAll(
          new RegExp(
            String.raw`\[data-theme='${mode}'\] \.token(?:\.punctuation|:is\([^)]*\.punctuation\b[^)]*\))` +
              String.raw`\s*\{\s*color:\s*([^;]+);`,
            'g',
          ),
        ),
      ].map((m) => m[1]);
    assert.ok(light && dark, 'no --laravext-code-color in code-theme.css');
    assert.deepEqual(punctuation('light'), [light]);
    assert.deepEqual(punctuation('dark'), [dark]);
  });
});
