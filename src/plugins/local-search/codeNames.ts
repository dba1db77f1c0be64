/**
 * API names for the quick index: the identifiers a page's prose shows as inline code (`createLaravextApp()`,
 * `Route::laravext`, `@strand`, `$sharedProps`, `LARAVEXT_ROOT_VIEW`), which is how readers search for an API.
 */

/** One word of code that looks like an API name rather than an English word or a number. */
const NAME_PATTERNS = [
  /^[@$][A-Za-z_][\w$]*$/, // @strand, $sharedProps
  /^[A-Za-z_$][\w$]*(?:(?:::|->|\\|\.)[A-Za-z_$][\w$]*)+$/, // Route::laravext, Laravext\Middleware, import.meta.glob
  /^[a-z][a-z0-9]*[A-Z][\w$]*$/, // camelCase: createLaravextApp, useEffect
  /^[A-Z][a-z0-9]+[A-Z][\w$]*$/, // PascalCase with two humps: NexusResponse, LoadingIndicator
  /^[A-Za-z][A-Za-z0-9]*_[\w]*[A-Za-z0-9]$/, // snake_case and constants: LARAVEXT_ROOT_VIEW, hides_amounts
];

/** A word of code without what surrounds the name: brackets, quotes, call parentheses, trailing punctuation. */
export function bareName(word: string): string {
  return word
    .replace(/\(.*$/, '')
    .replace(/^[^\w@$\\]+/, '')
    .replace(/[^\w$]+$/, '');
}

export function isApiName(word: string): boolean {
  return NAME_PATTERNS.some((pattern) => pattern.test(word));
}

const ENTITIES: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'"};
const decode = (text: string) => text.replace(/&(?:lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]).replace(/&amp;/g, '&');

/**
 * The API names of a built page: the words of its inline `<code>` elements (code blocks wrap their lines in
 * elements, so a bare `<code>` with text only is inline code in the prose).
 */
export function inlineCodeNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, text] of html.matchAll(/<code>([^<]*)<\/code>/g))
    for (const word of decode(text).split(/\s+/)) {
      const name = bareName(word);
      if (isApiName(name)) names.add(name);
    }
  return names;
}

/**
 * The names of `known` that a section's text mentions, in order, leaving out those `taken` (named by an earlier
 * section of the same page, or by the heading), which it then adds to `taken`.
 */
export function sectionNames(text: string, known: Set<string>, taken: Set<string>): string[] {
  const found: string[] = [];
  for (const word of text.split(/\s+/)) {
    const name = bareName(word);
    if (!known.has(name) || taken.has(name)) continue;
    taken.add(name);
    found.push(name);
  }
  return found;
}
