// Wraps the code token: plain text needs no element of its own. Plain tokens (mostly indentation and the spaces between
// words) are two fifths of a doc page's tokens, and every span is one more element to parse, style, lay out and
// hydrate. Plain text takes the line's colour either way.
import React, {type ReactNode} from 'react';
import CodeBlockLineToken from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

/** Plain text with nothing of its own to show: no other type, no style, not the stand-in of an empty line. */
export function isBareText({token, style}: Pick<Props, 'token' | 'style'>): boolean {
  return token.types.length === 1 && token.types[0] === 'plain' && !token.empty && style === undefined;
}

export default function CodeBlockLineTokenWrapper(props: Props): ReactNode {
  return isBareText(props) ? <>{props.children}</> : <CodeBlockLineToken {...props} />;
}
