/**
 * Build half of hot MDX content (README.md), a recma plugin for the dev server only: it turns the compiled page's
 * `export default function MDXContent` into `export default hotContent(import.meta.webpackHot, source, shell,
 * MDXContent)`.
 * - `source`: a hash of the file's text, to tell an edit of the page from a rerun caused by a module it imports;
 * - `shell`: everything of the page but its body that reaches the reader through other channels (front matter,
 *   content title, the excerpt that becomes the description, every named export such as `toc`). When it changes, the
 *   update takes the ordinary way.
 */
import {createHash} from 'node:crypto';
import {parseMarkdownFile, DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {ExportDefaultDeclaration, FunctionDeclaration, Node, Program} from 'estree';
import type {VFile} from 'vfile';

/** Where the client half is, as the bundler resolves it. */
export const RUNTIME = '@site/src/plugins/hot-mdx/hotContent';
const LOCAL = '__laravextHotContent';

/** JSON of a node without its positions, so that moving a node does not count as a change. */
function shape(node: Node): string {
  return JSON.stringify(node, (key, value: unknown) =>
    key === 'position' || key === 'start' || key === 'end' || key === 'loc' || key === 'range' ? undefined : value,
  );
}

function isContentExport(node: Node): node is ExportDefaultDeclaration & {declaration: FunctionDeclaration} {
  return (
    node.type === 'ExportDefaultDeclaration' &&
    node.declaration.type === 'FunctionDeclaration' &&
    node.declaration.id?.name === 'MDXContent'
  );
}

async function shellOf(tree: Program, file: VFile): Promise<string> {
  const {excerpt} = await parseMarkdownFile({
    filePath: file.path,
    fileContent: String(file.value),
    parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  const namedExports = tree.body.filter((node) => node.type === 'ExportNamedDeclaration').map(shape);
  return JSON.stringify([file.data.frontMatter, file.data.contentTitle ?? null, excerpt ?? null, namedExports]);
}

export default function recmaHotContent() {
  return async (tree: Program, file: VFile): Promise<void> => {
    const index = tree.body.findIndex(isContentExport);
    const found = tree.body[index];
    if (!found || !isContentExport(found)) {
      throw new Error(
        `hot-mdx: ${file.path} compiled without "export default function MDXContent", the shape this plugin wraps. ` +
          'MDX changed its output: see the row "recma: hot MDX content" in notes/INTERNALS.md.',
      );
    }
    if (typeof file.data.frontMatter !== 'object' || file.data.frontMatter === null) {
      throw new Error(
        `hot-mdx: ${file.path} reached the recma plugin without its front matter (file.data.frontMatter). ` +
          'Docusaurus\'s MDX loader changed: see the row "recma: hot MDX content" in notes/INTERNALS.md.',
      );
    }
    const shell = await shellOf(tree, file);
    const source = createHash('sha1').update(String(file.value)).digest('hex');
    const id = (name: string) => ({type: 'Identifier' as const, name});
    tree.body.splice(index, 1, found.declaration, {
      type: 'ExportDefaultDeclaration',
      declaration: {
        type: 'CallExpression',
        optional: false,
        callee: id(LOCAL),
        arguments: [
          {
            type: 'MemberExpression',
            computed: false,
            optional: false,
            object: {type: 'MetaProperty', meta: id('import'), property: id('meta')},
            property: id('webpackHot'),
          },
          {type: 'Literal', value: source},
          {type: 'Literal', value: shell},
          id('MDXContent'),
        ],
      },
    });
    tree.body.unshift({
      type: 'ImportDeclaration',
      specifiers: [{type: 'ImportSpecifier', imported: id('hotContent'), local: id(LOCAL)}],
      source: {type: 'Literal', value: RUNTIME},
      attributes: [],
    });
  };
}
