// The speed plugin (src/plugins/speed) is one line of the config and one folder: on, it adds its client modules, an
// alias, a cache group, a banner and one theme component (a wrapper of a slot its theme marks safe to wrap); off
// (LARAVEXT_SPEED=off, or the line left out) nothing of it remains, and nothing else in the site depends on it.
// The browser tests check the built site either way (`LARAVEXT_SPEED=off npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import config from '../../docusaurus.config';
import speed, {COMPILE_HINT, docsRehypePlugins} from '../../src/plugins/speed';
import rehypeRestAfterPaint from '../../src/plugins/speed/restAfterPaint/rehype';
import {sharedDocsOptions} from '../../config/docs';
import {IN_MDX, MECHANISMS, parseWithout, type Mechanism, type SpeedOptions} from '../../src/plugins/speed/options';
import {readSpeedSwitch, SPEED_ON, SPEED_OPTIONS, speedOn} from '../../config/speed';

const root = path.resolve(__dirname, '../..');
const PLUGIN_DIR = path.join(root, 'src', 'plugins', 'speed');
const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-speed-'));
const context = {siteDir: root, generatedFilesDir} as LoadContext;

type Webpack = {
  resolve?: {alias?: Record<string, string>};
  plugins?: unknown[];
  optimization?: {splitChunks?: {cacheGroups?: Record<string, unknown>}};
};

/** The plugin as the config line makes it, with `value` as LARAVEXT_SPEED and `options` as its options. */
function pluginFor(value: string | undefined, options: SpeedOptions = SPEED_OPTIONS): Plugin | null {
  const entries = config.plugins.filter((p) => Array.isArray(p) && p[0] === speed) as [typeof speed, unknown][];
  // This process's own switch (`LARAVEXT_SPEED=off npm test`) left the line's plugin out of the config it loaded.
  assert.equal(entries.length, SPEED_ON ? 1 : 0, 'docusaurus.config.ts should enable the speed plugin in one line');
  if (SPEED_ON)
    assert.equal(entries[0][1], SPEED_OPTIONS, 'the config line should pass the options of config/speed.ts');
  const source = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
  assert.match(
    source,
    /SPEED_ON && \[speed, SPEED_OPTIONS\]/,
    'the config line should leave the plugin out on LARAVEXT_SPEED=off',
  );
  return speedOn(value) ? speed(context, options) : null;
}

/** The bundler as configureWebpack receives it, as far as the plugin uses it: a banner plugin keeping its options. */
const STAGE_DEV_TOOLING = 500;
class FakeBanner {
  constructor(readonly options: {banner: string; raw: boolean; test: RegExp; stage: number}) {}
}
const UTILS = {
  currentBundler: {
    name: 'rspack',
    instance: {BannerPlugin: FakeBanner, Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: STAGE_DEV_TOOLING}},
  },
} as never;

/**
 * What configureWebpack adds for the browser (or the server) bundle: aliases, cache groups, banners, and nothing else.
 */
function webpackOf(
  plugin: Plugin,
  isServer = false,
  mode: 'production' | 'development' = 'production',
): {alias: Record<string, string>; cacheGroups: string[]; banners: string[]} {
  const out = plugin.configureWebpack!({mode}, isServer, UTILS, undefined) as Webpack;
  assert.deepEqual(
    Object.keys(out).filter((k) => !['resolve', 'optimization', 'plugins'].includes(k)),
    [],
    'configureWebpack adds more than aliases, a cache group and a banner (a build-time constant for the wrappers?)',
  );
  const banners = (out.plugins ?? []).map((p) => {
    assert.ok(p instanceof FakeBanner, 'configureWebpack adds a bundler plugin other than the banner');
    // After minification, which drops comments, and before the file names' content hash; scripts only.
    assert.equal(p.options.stage, STAGE_DEV_TOOLING);
    assert.equal(p.options.raw, true);
    assert.ok(p.options.test.test('assets/js/main.0123abcd.js') && !p.options.test.test('assets/css/styles.css'));
    return p.options.banner;
  });
  return {
    alias: out.resolve?.alias ?? {},
    cacheGroups: Object.keys(out.optimization?.splitChunks?.cacheGroups ?? {}),
    banners,
  };
}

/** The plugin's theme components, as paths under its theme folder. */
function themeComponents(): string[] {
  const dir = path.join(PLUGIN_DIR, 'theme');
  return walk(dir).map((f) => path.relative(dir, f).split(path.sep).join('/'));
}

/** The slots a theme folder provides (none without a folder). */
function themeSlots(dir: string | undefined): string[] {
  if (!dir) return [];
  return walk(dir).map((f) => path.relative(dir, path.dirname(f)).split(path.sep).join('/'));
}

/** An alias key as a repository path (`$` kept), for the assertions. */
const keyOf = (key: string) => path.relative(root, key).split(path.sep).join('/');

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('speed plugin', () => {
  it('off (LARAVEXT_SPEED=off): no plugin at all, so no client module or alias', () => {
    assert.equal(pluginFor('off'), null);
    assert.equal(pluginFor(' off '), null);
  });

  it('production (the switch unset) leaves no mechanism out; the lab names mechanisms through the switch', () => {
    assert.deepEqual(readSpeedSwitch(undefined), {on: true, options: {without: []}});
    assert.deepEqual(readSpeedSwitch('without:intl-warmup, tabs-chunk'), {
      on: true,
      options: {without: ['intl-warmup', 'tabs-chunk']},
    });
  });

  it('on (unset, empty, on): its client modules, alias and theme, on files that exist', () => {
    for (const value of [undefined, '', 'on']) {
      const plugin = pluginFor(value);
      assert.ok(plugin, `LARAVEXT_SPEED=${String(value)} should keep the plugin`);
      assert.equal(plugin.name, 'laravext-speed');
      assert.equal(plugin.getThemePath!(), path.join(PLUGIN_DIR, 'theme'));
      assert.deepEqual(themeComponents(), ['DocItem/Content/index.tsx', 'DocSidebar/index.tsx']);
      const modules = plugin.getClientModules!();
      assert.deepEqual(
        modules.map((m) => path.relative(PLUGIN_DIR, m)),
        ['client/prefetchOnIntent.ts', 'client/warmIntl.ts'],
      );
      for (const m of modules) assert.ok(fs.existsSync(m), m);
      const {alias, cacheGroups} = webpackOf(plugin);
      assert.deepEqual(Object.keys(alias).map(keyOf).sort(), [
        'node_modules/@docusaurus/theme-classic/lib/prism-include-languages$',
      ]);
      for (const target of Object.values(alias)) assert.ok(fs.existsSync(target), target);
      assert.deepEqual(cacheGroups, ['tabs']);
      assert.deepEqual(webpackOf(plugin).banners, [COMPILE_HINT]);
      assert.deepEqual(webpackOf(plugin, false, 'development').banners, [], 'a banner on the dev server');
      assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad', "V8's magic comment, word for word");
      // The server bundle has no chunks to share, and no browser engine reads its comments.
      const server = webpackOf(plugin, true);
      assert.deepEqual(server.banners, []);
      assert.deepEqual(Object.keys(server.alias).map(keyOf).sort(), [
        'node_modules/@docusaurus/theme-classic/lib/prism-include-languages$',
      ]);
      assert.deepEqual(server.cacheGroups, []);
    }
  });

  it('the option `without` leaves out each mechanism it names, and only it', () => {
    const parts = (options: SpeedOptions) => {
      const plugin = pluginFor(undefined, options)!;
      const {alias, cacheGroups, banners} = webpackOf(plugin);
      return {
        modules: plugin.getClientModules!().map((m) => path.basename(m)),
        theme: plugin.getThemePath?.(),
        aliases: Object.keys(alias).map(keyOf),
        cacheGroups,
        banners,
      };
    };
    const all = parts({without: []});
    const hasAlias = (p: ReturnType<typeof parts>, pattern: RegExp) => p.aliases.some((a) => pattern.test(a));
    const expected: Partial<Record<Mechanism, (p: ReturnType<typeof parts>) => boolean>> = {
      'prism-out-of-main': (p) => !hasAlias(p, /prism/),
      'tabs-chunk': (p) => !p.cacheGroups.includes('tabs'),
      'prefetch-on-intent': (p) => !p.modules.includes('prefetchOnIntent.ts'),
      'intl-warmup': (p) => !p.modules.includes('warmIntl.ts'),
      'compile-hints': (p) => p.banners.length === 0,
      'mobile-sidebar-after-paint': (p) => !themeSlots(p.theme).includes('DocSidebar'),
      'stable-page-body': (p) => !themeSlots(p.theme).includes('DocItem/Content'),
    };
    // Those of the docs' MDX pipeline are the config's (below).
    assert.deepEqual(
      [...Object.keys(expected), ...IN_MDX].sort(),
      Object.keys(MECHANISMS).sort(),
      'a mechanism is neither taken out by the option nor in the MDX pipeline',
    );
    for (const [name, isLeftOut] of Object.entries(expected) as [Mechanism, (p: typeof all) => boolean][]) {
      assert.equal(isLeftOut(all), false, `${name} is out of the full plugin`);
      const without = parts({without: [name]});
      assert.ok(isLeftOut(without), `without: ['${name}'] leaves it in`);
      for (const [other, otherLeftOut] of Object.entries(expected))
        if (other !== name) assert.equal(otherLeftOut(without), false, `without: ['${name}'] also drops ${other}`);
    }
  });

  it('its part of the docs’ MDX pipeline: on with the plugin, out with the plugin or the mechanism', () => {
    assert.deepEqual(IN_MDX, ['rest-after-paint']);
    assert.deepEqual(docsRehypePlugins({}), [rehypeRestAfterPaint]);
    assert.deepEqual(docsRehypePlugins({without: ['rest-after-paint']}), []);
    // The docs and community instances take it with the plugin's options (config/speed.ts), and none when it is off.
    // The docs and community instances take it with the plugin's options (config/speed.ts; the switch is unset here).
    assert.deepEqual(sharedDocsOptions.rehypePlugins, SPEED_ON ? [rehypeRestAfterPaint] : []);
  });

  it("its README's table lists every mechanism, by its name in the option, and nothing else", () => {
    const readme = fs.readFileSync(path.join(PLUGIN_DIR, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## What it holds'));
    const rows = [...table.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((m) => m[1]);
    assert.deepEqual(rows.sort(), Object.keys(MECHANISMS).sort());
  });

  it('a bad switch fails the build with the values there are', () => {
    assert.throws(() => speedOn('of'), /LARAVEXT_SPEED: "of" is none of "on", "off" or "without:NAME,..."/);
    assert.throws(() => speedOn('intl-warmup'), /is none of "on", "off"/);
    assert.throws(() => speedOn('without:prefetch'), /unknown mechanism "prefetch"/);
    assert.throws(() => parseWithout('intl-warmup,prefetch'), /unknown mechanism "prefetch"; known: prism-out-of-main/);
    assert.throws(() => speed(context, {without: 'speed'}), /unknown mechanism "speed"/);
    assert.deepEqual(parseWithout(' tabs-chunk, intl-warmup tabs-chunk'), ['tabs-chunk', 'intl-warmup']);
  });

  it('nothing of the site imports the plugin: only the config, its switch and its MDX options do', () => {
    const files = [
      ...['src', 'config', 'scripts'].flatMap((d) => walk(path.join(root, d))),
      path.join(root, 'docusaurus.config.ts'),
    ].filter((f) => /\.(tsx?|mjs|js)$/.test(f) && !f.startsWith(PLUGIN_DIR + path.sep));
    assert.ok(files.length > 20, `only ${files.length} files scanned`);
    const importers = files
      // The internals registry reads the plugin's rows (plugins/speed/internals), data the build never loads.
      .filter((f) => /from\s+['"][^'"]*plugins\/speed(?!\/internals['"])[/'"]/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => !['docusaurus.config.ts', 'config/speed.ts', 'config/docs.ts'].includes(f));
    assert.deepEqual(importers, [], 'these files need the speed plugin: the site would not build without it');
  });
});
