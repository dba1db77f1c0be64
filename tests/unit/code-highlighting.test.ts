/**
 * The slim Prism (src/plugins/speed/prism) stands in for prism-react-renderer in the site's bundles. These tests hold
 * it to the package: the same lines and tokens, the same HTML for every code sample of the content, a grammar for every
 * language the content uses.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as packaged from 'prism-react-renderer';
import * as slim from '../../src/plugins/speed/prism';
import {additionalLanguages, codeTheme} from '../../config/prism';
import {extractCodeBlocks, listContentFiles} from '../../scripts/content/extract';

const root = path.resolve(__dirname, '../..');
const {Prism} = slim;
// The slim Prism's own grammars are queued (src/plugins/speed/prism/grammars.ts); a code block runs the queue before
// it highlights.
slim.ensureGrammars();

// What the bundles do (the speed plugin's CodeBlock wrapper calls src/theme/prism-include-languages): the config's
// extra grammars, and `vue` as markup.
(globalThis as {Prism?: unknown}).Prism = Prism;
// The grammar files register on the global Prism when they run: they must run after the line above, in the config's
// order, from names the config holds; imports would be hoisted above it (and cannot be computed).
for (const language of additionalLanguages) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- runs after the global is set (see above)
  if (language === 'php') require('prismjs/components/prism-markup-templating');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- runs after the global is set (see above)
  require(`prismjs/components/prism-${language}`);
}
Prism.languages.vue ??= Prism.languages.markup;

const samples = listContentFiles(root).flatMap((file) => extractCodeBlocks(file, fs.readFileSync(file, 'utf8')));
/** Fences whose language is plain text by design. */
const PLAIN = new Set(['text', 'txt', 'plain', '']);

/**
 * A block rendered the way the theme renders it. `withoutLineStyle`: drops the style prism-react-renderer puts on every
 * line (the plain colour the <pre> already has), which the slim Prism leaves out on purpose.
 */
function render(
  Highlight: (props: packaged.HighlightProps) => React.ReactNode,
  code: string,
  language: string,
  {withoutLineStyle = false} = {},
): string {
  const children = ({className, style, tokens, getLineProps: lineProps, getTokenProps}: packaged.RenderProps) => {
    const getLineProps: typeof lineProps = (input) => {
      const props = lineProps(input);
      return withoutLineStyle ? {...props, style: undefined} : props;
    };
    return React.createElement(
      'pre',
      {className, style},
      tokens.map((line, i) =>
        React.createElement(
          'div',
          {key: i, ...getLineProps({line})},
          line.map((token, j) => React.createElement('span', {key: j, ...getTokenProps({token})})),
        ),
      ),
    );
  };
  return renderToStaticMarkup(
    React.createElement(Highlight, {prism: Prism, theme: codeTheme, code, language, children}),
  );
}

describe('slim Prism', () => {
  it('has a grammar for every language of the content', () => {
    const languages = new Set(samples.map((s) => s.lang).filter((lang) => !PLAIN.has(lang)));
    assert.ok(languages.size >= 6, `only ${[...languages].join(', ')}`);
    const missing = [...languages].filter((lang) => !Prism.languages[lang]);
    assert.deepEqual(
      missing,
      [],
      'content uses languages the slim Prism does not highlight: ' +
        'add them to src/plugins/speed/prism/prism.ts or additionalLanguages',
    );
  });

  it('leaves out the grammars the content does not use', () => {
    for (const unused of ['swift', 'kotlin', 'rust', 'go', 'python', 'graphql'])
      assert.equal(Prism.languages[unused], undefined, unused);
  });

  it('splits tokens into lines exactly as prism-react-renderer does', () => {
    let checked = 0;
    for (const {lang, code} of samples) {
      const grammar = Prism.languages[lang];
      if (!grammar) continue;
      const tokens = Prism.tokenize(code, grammar);
      assert.deepEqual(slim.normalizeTokens(tokens), packaged.normalizeTokens(tokens), `${lang}: ${code.slice(0, 60)}`);
      checked += 1;
    }
    assert.ok(checked > 100, `only ${checked} samples checked`);
  });

  it(
    'renders every code sample of the content to the same HTML as prism-react-renderer with the same Prism, ' +
      'less the colour repeated on each line',
    () => {
      for (const {file, line, lang, code} of samples) {
        const expected = render(packaged.Highlight, code, lang, {withoutLineStyle: true});
        assert.equal(render(slim.Highlight, code, lang), expected, `${path.relative(root, file)}:${line}`);
      }
    },
  );

  it('styles the block, not each line: the lines inherit its plain colour', () => {
    const html = render(slim.Highlight, 'echo "hi"\necho "there"\n', 'bash');
    assert.match(html, /^<pre class="prism-code language-bash" style="color:[^"]+">/);
    assert.doesNotMatch(html, /<div class="token-line" style=/);
    // The package does put the colour on each line: the test above compares against it with that style removed.
    assert.match(render(packaged.Highlight, 'echo "hi"\n', 'bash'), /<div class="token-line" style="color:/);
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

  it('highlights: a PHP sample gets keyword and variable tokens, and no colour is inlined per token', () => {
    const html = render(slim.Highlight, '<?php\n$page = new Page();\n', 'php');
    assert.match(html, /class="token keyword"/);
    assert.match(html, /class="token variable"/);
    assert.doesNotMatch(html, /<span class="token[^"]*" style="[^"]*color/);
  });
});
