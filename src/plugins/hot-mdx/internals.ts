// The reaches into Docusaurus internals of this subsystem, and the theme slots it wraps or owns that its theme does
// not mark safe: data for the guard (tests/unit/internals.test.ts) and for notes/INTERNALS.md (npm run internals).
import type {Internals} from '../../internals/types';

export const INTERNALS: Internals = {
  folder: 'src/plugins/hot-mdx',
  reaches: [
    {
      id: 'recma: hot MDX content',
      kind: 'feature',
      reliesOn:
        'Dev server only, through the documented `recmaPlugins` option (`config/docs.ts`): MDX compiles a page to ' +
        '`export default function MDXContent`; the MDX loader gives recma plugins the front matter ' +
        "(`file.data.frontMatter`) and re-exports the page's metadata from its module; core's client entry accepts " +
        'every update (`module.hot.accept()`).',
      why:
        "An edit of a page's text reached the open page by rendering the whole app again (about 500 ms a reload on " +
        '`/docs/quickstart`); in place it takes a fraction of that (the writers bench, `lab/bench/results/`).',
      onUpgrade:
        'The plugin fails the compile naming this row if the default export or the front matter is missing. If MDX ' +
        'or the loader changed shape, adapt `recmaHotContent.ts`; `tests/unit/writers-loop.test.ts` must still ' +
        'pass.',
      usedBy: ['src/plugins/hot-mdx/recmaHotContent.ts', 'src/plugins/hot-mdx/hotContent.ts', 'config/docs.ts'],
      files: [],
      names: [
        {
          file: '@mdx-js/mdx/lib/plugin/recma-document.js',
          from: '@docusaurus/mdx-loader',
          includes: ["exportedValues.push(['MDXContent', 'default'])", "id: {type: 'Identifier', name: 'MDXContent'}"],
        },
        {
          file: '@docusaurus/mdx-loader/lib/processor.js',
          includes: ['const recmaPlugins = [...(options.recmaPlugins ?? [])];', 'path: filePath,', 'frontMatter,'],
        },
        {file: '@docusaurus/mdx-loader/lib/loader.js', includes: ['export {default as metadata} from']},
        {file: '@docusaurus/core/lib/client/clientEntry.js', includes: ['module.hot.accept()']},
      ],
    },
  ],
  slots: [],
};
