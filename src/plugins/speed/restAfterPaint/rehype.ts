/**
 * A rehype plugin for doc pages (`rest-after-paint`): on a long page, everything after the first screens goes inside
 * `RestAfterPaint` (./RestAfterPaint.tsx), which a click in the browser renders right after the top. The server's HTML
 * is the same: the component renders its content as it is there.
 *
 * "Long" and "first screens" are counted in elements the page renders, the unit of the render's cost (`weight`): the
 * top keeps whole top-level blocks until it weighs `TOP_ELEMENTS` (enough for a 1920 × 1080 screen), and a page is
 * split only when what follows weighs at least `REST_ELEMENTS`.
 *
 * A phone's screen shows far less than that top. Where the top reaches well below a phone's screen (`phoneHeight`,
 * an estimate in pixels), its last blocks go in a second `RestAfterPaint` marked `phone`, which waits for the paint
 * only on a phone's screen (phoneScreen.ts): a table or a pair of samples below a phone's fold is not laid out before
 * the new title shows.
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

/**
 * How far a phone's top must reach, in estimated pixels of the article's text: the largest phone screen (932 px) less
 * the navbar, breadcrumbs and title above the text (about 250 px), and a hundred pixels to spare. The browser test
 * `long-pages.test.ts` checks that it fills the screen on every page.
 */
export const PHONE_TOP_PX = 800;

/** A phone's article column at its widest (398 px on a 430 px screen, 16 px text): characters on a line, its height. */
const CHARS_PER_LINE = 50;
const LINE_PX = 27;
/** Text blocks: characters on a line, a line's height, the gap around them (headings have large margins). */
const TEXT_BLOCKS = new Map<string, {chars: number; line: number; gap: number}>(
  Object.entries({
    p: {chars: CHARS_PER_LINE, line: LINE_PX, gap: 20},
    li: {chars: CHARS_PER_LINE - 4, line: LINE_PX, gap: 4},
    td: {chars: 20, line: LINE_PX, gap: 16},
    th: {chars: 20, line: LINE_PX, gap: 16},
    dt: {chars: CHARS_PER_LINE, line: LINE_PX, gap: 4},
    dd: {chars: CHARS_PER_LINE - 4, line: LINE_PX, gap: 12},
    summary: {chars: CHARS_PER_LINE - 4, line: LINE_PX, gap: 24},
    h2: {chars: 24, line: 40, gap: 48},
    h3: {chars: 30, line: 32, gap: 40},
    h4: {chars: 36, line: 28, gap: 32},
  }),
);
/** A code block: its padding and margin, and a line (code does not wrap; it scrolls). */
const CODE_PX = 68;
const CODE_LINE_PX = 22;
/** Tabs show one panel under the tab bar. */
const TABS = new Set(['Tabs', 'FrameworkTabs']);
const TAB_BAR_PX = 56;

function textLength(node: Node): number {
  if (node.type === 'text') return node.value?.length ?? 0;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

/** An estimate of the height a node takes in a phone's article column, in CSS pixels. */
export function phoneHeight(node: Node): number {
  const codeLines = (node.data as {codeLines?: number} | undefined)?.codeLines;
  if (codeLines !== undefined) return CODE_PX + CODE_LINE_PX * codeLines;
  const children = node.children ?? [];
  if (node.type.startsWith('mdxJsx') && TABS.has(String(node.name))) {
    return TAB_BAR_PX + Math.max(0, ...children.map(phoneHeight));
  }
  if (node.type === 'element' && node.tagName === 'tr') return Math.max(0, ...children.map(phoneHeight));
  const text = node.type === 'element' ? TEXT_BLOCKS.get(String(node.tagName)) : undefined;
  if (text && !children.some(hasBlocks)) return Math.ceil(textLength(node) / text.chars) * text.line + text.gap;
  if (node.type === 'text') return 0;
  return children.reduce((sum, child) => sum + phoneHeight(child), 0);
}

/** Whether a node holds blocks (a list item with a paragraph or a code block, say) rather than only text. */
function hasBlocks(node: Node): boolean {
  if ((node.data as {codeLines?: number} | undefined)?.codeLines !== undefined) return true;
  if (node.type === 'element' && TEXT_BLOCKS.has(String(node.tagName))) return true;
  return (node.children ?? []).some(hasBlocks);
}

/**
 * Where a phone's top ends among `children[0, end)` (the top): after the block that takes it to `PHONE_TOP_PX`. -1
 * when the whole top is needed.
 */
export function phoneSplitIndex(children: Node[], end: number): number {
  let height = 0;
  for (let i = 0; i < end; i += 1) {
    if (!isBlock(children[i])) continue;
    if (height >= PHONE_TOP_PX) return i;
    height += phoneHeight(children[i]);
  }
  return -1;
}

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
    const phoneAt = phoneSplitIndex(children, at);
    const top = children.slice(0, phoneAt < 0 ? at : phoneAt);
    const parts = [...(phoneAt < 0 ? [] : [children.slice(phoneAt, at)]), children.slice(at)];
    tree.children = [
      mdxImport(COMPONENT, path.join(__dirname, 'RestAfterPaint.tsx')),
      ...top,
      // Imports and exports stay at the top level of the module.
      ...parts.flat().filter((node) => node.type === 'mdxjsEsm'),
      ...parts.map((part, i) => ({
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        // `phone` (a boolean attribute) on the part between a phone's top and the first screens.
        attributes: i < parts.length - 1 ? [{type: 'mdxJsxAttribute', name: 'phone', value: null}] : [],
        children: part.filter((node) => node.type !== 'mdxjsEsm'),
      })),
    ];
  };
}
