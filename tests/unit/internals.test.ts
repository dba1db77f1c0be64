// Guards every reach into Docusaurus (and search plugin) internals, as the registry lists them (each subsystem's
// `internals.ts`, gathered by src/internals; notes/INTERNALS.md is written from it). Each check compares
// the installed packages with what the mechanism was checked against (notes/internals.lock.json): content hashes of
// the files it replaces, patches, imports privately or relies on, the names it uses, the swizzle status of each theme
// slot we wrap or own (in src/theme and the plugins' theme folders). Every check fails when what it looks for is not
// there (a file, a name, a pattern): a guard that matches nothing never passes. A failure names the mechanism to
// revisit.
//
// After an upgrade, revisit each failing mechanism (notes/INTERNALS.md says what to check), then record the new state:
//   UPDATE_INTERNALS_LOCK=1 node --import tsx --test tests/unit/internals.test.ts
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {globSync} from 'tinyglobby';
import {CHUNK_GLOBAL} from '../support/chunkGlobal';
import {CONFIG_VALIDATION, futureKeyProblems} from '../../scripts/lib/configKeys';
import {nodeEngineProblems, reactPeerProblems, type Manifest} from '../support/internals/requirements';
import {readSwizzleConfig, type SwizzleConfig} from '../support/internals/swizzleConfig';
import {REACHES, REGISTRY, REQUIREMENTS, type Names, type Reach} from '../../src/internals';
import {internalsPage} from '../../scripts/internals-page';

const root = path.resolve(__dirname, '../..');
const modules = path.join(root, 'node_modules');
const LOCK_FILE = path.join(root, 'notes', 'internals.lock.json');
const NOTES_FILE = path.join(root, 'notes', 'INTERNALS.md');
const UPDATE = process.env.UPDATE_INTERNALS_LOCK === '1';

type Mechanism = Reach;

/** Every reach of the registry, each subsystem's rows beside its code (src/internals). */
const MECHANISMS: readonly Mechanism[] = REACHES;

/** Themes that provide slots, in the order their components override each other (later wins). */
const THEMES = [
  {name: '@docusaurus/theme-classic', themeDir: 'lib/theme'},
  {name: '@easyops-cn/docusaurus-search-local', themeDir: 'dist/client/client/theme'},
];

/** Packages whose installed versions the lock records (shown in every failure). */
const PACKAGES = [
  '@docusaurus/core',
  '@docusaurus/faster',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/preset-classic',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@easyops-cn/docusaurus-search-local',
];

interface SlotState {
  kind: 'wrap' | 'own';
  theme: string | null;
  /** The swizzle status of the action the slot amounts to (wrap, or eject for our own component). */
  status: string;
  /** Content hash of the original component's own files (its folder without sub-slots, or its file). */
  sha256: string | null;
}

interface Lock {
  versions: Record<string, string | null>;
  files: Record<string, Record<string, string | null>>;
  slots: Record<string, SlotState>;
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const readAbsolute = (file: string): string | null =>
  fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : null;
const read = (rel: string): string | null => readAbsolute(path.join(modules, rel));

/** The package name at the start of `rel` (`@scope/name/...` or `name/...`). */
const packageOf = (rel: string) =>
  rel
    .split('/')
    .slice(0, rel.startsWith('@') ? 2 : 1)
    .join('/');

/** A `Names` entry's file: in the repository, in node_modules, or in the copy of its package that `from` loads. */
/** The folder of `pkg` as code in `from` resolves it, also for a package whose exports leave out package.json. */
function packageDir(pkg: string, from: string): string | null {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`, {paths: [from]}));
  } catch {
    // Not exported: find the folder from the package's entry point.
  }
  let entry: string;
  try {
    entry = require.resolve(pkg, {paths: [from]});
  } catch {
    return null;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === pkg)
      return dir;
  }
  return null;
}

function namesFile({file, from, site}: Names): {shown: string; text: string | null} {
  if (site) return {shown: file, text: readAbsolute(path.join(root, file))};
  if (!from) return {shown: `node_modules/${file}`, text: read(file)};
  const pkg = packageOf(file);
  const dir = packageDir(pkg, path.join(modules, from));
  if (dir === null) return {shown: `${pkg} (as ${from} loads it)`, text: null};
  const full = path.join(dir, file.slice(pkg.length + 1));
  return {shown: path.relative(root, full).split(path.sep).join('/'), text: readAbsolute(full)};
}
const hashOf = (rel: string): string | null => {
  const text = read(rel);
  return text === null ? null : sha256(text);
};
const versionOf = (pkg: string): string | null => {
  const text = read(`${pkg}/package.json`);
  return text === null ? null : (JSON.parse(text) as {version: string}).version;
};

const lock: Lock | null = fs.existsSync(LOCK_FILE) ? (JSON.parse(fs.readFileSync(LOCK_FILE, 'utf8')) as Lock) : null;
const installedVersions = Object.fromEntries(PACKAGES.map((pkg) => [pkg, versionOf(pkg)]));

function versionDiff(): string {
  const changed = PACKAGES.filter((pkg) => lock?.versions[pkg] !== installedVersions[pkg]).map(
    (pkg) => `${pkg} ${lock?.versions[pkg] ?? 'none'} -> ${installedVersions[pkg] ?? 'missing'}`,
  );
  return changed.length
    ? `Checked against other versions: ${changed.join(', ')}.`
    : 'Same package versions as checked.';
}

/** The failure message: which mechanism to revisit, where we use it, and where to read about it. */
function revisit(id: string, usedBy: string[], problems: string[]): string {
  return [
    `\n[internals] REVISIT "${id}" (used by ${usedBy.join(', ')}):`,
    ...problems.map((p) => `  - ${p}`),
    `  ${versionDiff()}`,
    `  See notes/INTERNALS.md, "${id}", for why it exists and what to check; ` +
      'once revisited, record the new state with',
    '  UPDATE_INTERNALS_LOCK=1 node --import tsx --test tests/unit/internals.test.ts\n',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Theme slots: every component under src/theme, whether it wraps a theme component (through @theme-original, the
// documented alias: the component below the site) or replaces it; and each plugin's theme (src/plugins/*/theme), whose
// wrappers go through @theme-init (the documented alias for a theme that wraps another theme's component:
// @theme-original would be the wrapper itself). The local search's theme wraps the search plugin's components through
// an alias of its own (src/plugins/local-search/index.ts): there @theme-init/SearchBar is the classic theme's.

const THEME_DIR = path.join(root, 'src', 'theme');
const PLUGINS_DIR = path.join(root, 'src', 'plugins');
/** The alias a plugin's theme wraps through, where it is not @theme-init. */
const PLUGIN_WRAP_ALIAS: Record<string, string> = {'local-search': '@search-local-theme'};
const ALIASES = ['@theme-original', '@theme-init', ...Object.values(PLUGIN_WRAP_ALIAS)];

interface ThemeFolder {
  dir: string;
  /** How its slots are named in the lock and the messages: the site's by their name, a plugin's with a prefix. */
  prefix: string;
  /** The alias its wrappers render the component below through, and the ones they never use. */
  wrapAlias: string;
  otherAliases: string[];
}
const themeFolder = (dir: string, prefix: string, wrapAlias: string): ThemeFolder => ({
  dir,
  prefix,
  wrapAlias,
  otherAliases: ALIASES.filter((a) => a !== wrapAlias),
});
const PLUGIN_THEMES = fs
  .readdirSync(PLUGINS_DIR)
  .filter((name) => fs.existsSync(path.join(PLUGINS_DIR, name, 'theme')))
  .sort();
const THEME_FOLDERS: ThemeFolder[] = [
  themeFolder(THEME_DIR, '', '@theme-original'),
  ...PLUGIN_THEMES.map((name) =>
    themeFolder(path.join(PLUGINS_DIR, name, 'theme'), `${name} plugin: `, PLUGIN_WRAP_ALIAS[name] ?? '@theme-init'),
  ),
];

function walk(dir: string): string[] {
  return globSync('**', {cwd: dir, absolute: true, dot: true});
}

interface OurSlot {
  /** The slot's name in the lock: `slot`, with the folder's prefix. */
  key: string;
  slot: string;
  folder: ThemeFolder;
  kind: 'wrap' | 'own';
  /** The slots the file imports through the wrapping alias, and what it imports through the others (`alias/slot`). */
  wraps: string[];
  wrongAlias: string[];
}

/**
 * A theme file's code with that of the helpers outside the theme folder it imports, relatively, directly or through
 * other such helpers: a wrapper may render the theme's component through one, and the alias it wraps through is then
 * there.
 */
function codeWithHelpers(file: string, themeDir: string): string {
  const seen = new Set<string>();
  const visit = (current: string): string => {
    if (seen.has(current)) return '';
    seen.add(current);
    const code = fs.readFileSync(current, 'utf8');
    const helpers = [...code.matchAll(/(?:from\s+|import\(\s*(?:\/\*[^*]*\*\/\s*)?)['"](\.{1,2}\/[^'"]+)['"]/g)]
      .map((m) => path.resolve(path.dirname(current), m[1]))
      .map((base) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(isFile))
      .filter((f): f is string => f !== undefined && !f.startsWith(themeDir + path.sep));
    return [code, ...helpers.map(visit)].join('\n');
  };
  return visit(file);
}
const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();

/**
 * Our files under the theme folder as slot names (`CodeBlock/Line`), with their kind. Helpers inside a slot
 * folder are skipped by the caller.
 */
function ourSlots(): OurSlot[] {
  return THEME_FOLDERS.flatMap((folder) =>
    walk(folder.dir)
      .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => {
        const code = codeWithHelpers(file, folder.dir);
        const imported = (alias: string) =>
          [...code.matchAll(new RegExp(`['"]${alias}/([^'"]+)['"]`, 'g'))].map((m) => m[1]);
        const wraps = imported(folder.wrapAlias);
        const slot = path
          .relative(folder.dir, file)
          .split(path.sep)
          .join('/')
          .replace(/(\/index)?\.(tsx?|jsx?)$/, '');
        return {
          key: folder.prefix + slot,
          slot,
          folder,
          kind: wraps.length ? ('wrap' as const) : ('own' as const),
          wraps,
          wrongAlias: folder.otherAliases.flatMap((alias) => imported(alias).map((slot) => `${alias}/${slot}`)),
        };
      }),
  );
}

/** The original component's own files: `Slot.*` beside it, or the files (not sub-folders) of `Slot/`. */
function originalFiles(themeRoot: string, slot: string): string[] {
  const asDir = path.join(themeRoot, slot);
  if (fs.existsSync(asDir) && fs.statSync(asDir).isDirectory()) {
    return fs
      .readdirSync(asDir, {withFileTypes: true})
      .filter((e) => e.isFile())
      .map((e) => path.join(asDir, e.name))
      .sort();
  }
  const parent = path.dirname(asDir);
  const base = path.basename(asDir);
  if (!fs.existsSync(parent)) return [];
  return fs
    .readdirSync(parent)
    .filter((name) => name.split('.')[0] === base && /\.(jsx?|d\.ts|css)$/.test(name))
    .map((name) => path.join(parent, name))
    .sort();
}

/** A theme's swizzle config, read as text (loading the theme may fail under a newer Docusaurus or Node). */
function swizzleConfigOf(pkg: string): SwizzleConfig | null {
  const dir = path.join(modules, pkg);
  if (!fs.existsSync(path.join(dir, 'package.json'))) return null;
  try {
    return readSwizzleConfig(dir);
  } catch (error) {
    throw new Error(
      `[internals] REVISIT "theme slots": cannot read the swizzle config of ${pkg} (${String(error)}); ` +
        'see notes/INTERNALS.md',
    );
  }
}

function currentSlots(): Record<string, SlotState> {
  const configs = THEMES.map((t) => swizzleConfigOf(t.name));
  const slots: Record<string, SlotState> = {};
  const mine = ourSlots();
  for (const {key, slot, kind, folder} of mine) {
    const providers = THEMES.map((theme, i) =>
      originalFiles(path.join(modules, theme.name, theme.themeDir), slot).length ? i : -1,
    ).filter((i) => i >= 0);
    // The site wraps what is below it: the last theme that provides the slot.
    const provider = providers.length ? providers[providers.length - 1] : null;
    // A helper of its parent slot, unless the lock knows it as a slot (then its original has gone: a failure).
    const parent = slot.split('/').slice(0, -1).join('/');
    const isHelper = mine.some((s) => s.folder === folder && s.slot === parent) && !(key in (lock?.slots ?? {}));
    if (provider === null && isHelper) continue;
    const action = kind === 'wrap' ? 'wrap' : 'eject';
    if (provider === null) {
      slots[key] = {kind, theme: null, status: 'missing', sha256: null};
      continue;
    }
    const theme = THEMES[provider];
    const files = originalFiles(path.join(modules, theme.name, theme.themeDir), slot);
    const status = configs[provider]?.components[slot]?.actions[action] ?? 'unsafe';
    const hash = sha256(files.map((f) => `${path.basename(f)}\n${fs.readFileSync(f, 'utf8')}`).join('\n\0'));
    slots[key] = {kind, theme: theme.name, status, sha256: status === 'safe' ? null : hash};
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------------------------

function currentFiles(): Lock['files'] {
  return Object.fromEntries(MECHANISMS.map((m) => [m.id, Object.fromEntries(m.files.map((f) => [f, hashOf(f)]))]));
}

/** Checks of what the installed Docusaurus requires, by their ids in the registry. */
const REQUIREMENT = Object.fromEntries(Object.entries(REQUIREMENTS).map(([k, r]) => [k, r.id])) as {
  [K in keyof typeof REQUIREMENTS]: (typeof REQUIREMENTS)[K]['id'];
};

/**
 * The prefix the bundler of Docusaurus Faster gives its chunk-loading global by default (`output.chunkLoadingGlobal`:
 * `webpackChunk` in Rspack 1, `rspackChunk` in Rspack 2), read from @rspack/core's source where @docusaurus/faster
 * resolves it.
 */
function bundlerChunkGlobalPrefix(): {shown: string; prefix: string | null} {
  let dir: string;
  try {
    dir = path.dirname(
      require.resolve('@rspack/core/package.json', {paths: [path.join(modules, '@docusaurus/faster')]}),
    );
  } catch {
    return {shown: '@rspack/core (as @docusaurus/faster loads it)', prefix: null};
  }
  const shown = path.relative(root, dir).split(path.sep).join('/');
  const files = globSync('dist/**/*.{js,cjs,mjs}', {cwd: dir, absolute: true});
  for (const file of files) {
    const match = /['"]chunkLoadingGlobal['"]\s*,\s*\(\)\s*=>\s*`(\w+)\$\{/.exec(fs.readFileSync(file, 'utf8'));
    if (match) return {shown: `${shown}/${path.relative(dir, file)}`, prefix: match[1]};
  }
  return {shown, prefix: null};
}

if (UPDATE) {
  it('records the installed state in notes/internals.lock.json', () => {
    const next: Lock = {
      versions: installedVersions,
      files: currentFiles(),
      slots: currentSlots(),
    };
    fs.writeFileSync(LOCK_FILE, `${JSON.stringify(next, null, 2)}\n`);
  });
} else {
  describe('Docusaurus internals we rely on are as checked (notes/INTERNALS.md)', () => {
    it('the lock file exists', () => {
      assert.ok(
        lock,
        '[internals] notes/internals.lock.json is missing: ' +
          'run UPDATE_INTERNALS_LOCK=1 node --import tsx --test tests/unit/internals.test.ts',
      );
    });

    for (const mechanism of MECHANISMS) {
      it(mechanism.id, () => {
        const problems: string[] = [];
        const expected = lock?.files[mechanism.id] ?? {};
        for (const file of mechanism.files) {
          const actual = hashOf(file);
          if (actual === null) problems.push(`node_modules/${file} no longer exists`);
          else if (!(file in expected)) problems.push(`node_modules/${file} has no recorded hash`);
          else if (expected[file] !== actual)
            problems.push(
              `node_modules/${file} changed ` +
                `(sha256 ${actual.slice(0, 12)}, checked ${String(expected[file]).slice(0, 12)})`,
            );
        }
        for (const names of mechanism.names ?? []) {
          const {shown, text} = namesFile(names);
          if (text === null) problems.push(`${shown} no longer exists`);
          else
            for (const name of names.includes)
              if (!text.includes(name)) problems.push(`${shown} no longer contains ${JSON.stringify(name)}`);
        }
        if (mechanism.files.length === 0 && (mechanism.names ?? []).length === 0)
          problems.push('the guard checks no file and no name: it would pass whatever changed');
        assert.deepEqual(problems, [], revisit(mechanism.id, mechanism.usedBy, problems));
      });
    }

    // What the installed Docusaurus requires (notes/INTERNALS.md, "Requirements of the installed Docusaurus").
    const coreManifest = JSON.parse(read('@docusaurus/core/package.json') ?? '{}') as Manifest;
    const ourManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;

    it(`${REQUIREMENT.node} (engines.node of @docusaurus/core, the Node running, package.json engines)`, () => {
      const problems = nodeEngineProblems(coreManifest, ourManifest, process.versions.node);
      assert.deepEqual(problems, [], revisit(REQUIREMENT.node, ['package.json'], problems));
    });

    it(`${REQUIREMENT.react} (the react and react-dom installed fit the peers of @docusaurus/core)`, () => {
      const problems = reactPeerProblems(coreManifest, {
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
      });
      assert.deepEqual(problems, [], revisit(REQUIREMENT.react, ['package.json'], problems));
    });

    it(`${REQUIREMENT.future} (core's config validation knows every key we set)`, () => {
      const validation = read(CONFIG_VALIDATION);
      const problems =
        validation === null
          ? [`node_modules/${CONFIG_VALIDATION} no longer exists: find where core validates the config`]
          : futureKeyProblems(fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8'), validation);
      assert.deepEqual(problems, [], revisit(REQUIREMENT.future, ['docusaurus.config.ts'], problems));
    });

    it(`${REQUIREMENT.generatedDir} (core still reads each variable of config/build.env)`, () => {
      const file = '@docusaurus/utils/lib/constants.js';
      const variables = [...fs.readFileSync(path.join(root, 'config', 'build.env'), 'utf8').matchAll(/^(\w+)=/gm)].map(
        (m) => m[1],
      );
      const text = read(file);
      const problems =
        text === null
          ? [`node_modules/${file} no longer exists: find where core reads the build's settings`]
          : variables.length === 0
            ? ['config/build.env sets no variable']
            : variables
                .filter((v) => !text.includes(`= process.env.${v} ??`))
                .map((v) => `${file} no longer reads ${v}`);
      assert.deepEqual(problems, [], revisit(REQUIREMENT.generatedDir, ['config/build.env'], problems));
    });

    it(`${REQUIREMENT.chunkGlobal} (the bundler's default still matches tests/support/chunkGlobal.ts)`, () => {
      const {shown, prefix} = bundlerChunkGlobalPrefix();
      const problems: string[] = [];
      if (prefix === null)
        problems.push(
          `${shown}: no default chunkLoadingGlobal found (\`chunkLoadingGlobal', () => \`<prefix>\${...}\`)`,
        );
      else if (!CHUNK_GLOBAL.test(`self.${prefix}laravext_website`) && !CHUNK_GLOBAL.test(`globalThis.${prefix}x`))
        problems.push(`${shown} names chunk globals "${prefix}…", which CHUNK_GLOBAL (${String(CHUNK_GLOBAL)}) misses`);
      assert.deepEqual(
        problems,
        [],
        revisit(REQUIREMENT.chunkGlobal, ['tests/support/chunkGlobal.ts', 'tests/support/patchModule.ts'], problems),
      );
    });

    it('every file a mechanism names as its user exists', () => {
      const missing = MECHANISMS.flatMap((m) =>
        m.usedBy.filter((f) => !fs.existsSync(path.join(root, f))).map((f) => `"${m.id}": ${f}`),
      );
      assert.deepEqual(missing, [], `[internals] files named by the registry's rows that do not exist`);
    });

    it('patch: every patch in patches/ targets the installed version and is applied', () => {
      const problems: string[] = [];
      const files: string[] = [];
      for (const name of fs.readdirSync(path.join(root, 'patches')).filter((f) => f.endsWith('.patch'))) {
        files.push(`patches/${name}`);
        const [, pkg, version] = name.match(/^(.+)\+([^+]+)\.patch$/) ?? [];
        const pkgName = pkg?.replace(/\+/g, '/') ?? name;
        const installed = versionOf(pkgName);
        if (installed !== version)
          problems.push(
            `patches/${name} is for ${pkgName} ${version}; installed: ${installed ?? 'none'} ` +
              '(patch-package will refuse or misapply it)',
          );
        const patch = fs.readFileSync(path.join(root, 'patches', name), 'utf8');
        const sections = patch.split(/^diff --git /m).slice(1);
        if (sections.length === 0) problems.push(`patches/${name} changes no file: the guard would check nothing`);
        for (const section of sections) {
          const target = section.match(/^\+\+\+ b\/node_modules\/(.+)$/m)?.[1];
          if (!target) {
            problems.push(`patches/${name} has a section without a node_modules target`);
            continue;
          }
          const text = read(target);
          const added = [...section.matchAll(/^\+(?!\+\+ )(.*)$/gm)].map((m) => m[1]).filter((line) => line.trim());
          if (added.length === 0) problems.push(`patches/${name} adds no line to ${target}: cannot tell it is applied`);
          if (text === null) problems.push(`node_modules/${target}, which patches/${name} changes, no longer exists`);
          else if (!added.every((line) => text.includes(line)))
            problems.push(
              `node_modules/${target} does not carry patches/${name} ` +
                '(not applied: run npx patch-package --error-on-fail)',
            );
        }
      }
      const unlisted = files.filter((f) => !MECHANISMS.some((m) => m.id.startsWith('patch: ') && m.usedBy.includes(f)));
      assert.deepEqual(unlisted, [], '[internals] a patch in patches/ is used by no "patch: ..." mechanism');
      assert.deepEqual(
        problems,
        [],
        revisit(
          MECHANISMS.filter((m) => m.id.startsWith('patch: '))
            .map((m) => m.id)
            .join(', '),
          files,
          problems,
        ),
      );
    });

    describe('theme slots we wrap or own', () => {
      const slots = currentSlots();
      const mine = ourSlots();
      const noted = new Set(REGISTRY.flatMap((r) => r.slots.map((n) => n.slot)));
      const keys = [...new Set([...Object.keys(slots), ...Object.keys(lock?.slots ?? {})])].sort();
      it("finds our theme components (the walk of src/theme and the plugins' themes works)", () => {
        assert.ok(Object.keys(slots).length > 5, '[internals] no theme slot found: the guard would check nothing');
        const unwalked = ['speed', ...Object.keys(PLUGIN_WRAP_ALIAS)].filter((name) => !PLUGIN_THEMES.includes(name));
        assert.deepEqual(unwalked, [], '[internals] plugins whose theme folder the walk did not find');
      });
      for (const key of keys) {
        it(`theme slot: ${key}`, () => {
          const now = slots[key];
          const was = lock?.slots[key];
          const ours = mine.find((s) => s.key === key);
          const folder =
            ours?.folder ?? THEME_FOLDERS.find((f) => f.prefix && key.startsWith(f.prefix)) ?? THEME_FOLDERS[0];
          const slot = key.slice(folder.prefix.length);
          const where = `${path.relative(root, folder.dir).split(path.sep).join('/')}/${slot}`;
          const problems: string[] = [];
          if (!now) problems.push(`${where} is gone but still in the lock`);
          else if (now.status === 'missing')
            problems.push(`no theme provides ${slot} any more: ${where} is dead code or must move to the new slot`);
          else if (!was)
            problems.push(
              `${where} (${now.kind}, ${now.status}) is new: list it in notes/INTERNALS.md if not safe, and record it`,
            );
          else {
            if (was.kind !== now.kind) problems.push(`${where} changed from ${was.kind} to ${now.kind}`);
            if (was.theme !== now.theme) problems.push(`${slot} is now provided by ${now.theme}, was ${was.theme}`);
            if (was.status !== now.status)
              problems.push(
                `${now.theme} now marks ${now.kind === 'wrap' ? 'wrapping' : 'ejecting'} ${slot} ` +
                  `"${now.status}", was "${was.status}"`,
              );
            if (now.status !== 'safe' && was.sha256 !== now.sha256)
              problems.push(`the original ${slot} of ${now.theme} (unsafe to swizzle) changed`);
          }
          if (now && now.status !== 'safe' && !noted.has(slot))
            problems.push(`${slot} is "${now.status}" to ${now.kind} but no subsystem's internals.ts notes why`);
          // A wrapper wraps through its folder's documented alias, and only its own slot.
          if (ours?.wrongAlias.length)
            problems.push(`${where} imports ${ours.wrongAlias.join(', ')}: wrap with ${folder.wrapAlias}`);
          if (ours && ours.wraps.some((w) => w !== slot))
            problems.push(`${where} wraps ${ours.wraps.join(', ')} through ${folder.wrapAlias}, not its own slot`);
          assert.deepEqual(problems, [], revisit(`theme slot: ${key}`, [where], problems));
        });
      }
    });

    it('notes/INTERNALS.md is written from the registry (npm run internals)', () => {
      assert.equal(
        fs.readFileSync(NOTES_FILE, 'utf8'),
        internalsPage(lock),
        '[internals] notes/INTERNALS.md differs from the registry: run npm run internals',
      );
    });

    it('no unlisted reach into internals in src/, config/, scripts/, docusaurus.config.ts', () => {
      const REACH = [
        /@docusaurus\/[\w-]+\/(lib|src)\//,
        /@docusaurus\/theme-common\/internal/,
        /NormalModuleReplacementPlugin/,
        /\balias\s*:\s*\{/,
        /generatedFilesDir/,
        /new Function\(/,
        /window\.docusaurus\b/,
        /@easyops-cn\/docusaurus-search-local\/dist/,
      ];
      // The readers of the requirement checks above: they read core's files as text (row "requirement: config keys
      // under future").
      const requirementReaders = ['scripts/lib/configKeys.ts'];
      // Matches a pattern above without reaching in: the dev-only notice writes its own JSON file into the documented
      // LoadContext.generatedFilesDir and aliases a name of its own to it, the code-blocks plugin writes its palettes'
      // CSS there and loads it as a client module; no Docusaurus file or module is read or replaced.
      const ownFilesOnly = ['src/plugins/content-checks/index.ts', 'src/plugins/code-blocks/index.ts'];
      const listed = new Set([...MECHANISMS.flatMap((m) => m.usedBy), ...requirementReaders, ...ownFilesOnly]);
      const files = [
        ...['src', 'config', 'scripts'].flatMap((d) => walk(path.join(root, d))),
        path.join(root, 'docusaurus.config.ts'),
      ]
        .filter((f) => /\.(tsx?|mjs|js)$/.test(f))
        // The registry itself names what it guards.
        .filter((f) => !f.endsWith(`${path.sep}internals.ts`) && !f.startsWith(path.join(root, 'src', 'internals')))
        .map((f) => path.relative(root, f).split(path.sep).join('/'));
      const unlisted = files.filter((f) => {
        // Comments may name internals; code may not reach them unlisted.
        const code = fs
          .readFileSync(path.join(root, f), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        return REACH.some((r) => r.test(code)) && !listed.has(f);
      });
      assert.deepEqual(
        unlisted,
        [],
        '[internals] these files reach into Docusaurus internals but no mechanism lists them: ' +
          "add a row to the internals.ts of the file's subsystem (src/internals gathers them): " +
          unlisted.join(', '),
      );
    });
  });
}
