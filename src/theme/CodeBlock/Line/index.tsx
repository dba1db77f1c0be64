// Wraps the code line in `memo`: a code block renders again once it is on screen (to show the word-wrap button when the
// code is wider than the block, which is most blocks on a phone), and without this every line and token of every block
// renders again with it, in one blocking task right after the page loads. In the server HTML of a tab panel that the
// browser renders anew before anyone sees it (see src/components/ServerHtml), a line is its text and a line break.
import React, {memo, type ReactNode} from 'react';
import CodeBlockLine from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {useOnlyForTheServerHtml} from '@site/src/components/ServerHtml';

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

function CodeBlockLineWrapper(props: Props): ReactNode {
  const onlyForTheServerHtml = useOnlyForTheServerHtml();
  if (onlyForTheServerHtml) {
    // An empty line holds one `empty` token whose content is a line break of its own.
    return `${props.line.map((token) => (token.empty ? '' : token.content)).join('')}\n`;
  }
  return <CodeBlockLine {...props} />;
}

export default memo(CodeBlockLineWrapper, sameLine);
