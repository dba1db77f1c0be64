// The split of a long doc page (src/plugins/speed/restAfterPaint/rehype.ts): the rest of a long page goes into the
// component, the part of the first screens below a phone's fold into one marked `phone`, imports and exports stay at
// the module's top level, and a short page is left as it is.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import rehypeRestAfterPaint, {
  PHONE_TOP_PX,
  REST_ELEMENTS,
  TOP_ELEMENTS,
  phoneHeight,
  phoneSplitIndex,
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

const element = (tagName: string, children: Node[]): Node => ({type: 'element', tagName, properties: {}, children});
const frameworkTabs = (...panels: Node[][]): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'FrameworkTabs',
  attributes: [],
  children: panels.map((children) => ({type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children})),
});
type Part = Node & {name: string; attributes: {name: string}[]; children: Node[]};
const parts = (out: Node[]) => out.filter((n): n is Part => n.name === 'LaravextRestAfterPaint');

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
    const wrapper = parts(out).at(-1);
    assert.ok(wrapper, 'no wrapper');
    assert.deepEqual(wrapper.attributes, [], 'the rest waits on a phone only');
    assert.deepEqual(
      wrapper.children.filter((n) => n.type !== 'text'),
      rest.filter((n) => n.type !== 'mdxjsEsm'),
      'the rest is not whole, or not in order',
    );
    // Every node of the page is still there, once: the top (part of it in the phone's part) and the ESM nodes outside,
    // the rest inside.
    const outside = [
      ...out.filter((n) => n !== wrapper),
      ...parts(out).flatMap((p) => (p === wrapper ? [] : p.children)),
    ];
    for (const node of [...top, ...rest.filter((n) => n.type === 'mdxjsEsm')]) assert.ok(outside.includes(node));
    assert.equal(out.at(-1), wrapper);
  });

  it('estimates a phone height by lines of text and of code, one tab panel, a table row by its tallest cell', () => {
    const line = 'x'.repeat(50);
    assert.ok(phoneHeight(paragraph(line)) < phoneHeight(paragraph(line + line)), 'a longer paragraph is not taller');
    assert.ok(phoneHeight(code(2)) < phoneHeight(code(20)));
    assert.ok(phoneHeight(code(20)) > 20 * 20, 'twenty lines of code are shorter than 400 px');
    const panel = [paragraph('One.'), code(10)];
    assert.ok(phoneHeight(frameworkTabs(panel, panel)) < phoneHeight(element('div', [...panel, ...panel])));
    const cell = (words: string) => element('td', [text(words)]);
    assert.equal(phoneHeight(element('tr', [cell('a'), cell(line + line)])), phoneHeight(cell(line + line)));
  });

  it('on a long top, leaves the blocks below a phone’s fold for after the paint, on a phone', () => {
    const prose = () => paragraph('Words that fill a line or two of a phone screen, '.repeat(6));
    const top = [prose(), prose(), prose(), prose(), prose(), prose(), element('table', [element('tr', [])]), code(60)];
    const rest = [paragraph('First of the rest.'), code(60), code(60), paragraph()];
    const children = [...top, ...rest];
    const at = splitIndex(children);
    assert.equal(at, top.length);
    const phoneAt = phoneSplitIndex(children, at);
    assert.ok(phoneAt > 0 && phoneAt < at, `no phone split (${phoneAt})`);
    const phoneTop = children.slice(0, phoneAt).reduce((sum, n) => sum + phoneHeight(n), 0);
    assert.ok(phoneTop >= PHONE_TOP_PX, `the phone's top reaches ${phoneTop} px`);
    const [phonePart, restPart] = parts(run([...children]));
    assert.deepEqual(
      phonePart.attributes.map((a) => a.name),
      ['phone'],
    );
    assert.deepEqual(phonePart.children, top.slice(phoneAt));
    assert.deepEqual(restPart.attributes, []);
    assert.deepEqual(restPart.children, rest);
  });

  it('keeps the whole top when it is a phone screen or less', () => {
    const tabs = frameworkTabs([code(16)], [code(16)], [code(16)]);
    const top = [paragraph(), tabs, paragraph(), paragraph(), paragraph(), paragraph()];
    assert.ok(top.reduce((s, n) => s + weight(n), 0) >= TOP_ELEMENTS);
    const rest = [paragraph(), code(60), code(60), paragraph()];
    const children = [...top, ...rest];
    assert.equal(phoneSplitIndex(children, splitIndex(children)), -1);
    assert.equal(parts(run(children)).length, 1);
  });

  it('leaves a short page, or one with a short rest, as it is', () => {
    const short = [paragraph(), code(10), paragraph()];
    assert.equal(splitIndex(short), -1);
    assert.deepEqual(run([...short]), short);
    const shortRest = [paragraph(), code(60), paragraph(), paragraph(), paragraph(), paragraph(), paragraph()];
    assert.equal(splitIndex(shortRest), -1);
  });
});
