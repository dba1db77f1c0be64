// Wraps the code line in `memo`: a code block renders again once it is on screen (to show the word-wrap button when the
// code is wider than the block, which is most blocks on a phone), and without this every line and token of every block
// renders again with it, in one blocking task right after the page loads.
import {memo} from 'react';
import CodeBlockLine from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

/**
 * Same line, same output. The block makes its line class names anew on each render, so they are compared by value; the
 * rest keeps its identity (the tokens and the prop getters are memoised by src/prism).
 */
function sameLine(previous: Props, next: Props): boolean {
  return (
    previous.line === next.line &&
    previous.getLineProps === next.getLineProps &&
    previous.getTokenProps === next.getTokenProps &&
    previous.showLineNumbers === next.showLineNumbers &&
    (previous.classNames ?? []).join(' ') === (next.classNames ?? []).join(' ')
  );
}

// Switch `line-memo` (config/mechanisms.ts): off, the theme's line as it is.
export default typeof __LARAVEXT_WITHOUT_LINE_MEMO__ !== 'undefined' && __LARAVEXT_WITHOUT_LINE_MEMO__
  ? CodeBlockLine
  : memo(CodeBlockLine, sameLine);
