// Registers the extra Prism grammars with the code block, not in main.js (code-highlighting, ../../index.ts), and keeps
// blocks mounted when hydration ends (keep-mounted, ../../HydrationFlag.tsx): the theme rebuilds every block then.
import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {WrapperProps} from '@docusaurus/types';
import {KeepMounted} from '../../HydrationFlag';
import {queueGrammarSetup} from '../../prism/grammars';

type Props = WrapperProps<typeof CodeBlockType>;

// Switch `code-highlighting`: on, the theme's client module that registers the grammars of `prism.additionalLanguages`
// at startup is swapped for an empty one, and this does it instead, once, before any block renders (when:
// ../../prism/grammars.ts). `@theme/prism-include-languages` is the site's, if it has one (src/theme adds `vue`).
if (__LARAVEXT_CODE_HIGHLIGHTING__) queueGrammarSetup(() => prismIncludeLanguages(Prism));

export default function CodeBlockKeptMounted(props: Props): ReactNode {
  // Switch `keep-mounted`: off, the block remounts when hydration ends, as in the theme.
  if (!__LARAVEXT_KEEP_MOUNTED__) return <CodeBlock {...props} />;
  return (
    <KeepMounted>
      <CodeBlock {...props} />
    </KeepMounted>
  );
}
