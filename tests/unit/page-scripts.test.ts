// Each page's HTML preloads the scripts the page needs and runs them after the first paint (config/pageScripts.ts,
// rendered by config/ssrTemplate.ts); the browser tests load the pages (tests/browser/budgets.test.ts).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {RUN_AFTER_FIRST_PAINT, SCRIPT_LINK_ATTRIBUTE} from '../../config/pageScripts';
import {ssrTemplate} from '../../config/ssrTemplate';

describe('page scripts', () => {
  it('the template preloads every script of the page and runs them with the inline runner, after <div id="__docusaurus">', () => {
    assert.match(ssrTemplate, new RegExp(`<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" ${SCRIPT_LINK_ATTRIBUTE}>`));
    assert.doesNotMatch(ssrTemplate, /<script src=/, 'a deferred script tag is left in the template');
    const runner = ssrTemplate.indexOf(RUN_AFTER_FIRST_PAINT);
    assert.ok(runner > ssrTemplate.indexOf('<div id="__docusaurus">'), 'the runner is not after the page content');
    assert.ok(runner < ssrTemplate.indexOf('</body>'));
  });

  it('runs the preloaded scripts in order once a frame has been painted, or at once in a hidden tab', () => {
    const run = (visibilityState: string) => {
      const added: {src?: string; async?: boolean}[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const listeners: string[] = [];
      const hrefs = ['/assets/js/runtime~main.1a.js', '/assets/js/main.2b.js', '/assets/js/docItem.b.js'];
      const document = {
        visibilityState,
        querySelectorAll: (selector: string) => {
          assert.equal(selector, `link[${SCRIPT_LINK_ATTRIBUTE}]`);
          return hrefs.map((href) => ({getAttribute: (name: string) => (name === 'href' ? href : null)}));
        },
        createElement: () => ({}) as {src?: string; async?: boolean},
        head: {appendChild: (script: {src?: string; async?: boolean}) => added.push(script)},
        addEventListener: (type: string) => listeners.push(type),
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', RUN_AFTER_FIRST_PAINT)(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
      return {added, frames, timers, listeners, hrefs};
    };

    const visible = run('visible');
    assert.deepEqual(visible.added, [], 'ran before a frame');
    assert.deepEqual(visible.listeners, ['visibilitychange']);
    visible.frames.forEach((f) => f());
    assert.deepEqual(visible.added, [], 'ran inside the frame, before its paint');
    visible.timers.forEach((f) => f());
    assert.deepEqual(visible.added, visible.hrefs.map((src) => ({src, async: false})));
    visible.timers.forEach((f) => f());
    assert.equal(visible.added.length, 3, 'ran twice');

    const hidden = run('hidden');
    assert.deepEqual(hidden.added.map((s) => s.src), hidden.hrefs);
  });

});
