/**
 * A rehype plugin for every MDX page (docs, blog, pages): each fenced code block (`<pre><code class="language-x">`)
 * becomes `<LaravextCodeBlock>` (./CodeBlock) with its code highlighted as HTML (./highlight.ts), its
 * title and line numbers from the fence's meta string (./meta.ts). A fence in a language the build cannot highlight
 * stops the build, naming the file and the language.
 */
import path from 'node:path';
import {highlight, knowsLanguage} from './highlight';
import {parseMeta} from './meta';
import {mdxImport} from '../mdxImport';

export const COMPONENT = 'LaravextCodeBlock';
const COMPONENT_FILE = path.resolve(__dirname, 'CodeBlock/index.tsx');

export interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** The `code` of a fenced block: a `pre` whose one element child is a `code`. */
function fencedCode(node: Node): Node | undefined {
  if (node.type !== 'element' || node.tagName !== 'pre') return undefined;
  const elements = (node.children ?? []).filter((child) => child.type === 'element');
  return elements.length === 1 && elements[0].tagName === 'code' ? elements[0] : undefined;
}

function languageOf(code: Node): string {
  const classes = [code.properties?.className ?? []].flat().map(String);
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
}

const attribute = (name: string, value: string | number) => ({type: 'mdxJsxAttribute', name, value: String(value)});

/** The component that shows one block, with its code highlighted. */
export function codeBlockElement(code: Node, file: string | undefined): Node {
  const language = languageOf(code);
  if (language && !knowsLanguage(language))
    throw new Error(
      `${file ?? 'a page'}: a code block in "${language}", a language the build does not highlight ` +
        '(src/plugins/code-blocks/prism.ts lists the grammars it loads)',
    );
  const meta = parseMeta(code.properties?.metastring as string | undefined);
  const {html, lines} = highlight(textOf(code), language, meta.highlightedLines);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      ...(language ? [attribute('language', language)] : []),
      ...(meta.title ? [attribute('title', meta.title)] : []),
      ...(meta.lineNumbersStart === undefined ? [] : [attribute('lineNumbersStart', meta.lineNumbersStart)]),
      attribute('html', html),
    ],
    children: [],
    // For other plugins that weigh a page by what it renders (the speed plugin's rest-after-paint).
    data: {codeLines: lines},
  };
}

function replaceBlocks(node: Node, file: string | undefined): number {
  let replaced = 0;
  node.children = node.children?.map((child) => {
    const code = fencedCode(child);
    if (code) {
      replaced += 1;
      return codeBlockElement(code, file);
    }
    replaced += replaceBlocks(child, file);
    return child;
  });
  return replaced;
}

export default function rehypeCodeBlocks() {
  return (tree: Node, file: {path?: string}): void => {
    if (replaceBlocks(tree, file.path) === 0) return;
    tree.children = [mdxImport(COMPONENT, COMPONENT_FILE), ...(tree.children ?? [])];
  };
}
