// Wraps the code token: text drawn in the block's own colour needs no element of its own. Plain tokens (indentation,
// the spaces between words) and lone punctuation are half of a doc page's tokens, and every span is one more element to
// parse, style, lay out and hydrate.
import React, {type ReactNode} from 'react';
import CodeBlockLineToken from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * Types whose tokens look like plain text: `plain`, and `punctuation`, which both palettes of src/css/code-theme.css
 * draw in the block's colour (tests/unit/code-highlighting.test.ts holds them to it). A token with any other type
 * keeps its span: a tag's or a string's colour, say, which the punctuation rule overrides inside it.
 */
const LOOKS_PLAIN = new Set(['plain', 'punctuation']);

/**
 * Text with nothing of its own to show: one plain-looking type, no style (the site's Prism theme styles no token type,
 * so a token's style is empty), not the stand-in of an empty line.
 */
export function isBareText({token, style}: Pick<Props, 'token' | 'style'>): boolean {
  const unstyled = style === undefined || Object.keys(style).length === 0;
  return token.types.length === 1 && LOOKS_PLAIN.has(token.types[0]) && !token.empty && unstyled;
}

export default function CodeBlockLineTokenWrapper(props: Props): ReactNode {
  // Switch `bare-tokens` (config/mechanisms.ts): off, every token keeps its span.
  if (typeof __LARAVEXT_WITHOUT_BARE_TOKENS__ !== 'undefined' && __LARAVEXT_WITHOUT_BARE_TOKENS__) return <CodeBlockLineToken {...props} />;
  return isBareText(props) ? <>{props.children}</> : <CodeBlockLineToken {...props} />;
}
