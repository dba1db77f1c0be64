/**
 * With `code-on-use` the code block (the theme's, with Prism and the grammars) is not part of a first page load
 * (../codeBlock/load.client.ts): a block the server rendered stays as it is until the reader points at it, touches it
 * or focuses it (../theme/CodeBlock asks for the code then). This asks for it when a navigation to another page starts,
 * alongside that page's own chunks: the blocks of a page reached in the browser are rendered, not hydrated, and are
 * then highlighted from their first render.
 *
 * Nothing else asks for it: input elsewhere on the page (a search, a hover over a link) does not compete with what the
 * reader asked for, and a reader who saves data does not download code for blocks they never use.
 */
import type {ClientModule} from '@docusaurus/types';
import codeBlock from '../codeBlock/load';

const loadCodeBlock: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    // Another page (not the first one, nor a new hash or query on this one). A failure shows where a block needs the
    // code (it asks again there).
    if (previousLocation && location.pathname !== previousLocation.pathname) codeBlock.load().catch(() => {});
  },
};

export default loadCodeBlock;
