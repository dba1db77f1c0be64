/**
 * An MDX ESM node that imports `source`'s default export as `name`: how a rehype plugin adds a component to the page
 * it puts in the tree (src/plugins/code-blocks, the speed plugin's rest-after-paint).
 */
export function mdxImport(name: string, source: string) {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}
