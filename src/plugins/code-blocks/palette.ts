/**
 * The code blocks' colours, one palette per colour mode, made from prism-react-renderer's themes: `github` for light
 * and `dracula` for dark, the closest to the site's look. A theme colour that misses 4.5:1 (WCAG 1.4.3) on a
 * background of its mode (the block's own, or that of a highlighted, added or removed line) is replaced by the one in
 * `ADJUSTED`; tests/unit/code-blocks.test.ts computes every ratio. The palettes become the blocks' CSS (`codeThemeCss`,
 * the plugin's client module), and tell the highlighter which token spans a token needs (`shownTypes`).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

export type Mode = 'light' | 'dark';

/** Where each mode's palette starts. */
export const THEMES: Record<Mode, PrismTheme> = {light: themes.github, dark: themes.dracula};

/**
 * The backgrounds of the lines that magic comments (or the fence's `{1,4-6}`) mark, set apart from the block's by a
 * bar too: every token colour keeps 4.5:1 on them.
 */
export const LINE_BACKGROUNDS: Record<Mode, {highlighted: string; added: string; removed: string}> = {
  light: {highlighted: '#fff8c5', added: '#e6ffec', removed: '#fff0f0'},
  // Darker than the block, so that the purple and pink tokens keep 4.5:1.
  dark: {highlighted: '#1e1f29', added: '#1f2b26', removed: '#332229'},
};

/**
 * The theme colours that miss 4.5:1, and what replaces them: the same hue and saturation, just dark enough (light mode)
 * or light enough (dark mode) for 4.5:1 on every background of the mode. `why`: the types that use the colour, and its
 * ratio on the mode's worst background.
 */
export const ADJUSTED: Record<Mode, Record<string, {to: string; why: string}>> = {
  light: {
    '#999988': {to: '#707060', why: 'comment, prolog, doctype, cdata: 2.61:1'},
    '#e3116c': {to: '#d81067', why: 'string, attr-value: 4.16:1'},
    '#36acaa': {
      to: '#277b7a',
      why: 'entity, url, symbol, number, boolean, variable, constant, property, regex, inserted: 2.48:1',
    },
    '#00a4db': {to: '#0078a1', why: 'atrule, attr-name: 2.59:1'},
    '#d73a49': {to: '#d42b3b', why: 'function, deleted: 4.13:1'},
  },
  dark: {
    '#6272a4': {to: '#8390b7', why: 'comment: 3.03:1'},
  },
};

/** A token type's look: CSS properties (camelCase, as in the themes) and their values. */
export type Style = Record<string, string | number>;

export interface Palette {
  /** The block's text colour and background. */
  color: string;
  background: string;
  lines: {highlighted: string; added: string; removed: string};
  /** Each type's style: the theme's entries for it merged in order, as prism-react-renderer does (`themeToDict`). */
  types: Map<string, Style>;
}

/** `#RRGGBB` or `rgb(r, g, b)` as `#rrggbb`. */
export function hex(color: string): string {
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/.exec(color);
  if (rgb)
    return `#${rgb
      .slice(1)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  if (/^#[\da-f]{6}$/i.test(color)) return color.toLowerCase();
  throw new Error(`code palette: cannot read the colour "${color}"`);
}

/** `theme` with the colours `adjusted` names replaced, every colour as `#rrggbb`. */
export function adjustTheme(theme: PrismTheme, adjusted: Record<string, {to: string}> = {}): PrismTheme {
  const color = (value: string) => adjusted[hex(value)]?.to ?? hex(value);
  return {
    plain: {
      ...theme.plain,
      color: color(theme.plain.color ?? ''),
      backgroundColor: hex(theme.plain.backgroundColor ?? ''),
    },
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: entry.style.color === undefined ? entry.style : {...entry.style, color: color(entry.style.color)},
    })),
  };
}

/** A theme as a palette: its block colours, `lines`, and each type's style. */
export function makePalette(theme: PrismTheme, lines: Palette['lines']): Palette {
  const types = new Map<string, Style>();
  for (const {types: names, style, languages} of theme.styles) {
    if (languages) throw new Error(`code palette: a theme style for some languages only (${languages.join(', ')})`);
    for (const name of names) types.set(name, {...types.get(name), ...(style as Style)});
  }
  return {color: theme.plain.color ?? '', background: theme.plain.backgroundColor ?? '', lines, types};
}

/** The themes as the site draws them: `THEMES` with the `ADJUSTED` colours. */
export const SITE_THEMES: Record<Mode, PrismTheme> = {
  light: adjustTheme(THEMES.light, ADJUSTED.light),
  dark: adjustTheme(THEMES.dark, ADJUSTED.dark),
};

export const PALETTES: Record<Mode, Palette> = {
  light: makePalette(SITE_THEMES.light, LINE_BACKGROUNDS.light),
  dark: makePalette(SITE_THEMES.dark, LINE_BACKGROUNDS.dark),
};

/** A token with these types, styled as prism-react-renderer does: its types' styles merged in order. */
const styleOf = (palette: Palette, types: readonly string[]): Style =>
  Object.assign({}, ...types.map((type) => palette.types.get(type))) as Style;

/** Whether a style draws text as the block's own text does. */
const looksPlain = (palette: Palette, style: Style) =>
  Object.entries(style).every(([property, value]) => property === 'color' && value === palette.color);

/**
 * The types of a token that its HTML shows, outer first, each in a span of its own: in each mode, for each property,
 * the last of its types that sets it (prism-react-renderer merges a token's styles in the order of its types; nested
 * spans give the inner one the last word, whatever the order of the CSS). None when the token looks like plain text in
 * every mode: the span would not change a pixel.
 */
export function shownTypes(types: readonly string[], palettes: Palette[] = Object.values(PALETTES)): string[] {
  if (palettes.every((palette) => looksPlain(palette, styleOf(palette, types)))) return [];
  const shown = new Set<number>();
  for (const palette of palettes)
    for (const property of Object.keys(styleOf(palette, types)))
      shown.add(types.findLastIndex((type) => palette.types.get(type)?.[property] !== undefined));
  return types.filter((_, i) => shown.has(i));
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The palettes as CSS: the block's colours and line backgrounds as custom properties (light on `:root`), then one rule
 * per style and mode, for the types that share it. Each token span carries one type, so the rules' order is free.
 */
export function codeThemeCss(palettes: Record<Mode, Palette> = PALETTES): string {
  const rules: string[] = [];
  for (const [mode, palette] of Object.entries(palettes)) {
    const variables = {
      '--laravext-code-color': palette.color,
      '--laravext-code-background': palette.background,
      '--docusaurus-highlighted-code-line-bg': palette.lines.highlighted,
      '--laravext-added-line-bg': palette.lines.added,
      '--laravext-removed-line-bg': palette.lines.removed,
    };
    const declarations = (style: Style) =>
      Object.entries(style)
        .map(([property, value]) => `${kebab(property)}:${value}`)
        .join(';');
    rules.push(`${mode === 'light' ? ':root' : `[data-theme='${mode}']`}{${declarations(variables)}}`);
    const byStyle = new Map<string, string[]>();
    for (const [type, style] of palette.types)
      byStyle.set(declarations(style), [...(byStyle.get(declarations(style)) ?? []), type]);
    for (const [style, types] of byStyle) {
      const selector = types.length === 1 ? `.${types[0]}` : `:is(${types.map((t) => `.${t}`).join(',')})`;
      rules.push(`[data-theme='${mode}'] .token${selector}{${style}}`);
    }
  }
  return `${rules.join('\n')}\n`;
}
