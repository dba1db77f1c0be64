/**
 * With `code-on-use` the code block (the theme's, with Prism and the grammars) is not part of a first page load
 * (../codeBlock/load.client.ts): a block the server rendered stays as it is until the reader uses it. This asks for it
 * before then, so that a block is ready when the reader reaches it:
 *
 * - on the reader's first input anywhere on the page (a mouse move, a touch, a key, the wheel): a block used then is
 *   rendered at once, within the same event (../theme/CodeBlock), and a touch on it shows its buttons;
 * - when a navigation to another page starts, alongside that page's own chunks: the blocks of a page reached in the
 *   browser are rendered, not hydrated, and are then highlighted from their first render.
 */
import type {ClientModule} from '@docusaurus/types';
import codeBlock from '../codeBlock/load';

const FIRST_INPUT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

function load(): void {
  // A failure shows where a block needs the code (it asks again there).
  codeBlock.load().catch(() => {});
}

function onFirstInput(): void {
  for (const type of FIRST_INPUT) window.removeEventListener(type, onFirstInput, true);
  load();
}

const loadCodeBlock: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) {
      // The first page, before it hydrates.
      for (const type of FIRST_INPUT) window.addEventListener(type, onFirstInput, {capture: true, passive: true});
      return;
    }
    // Another page (not a new hash or query on this one).
    if (location.pathname !== previousLocation.pathname) load();
  },
};

export default loadCodeBlock;
