// Prism grammar set-ups run one per task in the browser, and all at once when a code block needs them first
// (src/plugins/speed/prism/grammars.ts); the browser tests check the highlighting on real pages.
import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import {ensureGrammars, queueGrammarSetup} from '../../src/plugins/speed/prism/grammars';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const scope = globalThis as {window?: unknown};

describe('grammar set-up queue', () => {
  afterEach(() => {
    ensureGrammars();
    delete scope.window;
  });

  it('in a browser, runs nothing at once, then one set-up per task, in order', async () => {
    scope.window = {};
    const ran: string[] = [];
    queueGrammarSetup(() => ran.push('markup'));
    queueGrammarSetup(() => ran.push('jsx'));
    queueGrammarSetup(() => ran.push('php'));
    assert.deepEqual(ran, []);
    await nextTask();
    assert.deepEqual(ran, ['markup']);
    await nextTask();
    assert.deepEqual(ran, ['markup', 'jsx']);
    await nextTask();
    assert.deepEqual(ran, ['markup', 'jsx', 'php']);
  });

  it('runs what is left when a block needs it, once, and the timers then find nothing to do', async () => {
    scope.window = {};
    const ran: string[] = [];
    queueGrammarSetup(() => ran.push('markup'));
    queueGrammarSetup(() => ran.push('jsx'));
    await nextTask();
    ensureGrammars();
    assert.deepEqual(ran, ['markup', 'jsx']);
    queueGrammarSetup(() => ran.push('php'));
    ensureGrammars();
    await nextTask();
    await nextTask();
    assert.deepEqual(ran, ['markup', 'jsx', 'php']);
  });

  it('on the server, schedules nothing: the first block runs every set-up', async () => {
    const ran: string[] = [];
    queueGrammarSetup(() => ran.push('markup'));
    await nextTask();
    assert.deepEqual(ran, []);
    ensureGrammars();
    assert.deepEqual(ran, ['markup']);
  });
});
