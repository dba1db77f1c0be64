// The split of a long doc page (src/plugins/speed/restAfterPaint/rehype.ts): the rest of a long page goes into the
// component, imports and exports stay at the module's top level, and a short page is left as it is.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import rehypeRestAfterPaint, {
  REST_ELEMENTS,
  TOP_ELEMENTS,
  splitIndex,
  weight,
} from '../../src/plugins/speed/restAfterPaint/rehype';
import {codeBlockElement} from '../../src/plugins/code-blocks/rehype';

type Node = {type: string; [key: string]: unknown};

const text = (value: string): Node => ({type: 'text', value});
const paragraph = (words = 'A paragraph.'): Node => ({
  type: 'element',
  tagName: 'p',
  properties: {},
  children: [text(words)],
});
/** A code block as the code-blocks plugin (which runs first) leaves it. */
const code = (lines: number): Node =>
  codeBlockElement(
    {
      type: 'element',
      tagName: 'code',
      properties: {className: ['language-text']},
      children: [text(Array.from({length: lines}, (_, i) => `line ${i}`).join('\n'))],
    },
    'test.mdx',
  );
const esm = (value: string): Node => ({type: 'mdxjsEsm', value, data: {estree: {type: 'Program', body: []}}});

function run(children: Node[]): Node[] {
  const tree = {type: 'root', children};
  rehypeRestAfterPaint()(tree);
  return tree.children;
}

describe('rest after paint: the split', () => {
  it('weighs a code block by its lines, other nodes by their elements', () => {
    assert.equal(weight(paragraph()), 1);
    assert.equal(weight(code(1)), 1 + 5);
    assert.equal(weight(code(40)), 1 + 5 * 40);
  });

  it('keeps the first screens and puts the rest of a long page in the component', () => {
    const top = [paragraph('Title paragraph.'), code(30), paragraph(), code(30), paragraph(), paragraph()];
    const rest = [paragraph('First of the rest.'), code(60), esm('export const x = 1;'), code(60), paragraph()];
    assert.ok(top.reduce((s, n) => s + weight(n), 0) >= TOP_ELEMENTS);
    assert.ok(rest.reduce((s, n) => s + weight(n), 0) >= REST_ELEMENTS);
    const out = run([esm('import X from "x";'), text('\n'), ...top, text('\n'), ...rest]);
    assert.equal(out[0].type, 'mdxjsEsm', 'the component is not imported first');
    const wrapper = out.find((n) => n.name === 'LaravextRestAfterPaint') as Node & {name: string; children: Node[]};
    assert.ok(wrapper, 'no wrapper');
    assert.equal(wrapper.name, 'LaravextRestAfterPaint');
    assert.deepEqual(
      wrapper.children.filter((n) => n.type !== 'text'),
      rest.filter((n) => n.type !== 'mdxjsEsm'),
      'the rest is not whole, or not in order',
    );
    // Every node of the page is still there, once: the top and the ESM nodes outside, the rest inside.
    const outside = out.filter((n) => n !== wrapper);
    for (const node of [...top, ...rest.filter((n) => n.type === 'mdxjsEsm')]) assert.ok(outside.includes(node));
    assert.equal(out.at(-1), wrapper);
  });

  it('leaves a short page, or one with a short rest, as it is', () => {
    const short = [paragraph(), code(10), paragraph()];
    assert.equal(splitIndex(short), -1);
    assert.deepEqual(run([...short]), short);
    const shortRest = [paragraph(), code(60), paragraph(), paragraph(), paragraph(), paragraph(), paragraph()];
    assert.equal(splitIndex(shortRest), -1);
  });
});
