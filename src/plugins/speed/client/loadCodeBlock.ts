/**
 * With `code-on-use` the code block (the theme's, with Prism and the grammars) is not part of a first page load
 * (../codeBlock/load.client.ts): a block the server rendered stays as it is until the reader points at it, touches it
 * or focuses it (../theme/CodeBlock asks for the code then). The next page's blocks are rendered, not hydrated, and
 * need it from their first render: this asks for it once the first page is idle (not on save-data or 2g), and in any
 * case when a navigation to another page starts, alongside that page's own chunks.
 */
import type {ClientModule} from '@docusaurus/types';
import codeBlock from '../codeBlock/load';
import {isSlowConnection, whenIdle} from './idle';

// A failure is silent: a block that needs the code asks again.
const load = () => void codeBlock.load().catch(() => {});

const loadCodeBlock: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (!previousLocation)
      whenIdle(() => {
        if (!isSlowConnection()) load();
      });
  },
  onRouteUpdate({location, previousLocation}) {
    // Another page (not the first one, nor a new hash or query on this one).
    if (previousLocation && location.pathname !== previousLocation.pathname) load();
  },
};

export default loadCodeBlock;
