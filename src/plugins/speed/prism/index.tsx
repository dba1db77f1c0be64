/**
 * The browser and server bundles import this module wherever code says `prism-react-renderer` (the speed plugin's
 * alias, ../index.ts): the part of its API the theme uses (`Highlight`, `Prism`; `normalizeTokens` for the tests), over
 * the slim Prism of ./prism.ts instead of the package's own, which bundles every grammar and theme it knows. The Node
 * side (config/prism.ts, tests) still uses the package itself.
 */
import {useCallback, useContext, useDeferredValue, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  PrismThemeEntry,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type {Grammar, Token as PrismToken, TokenStream} from 'prismjs';
import Prism from './prism';
import {ensureGrammars} from './grammars';
import {HighlightLater} from './highlightLater';

export {Prism};
export {ensureGrammars, queueGrammarSetup} from './grammars';
export type * from 'prism-react-renderer';

type ThemeDictionary = Record<string, PrismThemeEntry> & {root: PrismThemeEntry};

const NEWLINE = /\r\n|\r|\n/;

/** An empty line still gets a token, so that it keeps its height. */
function markEmpty(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/** A token's type (or alias) after the types around it; a string type that repeats the last one is not repeated. */
function withType(types: string[], type: string | string[] | null | undefined): string[] {
  if (!type) return types;
  return typeof type === 'string' && types[types.length - 1] === type ? types : types.concat(type);
}

/**
 * Prism's token tree as lines of flat tokens. A token's types are its own type and alias after those of the tokens
 * around it; text outside any token is `plain`.
 */
export function normalizeTokens(stream: (PrismToken | string)[]): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const add = (content: string, types: string[]): void => {
    const parts = content.split(NEWLINE);
    line.push({types, content: parts[0]});
    for (const part of parts.slice(1)) {
      markEmpty(line);
      line = [{types, content: part}];
      lines.push(line);
    }
  };
  const walk = (tokens: TokenStream, types: string[]): void => {
    for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
      if (typeof token === 'string') {
        add(token, types.length > 0 ? types : ['plain']);
        continue;
      }
      const own = withType(withType(types, token.type), token.alias);
      if (typeof token.content === 'string') add(token.content, own);
      else walk(token.content, own);
    }
  };
  walk(stream, []);
  markEmpty(line);
  return lines;
}

interface TokenizeOptions {
  prism: typeof Prism;
  code: string;
  grammar?: Grammar | null;
  language: string;
}

function useTokenize({prism, code, grammar, language}: TokenizeOptions): Token[][] {
  return useMemo(() => {
    if (!grammar) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as (PrismToken | string)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [prism, code, grammar, language]);
}

/** The theme's styles by token type, for one language; `root` styles the block. */
function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, PrismThemeEntry> = {};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return {...dictionary, root: theme.plain};
}

function tokenStyle(dictionary: ThemeDictionary, {types, empty}: Token): CSSProperties | undefined {
  const emptyStyle = empty ? {display: 'inline-block'} : {};
  if (types.length === 1 && types[0] === 'plain') return empty ? emptyStyle : undefined;
  if (types.length === 1 && empty) return dictionary[types[0]];
  return types.reduce<CSSProperties>((style, type) => Object.assign(style, dictionary[type]), emptyStyle);
}

const NO_THEME: PrismTheme = {plain: {}, styles: []};

/**
 * No theme style per line: the line inherits the plain colour from the block (`root`, on the <pre>).
 * prism-react-renderer repeats it on every line, 30-odd bytes of HTML each. Depends on nothing, so one function serves
 * every block.
 */
const getLineProps = ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
  ...rest,
  className: clsx('token-line', className),
  style,
});

export function Highlight({children, language, code, theme = NO_THEME, prism = Prism}: HighlightProps): ReactElement {
  const lang = language.toLowerCase();
  ensureGrammars();
  const dictionary = useMemo(() => themeDictionary(theme, lang), [theme, lang]);
  // A block of a page reached in the browser: plain (`null`) in the render that shows the page, the grammar in a
  // deferred render after it (./highlightLater.ts). `undefined`: no initial value, the grammar at once.
  const grammar = useDeferredValue<Grammar | null>(
    prism.languages[lang] ?? null,
    useContext(HighlightLater) ? null : undefined,
  );
  const tokens = useTokenize({prism, code, grammar, language: lang});

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...tokenStyle(dictionary, token), ...style} : tokenStyle(dictionary, token),
    }),
    [dictionary],
  );

  const props: RenderProps = {
    tokens,
    className: `prism-code language-${lang}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  };
  // prism-react-renderer types `children` as returning the global `JSX.Element`, which @types/react 19 no longer
  // declares: its return type reads as an error type without this.
  return children(props) as ReactElement;
}
