/**
 * A rehype plugin for doc pages (`rest-after-paint`): on a long page, everything after the first screens goes inside
 * `RestAfterPaint` (./RestAfterPaint.tsx), which a click in the browser renders right after the top. The server's HTML
 * is the same: the component renders its content as it is there.
 *
 * "Long" and "first screens" are counted in elements the page renders, the unit of the render's cost (`weight`): the
 * top keeps whole top-level blocks until it weighs `TOP_ELEMENTS` (a phone screen shows far fewer), and a page is
 * split only when what follows weighs at least `REST_ELEMENTS`.
 */
import path from 'node:path';
import {mdxImport} from '../../mdxImport';

export const TOP_ELEMENTS = 250;
export const REST_ELEMENTS = 400;
/** The top keeps at least this many blocks, whatever their size. */
const TOP_BLOCKS = 6;
const COMPONENT = 'LaravextRestAfterPaint';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

/** Elements a line of a code block renders: the line, its tokens (about three on these pages), its line break. */
const ELEMENTS_PER_CODE_LINE = 5;

/**
 * The elements a node renders: HTML elements and JSX components count one each, and a code block the elements of its
 * lines (the code-blocks plugin, which runs first, gives the number in `data.codeLines`).
 */
export function weight(node: Node): number {
  const codeLines = (node.data as {codeLines?: number} | undefined)?.codeLines;
  if (codeLines !== undefined) return 1 + ELEMENTS_PER_CODE_LINE * codeLines;
  const own = node.type === 'element' || node.type.startsWith('mdxJsx') ? 1 : 0;
  return own + (node.children ?? []).reduce((sum, child) => sum + weight(child), 0);
}

const isBlock = (node: Node) => node.type !== 'mdxjsEsm' && !(node.type === 'text' && !node.value?.trim());

/** Where the rest starts in `children` (an index), or -1 when the page is not long enough to split. */
export function splitIndex(children: Node[]): number {
  let top = 0;
  let blocks = 0;
  for (let i = 0; i < children.length; i += 1) {
    if (!isBlock(children[i])) continue;
    if (blocks >= TOP_BLOCKS && top >= TOP_ELEMENTS) {
      const rest = children.slice(i).reduce((sum, node) => sum + weight(node), 0);
      return rest >= REST_ELEMENTS ? i : -1;
    }
    top += weight(children[i]);
    blocks += 1;
  }
  return -1;
}

export default function rehypeRestAfterPaint() {
  return (tree: Node): void => {
    const children = tree.children ?? [];
    const at = splitIndex(children);
    if (at < 0) return;
    const rest = children.slice(at);
    tree.children = [
      mdxImport(COMPONENT, path.join(__dirname, 'RestAfterPaint.tsx')),
      ...children.slice(0, at),
      // Imports and exports stay at the top level of the module.
      ...rest.filter((node) => node.type === 'mdxjsEsm'),
      {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [],
        children: rest.filter((node) => node.type !== 'mdxjsEsm'),
      },
    ];
  };
}
