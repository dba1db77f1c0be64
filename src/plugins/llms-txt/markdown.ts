/**
 * Turns a doc's MDX source into plain Markdown that an AI assistant (or a person) can read without the site. The MDX is
 * parsed with remark (the parser Docusaurus itself uses: CommonMark, GFM tables, front matter, admonition directives,
 * MDX), the tree is rewritten for a reader without the site's components, and printed back as Markdown.
 */
import type {Code, Emphasis, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';

export interface MarkdownDoc {
  title: string;
  description?: string;
  /** Absolute URL of the HTML page, used to resolve relative links. */
  url: string;
  source: string;
}

const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|<!--|\{\/\*)\s*(?:highlight|add|remove)-(?:next-line|start|end)\s*(?:-->|\*\/\})?\s*$/;
const FRAMEWORK_LABELS: Record<string, string> = {vue: 'Vue', react: 'React'};
/** Tab containers: only their tabs' content is kept. */
const TAB_GROUPS = new Set(['FrameworkTabs', 'Tabs']);

/** How the Markdown is printed: the house style of the MDX sources (`-` bullets, `_emphasis_`, `**strong**`). */
const STRINGIFY: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
  // List items stay as close together as the source has them (no blank line added between tight items).
  join: [
    (left, right, parent) =>
      parent.type === 'list' && left.position && right.position?.start.line === left.position.end.line + 1
        ? 0
        : undefined,
  ],
};

/** Resolves `./x.mdx`, `../a/b.mdx#h` style links against the page URL and drops the extension. */
export function resolveDocLink(href: string, pageUrl: string): string {
  if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
  const base = new URL(pageUrl);
  if (href.startsWith('/')) return new URL(href, base.origin).toString();
  // Docs link siblings relative to the file, whose URL has no trailing slash: resolve from the parent folder.
  const resolved = new URL(href, pageUrl);
  resolved.pathname = resolved.pathname.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  return resolved.toString();
}

function attribute(element: MdxJsxFlowElement, name: string): string | undefined {
  const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const labelParagraph = (label: PhrasingContent): Paragraph => ({type: 'paragraph', children: [label]});

/**
 * What a component stands for in plain Markdown: a tab group is its tabs, a tab is its label in bold and then its
 * content, framework-only prose is introduced by `_Vue only:_` (on the line before the prose when the source has no
 * blank line between them). `null` keeps the element as it is.
 */
function replaceComponent(element: MdxJsxFlowElement): RootContent[] | null {
  const children: RootContent[] = element.children;
  if (element.name && TAB_GROUPS.has(element.name)) return children;
  if (element.name === 'TabItem') {
    const value = attribute(element, 'value') ?? '';
    const label = attribute(element, 'label') ?? FRAMEWORK_LABELS[value] ?? value;
    return [labelParagraph({type: 'strong', children: [{type: 'text', value: `${label}:`}]}), ...children];
  }
  if (element.name === 'FrameworkOnly') {
    const framework = attribute(element, 'framework') ?? '';
    const label: Emphasis = {
      type: 'emphasis',
      children: [{type: 'text', value: `${FRAMEWORK_LABELS[framework] ?? framework} only:`}],
    };
    const [first, ...rest] = children;
    const sameBlock =
      first?.type === 'paragraph' && first.position?.start.line === (element.position?.start.line ?? 0) + 1;
    if (sameBlock) return [{...first, children: [label, {type: 'text', value: '\n'}, ...first.children]}, ...rest];
    return [labelParagraph(label), ...children];
  }
  return null;
}

/** `{/* comment *\/}` on its own: a note for writers. */
const isComment = (node: Nodes) => node.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);

function toReaderMarkdown(tree: Root, pageUrl: string, source: string): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'yaml' || node.type === 'mdxjsEsm' || isComment(node)) {
      (parent as Parent).children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'mdxJsxFlowElement') {
      const replacement = replaceComponent(node);
      if (replacement) {
        (parent as Parent).children.splice(index, 1, ...replacement);
        return [SKIP, index];
      }
    }
    if (node.type === 'link') {
      // A bare URL in the prose (GFM autolink literal) stays bare, printed as written (an `html` node is printed
      // verbatim): as a link MDX would print `[url](url)`, as text `https\://`.
      const written = source.slice(node.position?.start.offset, node.position?.end.offset);
      if (!/^[[<]/.test(written)) {
        (parent as Parent).children.splice(index, 1, {type: 'html', value: written});
        return [SKIP, index + 1];
      }
    }
    if (node.type === 'code') cleanCode(node);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      node.url = resolveDocLink(node.url, pageUrl);
    return undefined;
  });
}

/** Drops the npm2yarn marker and the line-highlighting magic comments from a code block. */
function cleanCode(code: Code): void {
  if (code.meta) code.meta = code.meta.replace(/(^|\s+)npm2yarn\b/, '').trim() || null;
  code.value = code.value
    .split('\n')
    .filter((line) => !MAGIC_COMMENT.test(line))
    .join('\n');
}

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkDirective)
  .use(remarkStringify, STRINGIFY);

export function mdxToMarkdown(doc: MarkdownDoc): string {
  const source = doc.source.replace(/\r\n/g, '\n');
  const tree = processor.parse(source);
  toReaderMarkdown(tree, doc.url, source);
  const body = processor.stringify(tree).trim();
  const header = [`# ${doc.title}`, '', ...(doc.description ? [`> ${doc.description}`, ''] : []), `Source: ${doc.url}`];
  return `${header.join('\n')}\n\n${body}\n`;
}

export interface IndexEntry {
  title: string;
  description?: string;
  markdownUrl: string;
  section: string;
}

/** `version` is the label of the indexed docs version (`Latest (1.0)`), named in the introduction when given. */
export function buildLlmsIndex(
  site: {title: string; tagline: string; url: string},
  entries: IndexEntry[],
  version?: string,
): string {
  const sections = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    const list = sections.get(entry.section) ?? [];
    list.push(entry);
    sections.set(entry.section, list);
  }
  const parts = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Documentation of the latest version${version ? `, ${version}` : ''}, as Markdown. ` +
      `The whole set in one file: ${site.url}/llms-full.txt`,
  ];
  for (const [section, list] of sections) {
    parts.push('', `## ${section}`, '');
    for (const e of list) parts.push(`- [${e.title}](${e.markdownUrl})${e.description ? `: ${e.description}` : ''}`);
  }
  return `${parts.join('\n')}\n`;
}
