/**
 * The theme's code block, with what the speed plugin adds around it: the extra Prism grammars (`code-highlighting`)
 * and a hydration flag that does not flip (`keep-mounted`). `../theme/CodeBlock` renders it: at once where it is
 * bundled with the page (on the server, and in the browser without `code-on-use`), otherwise once it has loaded
 * (./load.client.ts). Prism and the grammars come with it, in its chunk.
 */
import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {WrapperProps} from '@docusaurus/types';
import {KeepMounted} from '../HydrationFlag';
import {queueGrammarSetup} from '../prism/grammars';

export type Props = WrapperProps<typeof CodeBlockType>;

// With `code-highlighting` the theme's client module that registers the grammars of `prism.additionalLanguages` at
// startup is swapped for an empty one, and this does it instead, once, before any block renders (when:
// ../prism/grammars.ts). Without it, the client module has done it already and this finds every grammar registered
// (the grammars are modules, which run once). `@theme/prism-include-languages` is the site's (src/theme adds `vue`).
queueGrammarSetup(() => prismIncludeLanguages(Prism));

export default function HighlightedCodeBlock(props: Props): ReactNode {
  return (
    <KeepMounted>
      <CodeBlock {...props} />
    </KeepMounted>
  );
}
