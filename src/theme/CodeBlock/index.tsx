// Wraps the theme's CodeBlock: the extra Prism grammars are queued here, so Prism comes with the pages that show code
// instead of main.js (see src/plugins/code-highlighting), and blocks stay mounted when hydration ends (see
// HydrationFlag).
import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {WrapperProps} from '@docusaurus/types';
import {KeepMounted} from '@site/src/components/HydrationFlag';
import {queueGrammarSetup} from '@site/src/prism';

type Props = WrapperProps<typeof CodeBlockType>;

// Once, before any block renders (src/prism/grammars.ts says when): the grammars of `prism.additionalLanguages`.
queueGrammarSetup(() => {
  prismIncludeLanguages(Prism);
  // Prism has no `vue` grammar. A Vue single-file component is HTML with a <script> (JavaScript) and a <style> (CSS)
  // block, which is what Prism's markup grammar highlights: `vue` is an alias of it, like Prism's own `html` and `svg`.
  Prism.languages.vue ??= Prism.languages.markup;
});

export default function CodeBlockWrapper(props: Props): ReactNode {
  // Switch `keep-mounted` (config/mechanisms.ts): off, the block remounts when hydration ends, as in the theme.
  if (typeof __LARAVEXT_WITHOUT_KEEP_MOUNTED__ !== 'undefined' && __LARAVEXT_WITHOUT_KEEP_MOUNTED__)
    return <CodeBlock {...props} />;
  return (
    <KeepMounted>
      <CodeBlock {...props} />
    </KeepMounted>
  );
}
