// Wraps the code line in `memo`: a code block renders again once it is on screen (to show the word-wrap button when the
// code is wider than the block, which is most blocks on a phone), and without this every line and token of every block
// renders again with it, in one blocking task right after the page loads.
import {memo} from 'react';
import CodeBlockLine from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

/**
 * Same line, same output. `getLineProps` and `getTokenProps` are made anew on each render of the block, but they only
 * turn the line into props with the Prism theme and language, and both are the same for the life of a block (the
 * theme does not change with the colour mode, see config/prism.ts). So they are left out of the comparison.
 */
function sameLine(previous: Props, next: Props): boolean {
  return (
    previous.line === next.line &&
    previous.showLineNumbers === next.showLineNumbers &&
    (previous.classNames ?? []).join(' ') === (next.classNames ?? []).join(' ')
  );
}

export default memo(CodeBlockLine, sameLine);
