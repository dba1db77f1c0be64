/**
 * The code block bundled with the page: on the server (its HTML is highlighted), in Node (tests), and in the browser
 * when `code-on-use` is off. With `code-on-use` on, the speed plugin aliases this module to ./load.client.ts in the
 * browser bundle (../index.ts).
 */
import HighlightedCodeBlock from './Highlighted';
import type {CodeBlockLoader} from './loader';

const bundled: CodeBlockLoader = {
  current: () => HighlightedCodeBlock,
  load: () => Promise.resolve(HighlightedCodeBlock),
  subscribe: () => () => {},
};

export default bundled;
