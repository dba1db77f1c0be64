/**
 * What the code theme (./code-theme.css) does with token types, read from the CSS itself: which types it
 * colours at all, and which sets of types come out in the block's own colour in both palettes (punctuation, say, even
 * inside a tag). The highlighter leaves both kinds out of the HTML: they would not change a pixel.
 */

/** One `.token` rule of a palette: the types it matches, its declarations. */
interface Rule {
  types: Set<string>;
  declarations: Map<string, string>;
}

interface Palette {
  /** The block's own colour (`--laravext-code-color`). */
  plain: string;
  /** In source order: when a token has several types, the last rule that matches one of them wins. */
  rules: Rule[];
}

export interface CodeTheme {
  /** Every type some rule colours or styles. */
  styled: Set<string>;
  /** Whether a token with these types looks like plain text in every palette. */
  looksPlain: (types: readonly string[]) => boolean;
}

const declarationsOf = (body: string) =>
  new Map(
    body
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter(([property, value]) => property && value)
      .map(([property, value]) => [property, value.toLowerCase()] as [string, string]),
  );

export function readCodeTheme(css: string): CodeTheme {
  const palettes = new Map<string, Palette>();
  const palette = (mode: string) => {
    if (!palettes.has(mode)) palettes.set(mode, {plain: '', rules: []});
    return palettes.get(mode)!;
  };
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = declarationsOf(body);
    const mode = /\[data-theme='(\w+)'\]/.exec(selector)?.[1] ?? (selector.trim() === ':root' ? 'light' : undefined);
    const plain = declarations.get('--laravext-code-color');
    if (mode && plain) palette(mode).plain = plain;
    if (!/\.token\b/.test(selector)) continue;
    if (!mode || selector.replace(/\([^)]*\)/g, '').includes(','))
      throw new Error(`code theme: "${selector.trim()}" must style one palette ([data-theme='...']), one selector`);
    const types = new Set([...selector.matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1]).filter((t) => t !== 'token'));
    palette(mode).rules.push({types, declarations});
  }
  if (palettes.size === 0) throw new Error('code theme: no palette found');
  for (const [mode, {plain}] of palettes)
    if (!plain) throw new Error(`code theme: the ${mode} palette sets no --laravext-code-color`);
  const styled = new Set([...palettes.values()].flatMap((p) => p.rules.flatMap((r) => [...r.types])));
  const looksPlain = (types: readonly string[]) =>
    [...palettes.values()].every(({plain, rules}) => {
      const winner = rules.findLast((rule) => types.some((type) => rule.types.has(type)));
      if (!winner) return true;
      return [...winner.declarations].every(([property, value]) => property === 'color' && value === plain);
    });
  return {styled, looksPlain};
}
