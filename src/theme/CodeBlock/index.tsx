// Wraps the theme's CodeBlock: Prism comes with the code block (in the chunk of pages with code, not in main.js), and
// blocks are not rebuilt when hydration ends (see HydrationFlag).
import React, {type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {KeepMounted} from '@site/src/components/HydrationFlag';
import HighlightedCodeBlock from '@site/src/components/HighlightedCodeBlock';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <KeepMounted>
      <HighlightedCodeBlock {...props} />
    </KeepMounted>
  );
}
