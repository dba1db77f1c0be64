// Wraps the code block's content (the highlighted <pre>): a block on the page the server rendered keeps its server HTML
// while the page hydrates, instead of being tokenised and rendered again line by line (see src/components/ServerHtml).
// A block's HTML never changes once rendered: its colours are CSS, the same HTML in both colour modes (config/prism.ts).
import React, {useCallback, type MutableRefObject, type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {KeepServerHtml} from '@site/src/components/ServerHtml';

type Props = WrapperProps<typeof ContentType>;

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  // The word-wrap logic measures and styles the block's <pre> through this ref. The theme's content attaches it when
  // it renders; server HTML kept as it is gets it here.
  const {codeBlockRef} = useCodeBlockContext().wordWrap;
  const attachPre = useCallback(
    (wrapper: HTMLDivElement | null) => {
      const pre = wrapper?.querySelector('pre');
      if (pre || !wrapper) (codeBlockRef as MutableRefObject<HTMLPreElement | null>).current = pre ?? null;
    },
    [codeBlockRef],
  );
  return (
    <KeepServerHtml elementRef={attachPre}>
      <Content {...props} />
    </KeepServerHtml>
  );
}
