// The framework-choice plugin's first-paint inline script (src/plugins/framework-choice): run in a bare VM context
// with a fake `<html>`, location and storage, it must set the same framework as `chooseFramework` (the rule the
// framework tabs follow once React runs), never throw when storage is unavailable, and reset only a stale
// announcement dismissal, lifting the theme's early hide of the bar. The browser tests (framework-tabs, deep-links)
// check what it buys on the built site.
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {describe, it} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import config from '../../docusaurus.config';
import frameworkChoice, {AFTER_NAVBAR_ID} from '../../src/plugins/framework-choice';
import {firstPaintScript, type FirstPaintOptions} from '../../src/plugins/framework-choice/script';
import {
  chooseFramework,
  FRAMEWORK_ATTRIBUTE,
  FRAMEWORK_STORAGE_KEY,
} from '../../src/plugins/framework-choice/tabGroups';
import {ANNOUNCEMENT_HIDDEN_ATTRIBUTE} from '../../src/constants/announcementBar';

const OPTIONS: FirstPaintOptions = {storage: {type: 'localStorage', namespace: ''}, announcementId: 'news-2'};
const DISMISS = 'docusaurus.announcement.dismiss';
const ID = 'docusaurus.announcement.id';

interface Run {
  attributes: Record<string, string>;
  stored: Map<string, string>;
  /** Fires a `storage` event at the page's window, after changing `stored` (`value` null: removed). */
  storageEvent: (key: string, value: string | null) => void;
}

/** Runs the script once. `storage: 'throws'` makes reading `window.localStorage` itself throw (privacy settings). */
function run(
  script: string,
  {search = '', stored = {}, storage = 'works'}: {search?: string; stored?: Record<string, string>; storage?: string},
): Run {
  const attributes: Record<string, string> = {};
  const items = new Map(Object.entries(stored));
  const store = {
    getItem: (k: string) => (storage === 'getItem throws' ? fail() : (items.get(k) ?? null)),
    setItem: (k: string, v: string) => (storage === 'setItem throws' ? fail() : void items.set(k, String(v))),
  };
  function fail(): never {
    throw new Error('SecurityError: storage is disabled');
  }
  const listeners: ((event: {key: string}) => void)[] = [];
  const window = {} as Record<string, unknown>;
  Object.defineProperty(window, 'localStorage', {get: () => (storage === 'throws' ? fail() : store)});
  const sandbox = {
    window,
    location: {search},
    URLSearchParams,
    document: {documentElement: {setAttribute: (k: string, v: string) => (attributes[k] = String(v))}},
    addEventListener: (type: string, listener: (event: {key: string}) => void) => {
      if (type === 'storage') listeners.push(listener);
    },
  };
  vm.runInNewContext(script, sandbox);
  const storageEvent = (key: string, value: string | null) => {
    if (value === null) items.delete(key);
    else items.set(key, value);
    for (const listener of listeners) listener({key});
  };
  return {attributes, stored: items, storageEvent};
}

describe('first-paint inline script', () => {
  const script = firstPaintScript(OPTIONS);

  it('sets the framework the tabs will select, for every mix of query string and stored choice', () => {
    const queries = [null, '', 'vue', 'react', 'svelte', 'React'];
    const stored = [null, '', 'vue', 'react', 'angular'];
    let cases = 0;
    for (const q of queries) {
      for (const s of stored) {
        const search = q === null ? '?other=1' : `?other=1&framework=${encodeURIComponent(q)}`;
        const {attributes} = run(script, {search, stored: s === null ? {} : {[FRAMEWORK_STORAGE_KEY]: s}});
        assert.equal(
          attributes[FRAMEWORK_ATTRIBUTE],
          chooseFramework(q, s),
          `query ${JSON.stringify(q)}, stored ${JSON.stringify(s)}`,
        );
        cases += 1;
      }
    }
    assert.equal(cases, queries.length * stored.length);
    // The rule itself: the query string wins, storage next, the default last.
    assert.equal(chooseFramework('react', 'vue'), 'react');
    assert.equal(chooseFramework(null, 'react'), 'react');
    assert.equal(chooseFramework(null, null), 'vue');
  });

  it("stores a framework named by ?framework= as the reader's choice, and nothing for any other value", () => {
    for (const q of ['vue', 'react']) {
      const {stored} = run(script, {search: `?framework=${q}`, stored: {[FRAMEWORK_STORAGE_KEY]: 'angular'}});
      assert.equal(stored.get(FRAMEWORK_STORAGE_KEY), q, `?framework=${q}`);
    }
    for (const q of ['', 'svelte', 'React']) {
      const {stored, attributes} = run(script, {
        search: `?framework=${encodeURIComponent(q)}`,
        stored: {[FRAMEWORK_STORAGE_KEY]: 'react'},
      });
      assert.equal(stored.get(FRAMEWORK_STORAGE_KEY), 'react', `?framework=${q} changed the stored choice`);
      assert.equal(attributes[FRAMEWORK_ATTRIBUTE], 'vue', `?framework=${q}: the tabs show the default`);
      assert.equal(run(script, {search: `?framework=${q}`}).stored.has(FRAMEWORK_STORAGE_KEY), false);
    }
    // A change made in another tab is followed, never written back over.
    const linked = run(script, {search: '?framework=react'});
    linked.storageEvent(FRAMEWORK_STORAGE_KEY, 'vue');
    assert.equal(linked.stored.get(FRAMEWORK_STORAGE_KEY), 'vue');
  });

  it('follows later changes of the stored choice (this tab or another), the query string still winning', () => {
    const page = run(script, {search: '?x=1'});
    assert.equal(page.attributes[FRAMEWORK_ATTRIBUTE], 'vue');
    page.storageEvent(FRAMEWORK_STORAGE_KEY, 'react');
    assert.equal(page.attributes[FRAMEWORK_ATTRIBUTE], 'react');
    page.storageEvent('theme', 'light');
    page.storageEvent(FRAMEWORK_STORAGE_KEY, null);
    assert.equal(page.attributes[FRAMEWORK_ATTRIBUTE], 'vue');
    const linked = run(script, {search: '?framework=react'});
    linked.storageEvent(FRAMEWORK_STORAGE_KEY, 'vue');
    assert.equal(linked.attributes[FRAMEWORK_ATTRIBUTE], 'react');
  });

  it('falls back to the query string or the default, quietly, when storage is unavailable', () => {
    for (const storage of ['throws', 'getItem throws', 'setItem throws']) {
      const stored = {[FRAMEWORK_STORAGE_KEY]: 'react', [DISMISS]: 'true', [ID]: 'news-1'};
      assert.equal(
        run(script, {storage, stored}).attributes[FRAMEWORK_ATTRIBUTE],
        storage === 'setItem throws' ? 'react' : 'vue',
        storage,
      );
      assert.equal(
        run(script, {storage, search: '?framework=react'}).attributes[FRAMEWORK_ATTRIBUTE],
        'react',
        storage,
      );
    }
  });

  it('resets a dismissal stored for an older announcement and lifts the early hide, and keeps a current one', () => {
    // The theme's own script, just before this one, has set the attribute to "true" for any stored dismissal.
    const stale = run(script, {stored: {[DISMISS]: 'true', [ID]: 'news-1'}});
    assert.equal(stale.stored.get(DISMISS), 'false');
    assert.equal(stale.attributes[ANNOUNCEMENT_HIDDEN_ATTRIBUTE], 'false');
    const noId = run(script, {stored: {[DISMISS]: 'true'}});
    assert.equal(noId.stored.get(DISMISS), 'false', 'no id stored: new to the reader');
    assert.equal(noId.attributes[ANNOUNCEMENT_HIDDEN_ATTRIBUTE], 'false');
    const current = run(script, {stored: {[DISMISS]: 'true', [ID]: 'news-2'}});
    assert.equal(current.stored.get(DISMISS), 'true');
    assert.equal(ANNOUNCEMENT_HIDDEN_ATTRIBUTE in current.attributes, false, "the theme's hide stays");
    const nothing = run(script, {stored: {}});
    assert.equal(nothing.stored.has(DISMISS), false, 'nothing stored: nothing written');
    assert.equal(ANNOUNCEMENT_HIDDEN_ATTRIBUTE in nothing.attributes, false);
    // Storage that refuses the reset: the bar shows all the same (theme-common finds the stale dismissal too).
    const refused = run(script, {storage: 'setItem throws', stored: {[DISMISS]: 'true', [ID]: 'news-1'}});
    assert.equal(refused.attributes[ANNOUNCEMENT_HIDDEN_ATTRIBUTE], 'false');
    const noBar = firstPaintScript({...OPTIONS, announcementId: undefined});
    assert.doesNotMatch(noBar, /announcement/);
    const withoutBar = run(noBar, {stored: {[DISMISS]: 'true', [ID]: 'news-1'}});
    assert.equal(withoutBar.stored.get(DISMISS), 'true');
    assert.equal(ANNOUNCEMENT_HIDDEN_ATTRIBUTE in withoutBar.attributes, false);
  });

  it('uses the site storage namespace and type', () => {
    const namespaced = firstPaintScript({storage: {type: 'localStorage', namespace: '-abc'}, announcementId: 'x'});
    const {attributes} = run(namespaced, {
      stored: {[`${FRAMEWORK_STORAGE_KEY}-abc`]: 'react', [FRAMEWORK_STORAGE_KEY]: 'vue'},
    });
    assert.equal(attributes[FRAMEWORK_ATTRIBUTE], 'react');
    assert.match(
      firstPaintScript({...OPTIONS, storage: {type: 'sessionStorage', namespace: ''}}),
      /window\["sessionStorage"\]/,
    );
  });

  it('is one script at the start of <body>, with the announcement id, and a render block up to the navbar', () => {
    assert.ok(config.plugins.includes(frameworkChoice), 'docusaurus.config.ts should list the framework-choice plugin');
    const context = {
      siteStorage: {type: 'localStorage', namespace: ''},
      siteConfig: {themeConfig: config.themeConfig},
    } as unknown as LoadContext;
    const script = {
      tagName: 'script',
      innerHTML: firstPaintScript({
        storage: {type: 'localStorage', namespace: ''},
        announcementId: config.themeConfig.announcementBar.id,
      }),
    };
    const block = {tagName: 'link', attributes: {rel: 'expect', href: `#${AFTER_NAVBAR_ID}`, blocking: 'render'}};
    const tagsIn = (mode: string) => {
      const saved = process.env.NODE_ENV;
      process.env.NODE_ENV = mode;
      try {
        return frameworkChoice(context).injectHtmlTags!({content: undefined});
      } finally {
        process.env.NODE_ENV = saved;
      }
    };
    assert.deepEqual(tagsIn('production'), {preBodyTags: [script], headTags: [block]});
    // `docusaurus start` renders on the client: no navbar in its HTML to wait for.
    assert.deepEqual(tagsIn('development'), {preBodyTags: [script], headTags: []});
  });
});
