// Guards every reach into Docusaurus (and search plugin) internals listed in notes/INTERNALS.md. Each check compares
// the installed packages with what the mechanism was checked against (notes/internals.lock.json): content hashes of
// the files it replaces, patches, imports privately or relies on, the names it uses, the swizzle status of each theme
// slot we wrap or own, and core's default SSR template. A failure names the mechanism to revisit.
//
// After an upgrade, revisit each failing mechanism (notes/INTERNALS.md says what to check), then record the new state:
//   UPDATE_INTERNALS_LOCK=1 node --import tsx --test tests/unit/internals.test.ts
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, it} from 'node:test';
import {CSP_PLACEHOLDER, ssrTemplate} from '../../config/ssrTemplate';

const root = path.resolve(__dirname, '../..');
const modules = path.join(root, 'node_modules');
const LOCK_FILE = path.join(root, 'notes', 'internals.lock.json');
const NOTES_FILE = path.join(root, 'notes', 'INTERNALS.md');
const UPDATE = process.env.UPDATE_INTERNALS_LOCK === '1';

/** A reach into internals: its row in notes/INTERNALS.md, where we use it, and what it relies on. */
interface Mechanism {
  id: string;
  usedBy: string[];
  /** Files (relative to node_modules) whose exact content the mechanism was checked against. */
  files: string[];
  /** Names that must still appear in a file (relative to node_modules): exports, re-exports, ids, storage keys. */
  names?: {file: string; includes: string[]}[];
}

const MECHANISMS: Mechanism[] = [
  {
    id: 'private import: browserContext',
    usedBy: ['src/components/HydrationFlag/index.tsx'],
    files: ['@docusaurus/core/lib/client/browserContext.js', '@docusaurus/core/lib/client/exports/useIsBrowser.js'],
    names: [
      {file: '@docusaurus/core/lib/client/browserContext.js', includes: ['export const Context']},
      {
        file: '@docusaurus/core/lib/client/exports/useIsBrowser.js',
        includes: ["import { Context } from '../browserContext'"],
      },
    ],
  },
  {
    id: 'private import: theme-common/internal',
    usedBy: ['src/components/FrameworkOnly/useFramework.ts'],
    files: ['@docusaurus/theme-common/lib/utils/historyUtils.js'],
    names: [
      {file: '@docusaurus/theme-common/package.json', includes: ['"./internal": "./lib/internal.js"']},
      {file: '@docusaurus/theme-common/lib/internal.js', includes: ['useQueryStringValue']},
    ],
  },
  {
    id: 'alias: theme-classic prism-include-languages client module',
    usedBy: [
      'src/plugins/code-highlighting/index.ts',
      'src/plugins/code-highlighting/noGrammarsAtStartup.ts',
      'src/theme/CodeBlock/index.tsx',
    ],
    files: [
      '@docusaurus/theme-classic/lib/prism-include-languages.js',
      '@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
    ],
    names: [{file: '@docusaurus/theme-classic/lib/index.js', includes: ["'./prism-include-languages'"]}],
  },
  {
    id: 'alias: prism-react-renderer',
    usedBy: ['src/plugins/code-highlighting/index.ts', 'src/prism/index.tsx'],
    files: ['prism-react-renderer/package.json'],
  },
  {
    id: 'page chunks in the HTML: getBundles gets chunk names',
    usedBy: ['config/ssrTemplate.ts', 'patches/@docusaurus+core+3.10.2.patch'],
    files: [
      '@docusaurus/core/lib/ssg/ssgTemplate.js',
      'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
    ],
    names: [
      {file: '@docusaurus/core/lib/ssg/ssgTemplate.js', includes: ['getBundles)(manifest, modulesToBeLoaded)']},
      {
        file: 'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
        includes: ['return [names[0] || id];'],
      },
    ],
  },
  {
    id: 'ssrTemplate: copy of core default template',
    usedBy: ['config/ssrTemplate.ts', 'scripts/postbuild.ts', 'scripts/csp.ts'],
    files: ['@docusaurus/core/lib/ssg/ssgTemplate.html.js'],
  },
  {
    id: 'patch: @docusaurus+core+3.10.2.patch',
    usedBy: ['patches/@docusaurus+core+3.10.2.patch'],
    files: [
      '@docusaurus/core/lib/client/clientEntry.js',
      '@docusaurus/core/lib/client/normalizeLocation.js',
      '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ],
  },
  {
    id: 'window.docusaurus replaced (prefetch on intent)',
    usedBy: ['src/clientModules/prefetchOnIntent.ts'],
    files: ['@docusaurus/core/lib/client/docusaurus.js'],
    names: [
      {
        file: '@docusaurus/core/lib/client/exports/Link.js',
        includes: ['window.docusaurus.prefetch(', 'window.docusaurus.preload('],
      },
    ],
  },
  {
    id: 'announcement bar early-hide attribute',
    usedBy: ['src/theme/AnnouncementBar/Content/index.tsx'],
    files: [],
    names: [
      {
        file: '@docusaurus/theme-classic/lib/inlineScripts.js',
        includes: ["'data-announcement-bar-initially-dismissed'", 'docusaurus.announcement.dismiss'],
      },
      {
        file: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
        includes: ["createStorageSlot('docusaurus.announcement.dismiss')"],
      },
    ],
  },
  {
    id: 'skip-to-content fallback id',
    usedBy: ['src/theme/SkipToContent/index.tsx'],
    files: [],
    names: [
      {
        file: '@docusaurus/theme-common/lib/utils/skipToContentUtils.js',
        includes: ["'__docusaurus_skipToContent_fallback'"],
      },
    ],
  },
  {
    id: "search index tiers: the search plugin's index files",
    usedBy: ['src/plugins/local-search/index.ts', 'src/plugins/local-search/tiers.ts', 'src/theme/SearchBar/index.tsx'],
    files: [
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js',
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos.js',
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/postBuildFactory.js',
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments.js',
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js',
      '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
      '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
    ],
    names: [
      {
        file: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js',
        includes: ['export const searchIndexUrl = ', 'search-index{dir}-${indexHash}.json'],
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js',
        includes: ['["Title"] = 0', '["Heading"] = 1', '["Description"] = 2', '["Keywords"] = 3', '["Content"] = 4'],
      },
    ],
  },
  {
    id: "other plugins' loaded content (loadedVersions, blogPosts)",
    usedBy: ['src/plugins/llms-txt/index.ts', 'src/plugins/social-cards/index.ts'],
    files: [],
    names: [
      {
        file: '@docusaurus/plugin-content-docs/lib/index.js',
        includes: ['loadedVersions', "name: 'docusaurus-plugin-content-docs'"],
      },
      {
        file: '@docusaurus/plugin-content-blog/lib/index.js',
        includes: ['blogPosts', "PluginName = 'docusaurus-plugin-content-blog'"],
      },
    ],
  },
];

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
  'prism-react-renderer',
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
  prismRendererImports: string[];
  slots: Record<string, SlotState>;
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const read = (rel: string): string | null => {
  const file = path.join(modules, rel);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : null;
};
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
    `  See notes/INTERNALS.md, row "${id}", for why it exists and what to check; ` +
      'once revisited, record the new state with',
    '  UPDATE_INTERNALS_LOCK=1 node --import tsx --test tests/unit/internals.test.ts\n',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Theme slots: every component under src/theme, whether it wraps (@theme-original) or replaces a theme component.

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Our files under src/theme as slot names (`CodeBlock/Line`), with their kind. Helpers inside a slot folder are skipped
 * by the caller.
 */
function ourSlots(): {slot: string; kind: 'wrap' | 'own'}[] {
  const dir = path.join(root, 'src', 'theme');
  return walk(dir)
    .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => ({
      slot: path
        .relative(dir, file)
        .split(path.sep)
        .join('/')
        .replace(/(\/index)?\.(tsx?|jsx?)$/, ''),
      kind: /@theme-original\//.test(fs.readFileSync(file, 'utf8')) ? ('wrap' as const) : ('own' as const),
    }));
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

type SwizzleConfig = {components: Record<string, {actions: Record<string, string>}>};

async function swizzleConfigOf(pkg: string): Promise<SwizzleConfig | null> {
  const manifest = read(`${pkg}/package.json`);
  if (manifest === null) return null;
  const main = (JSON.parse(manifest) as {main?: string}).main ?? 'index.js';
  // The theme's entry exports getSwizzleConfig; it imports the rest of Docusaurus, which may need a newer Node than the
  // one running the tests. theme-classic keeps the config in a module of its own: read that one then.
  const load = async (rel: string) =>
    (await import(pathToFileURL(path.join(modules, pkg, rel)).href)) as Record<string, unknown>;
  let mod: Record<string, unknown>;
  try {
    mod = await load(main);
  } catch (error) {
    const own = path.join(path.dirname(main), 'getSwizzleConfig.js');
    if (!fs.existsSync(path.join(modules, pkg, own))) {
      throw new Error(
        `[internals] REVISIT "theme slots": cannot load ${pkg} to read its swizzle config (${String(error)}); ` +
          'see notes/INTERNALS.md',
      );
    }
    const config = await load(own);
    mod = {getSwizzleConfig: config.default ?? (config as {getSwizzleConfig?: unknown}).getSwizzleConfig};
  }
  const fromModule = (m: Record<string, unknown> | undefined) =>
    (m?.getSwizzleConfig as (() => SwizzleConfig) | undefined) ?? undefined;
  const getConfig = fromModule(mod) ?? fromModule(mod.default as Record<string, unknown> | undefined);
  if (getConfig) return getConfig();
  const getList = (mod.getSwizzleComponentList ??
    (mod.default as Record<string, unknown> | undefined)?.getSwizzleComponentList) as (() => string[]) | undefined;
  if (getList)
    return {components: Object.fromEntries(getList().map((c) => [c, {actions: {eject: 'safe', wrap: 'safe'}}]))};
  return {components: {}}; // No swizzle config: Docusaurus treats every component as unsafe.
}

async function currentSlots(): Promise<Record<string, SlotState>> {
  const configs = await Promise.all(THEMES.map((t) => swizzleConfigOf(t.name)));
  const slots: Record<string, SlotState> = {};
  const mine = ourSlots();
  const slotNames = new Set(mine.map((s) => s.slot));
  for (const {slot, kind} of mine) {
    let provider: number | null = null;
    THEMES.forEach((theme, i) => {
      if (originalFiles(path.join(modules, theme.name, theme.themeDir), slot).length) provider = i;
    });
    // A helper of its parent slot.
    if (provider === null && slotNames.has(slot.split('/').slice(0, -1).join('/'))) continue;
    const action = kind === 'wrap' ? 'wrap' : 'eject';
    if (provider === null) {
      slots[slot] = {kind, theme: null, status: 'missing', sha256: null};
      continue;
    }
    const theme = THEMES[provider];
    const files = originalFiles(path.join(modules, theme.name, theme.themeDir), slot);
    const status = configs[provider]?.components[slot]?.actions[action] ?? 'unsafe';
    const hash = sha256(files.map((f) => `${path.basename(f)}\n${fs.readFileSync(f, 'utf8')}`).join('\n\0'));
    slots[slot] = {kind, theme: theme.name, status, sha256: status === 'safe' ? null : hash};
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------------------------

/** Value names the themes import from `prism-react-renderer` (src/prism must export each). */
function prismRendererImports(): string[] {
  const found = new Set<string>();
  for (const pkg of ['@docusaurus/theme-classic', '@docusaurus/theme-common']) {
    const dir = path.join(modules, pkg, 'lib');
    if (!fs.existsSync(dir)) continue;
    for (const file of walk(dir).filter((f) => f.endsWith('.js'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'prism-react-renderer'/g)) {
        for (const name of m[1]
          .split(',')
          .map((s) => s.trim().split(/\s+as\s+/)[0])
          .filter(Boolean)) {
          found.add(`${path.relative(modules, file).split(path.sep).join('/')}: ${name}`);
        }
      }
    }
  }
  return [...found].sort();
}

function currentFiles(): Lock['files'] {
  return Object.fromEntries(MECHANISMS.map((m) => [m.id, Object.fromEntries(m.files.map((f) => [f, hashOf(f)]))]));
}

/** config/ssrTemplate.ts without the line it adds to core's default template (the CSP <meta>). */
const ourTemplateBase = () =>
  ssrTemplate.replace(`    <meta http-equiv="Content-Security-Policy" content="${CSP_PLACEHOLDER}">\n`, '');

/**
 * Core's default SSR template, read from its source (a template literal), not imported: it may move or change
 * module format.
 */
function coreDefaultTemplate(): string | null {
  const text = read('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
  const match = text?.match(/=\s*`([\s\S]*?)`;/);
  return match ? match[1] : null;
}

if (UPDATE) {
  it('records the installed state in notes/internals.lock.json', async () => {
    const next: Lock = {
      versions: installedVersions,
      files: currentFiles(),
      prismRendererImports: prismRendererImports(),
      slots: await currentSlots(),
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
        for (const {file, includes} of mechanism.names ?? []) {
          const text = read(file);
          if (text === null) problems.push(`node_modules/${file} no longer exists`);
          else
            for (const name of includes)
              if (!text.includes(name))
                problems.push(`node_modules/${file} no longer contains ${JSON.stringify(name)}`);
        }
        assert.deepEqual(problems, [], revisit(mechanism.id, mechanism.usedBy, problems));
      });
    }

    it('alias: prism-react-renderer (the names the themes import exist in src/prism)', () => {
      const id = 'alias: prism-react-renderer';
      const imports = prismRendererImports();
      const problems: string[] = [];
      const added = imports.filter((i) => !lock?.prismRendererImports.includes(i));
      const removed = (lock?.prismRendererImports ?? []).filter((i) => !imports.includes(i));
      if (added.length) problems.push(`the themes now import ${added.join('; ')} from prism-react-renderer`);
      if (removed.length) problems.push(`the themes no longer import ${removed.join('; ')} from prism-react-renderer`);
      const ours = fs.readFileSync(path.join(root, 'src/prism/index.tsx'), 'utf8');
      for (const name of new Set(imports.map((i) => i.split(': ')[1]))) {
        if (!new RegExp(`export (\\{[^}]*\\b${name}\\b|(function|const|class) ${name}\\b)`).test(ours)) {
          problems.push(`src/prism/index.tsx does not export ${name}, which the theme imports`);
        }
      }
      assert.deepEqual(
        problems,
        [],
        revisit(id, ['src/plugins/code-highlighting/index.ts', 'src/prism/index.tsx'], problems),
      );
    });

    it('ssrTemplate: copy of core default template (config/ssrTemplate.ts without its CSP line equals it)', () => {
      const id = 'ssrTemplate: copy of core default template';
      const core = coreDefaultTemplate();
      const problems: string[] = [];
      if (core === null)
        problems.push(
          "core's default template (node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js) was not found",
        );
      else if (core !== ourTemplateBase())
        problems.push("core's default SSR template differs from config/ssrTemplate.ts without its CSP <meta> line");
      if (ourTemplateBase() === ssrTemplate)
        problems.push('config/ssrTemplate.ts no longer has the CSP <meta> line the guard expects');
      assert.deepEqual(problems, [], revisit(id, ['config/ssrTemplate.ts', 'scripts/postbuild.ts'], problems));
    });

    it('patch: every patch in patches/ targets the installed version and is applied', () => {
      const problems: string[] = [];
      const ids: string[] = [];
      for (const name of fs.readdirSync(path.join(root, 'patches')).filter((f) => f.endsWith('.patch'))) {
        ids.push(`patch: ${name}`);
        const [, pkg, version] = name.match(/^(.+)\+([^+]+)\.patch$/) ?? [];
        const pkgName = pkg?.replace(/\+/g, '/') ?? name;
        const installed = versionOf(pkgName);
        if (installed !== version)
          problems.push(
            `patches/${name} is for ${pkgName} ${version}; installed: ${installed ?? 'none'} ` +
              '(patch-package will refuse or misapply it)',
          );
        const patch = fs.readFileSync(path.join(root, 'patches', name), 'utf8');
        for (const section of patch.split(/^diff --git /m).slice(1)) {
          const target = section.match(/^\+\+\+ b\/node_modules\/(.+)$/m)?.[1];
          if (!target) continue;
          const text = read(target);
          const added = [...section.matchAll(/^\+(?!\+\+ )(.*)$/gm)].map((m) => m[1]).filter((line) => line.trim());
          if (text === null) problems.push(`node_modules/${target}, which patches/${name} changes, no longer exists`);
          else if (!added.every((line) => text.includes(line)))
            problems.push(
              `node_modules/${target} does not carry patches/${name} ` +
                '(not applied: run npx patch-package --error-on-fail)',
            );
        }
      }
      assert.ok(
        ids.every((id) => MECHANISMS.some((m) => m.id === id)),
        `[internals] a patch in patches/ is not listed as a mechanism: ${ids.join(', ')}`,
      );
      assert.deepEqual(
        problems,
        [],
        revisit(
          ids.join(', '),
          ids.map((id) => `patches/${id.slice('patch: '.length)}`),
          problems,
        ),
      );
    });

    describe('theme slots we wrap or own', async () => {
      const slots = await currentSlots();
      const notes = fs.readFileSync(NOTES_FILE, 'utf8');
      const names = [...new Set([...Object.keys(slots), ...Object.keys(lock?.slots ?? {})])].sort();
      for (const slot of names) {
        it(`theme slot: ${slot}`, () => {
          const now = slots[slot];
          const was = lock?.slots[slot];
          const problems: string[] = [];
          if (!now) problems.push(`src/theme/${slot} is gone but still in the lock`);
          else if (now.status === 'missing')
            problems.push(
              `no theme provides ${slot} any more: src/theme/${slot} is dead code or must move to the new slot`,
            );
          else if (!was)
            problems.push(
              `src/theme/${slot} (${now.kind}, ${now.status}) is new: ` +
                'list it in notes/INTERNALS.md if not safe, and record it',
            );
          else {
            if (was.kind !== now.kind) problems.push(`src/theme/${slot} changed from ${was.kind} to ${now.kind}`);
            if (was.theme !== now.theme) problems.push(`${slot} is now provided by ${now.theme}, was ${was.theme}`);
            if (was.status !== now.status)
              problems.push(
                `${now.theme} now marks ${now.kind === 'wrap' ? 'wrapping' : 'ejecting'} ${slot} ` +
                  `"${now.status}", was "${was.status}"`,
              );
            if (now.status !== 'safe' && was.sha256 !== now.sha256)
              problems.push(`the original ${slot} of ${now.theme} (unsafe to swizzle) changed`);
          }
          if (now && now.status !== 'safe' && !notes.includes(`\`${slot}\``))
            problems.push(`${slot} is "${now.status}" to ${now.kind} but notes/INTERNALS.md does not list \`${slot}\``);
          assert.deepEqual(problems, [], revisit(`theme slot: ${slot}`, [`src/theme/${slot}`], problems));
        });
      }
    });

    it('notes/INTERNALS.md lists every mechanism', () => {
      const notes = fs.readFileSync(NOTES_FILE, 'utf8');
      const missing = MECHANISMS.map((m) => m.id).filter((id) => !notes.includes(id));
      assert.deepEqual(missing, [], `[internals] notes/INTERNALS.md has no row for: ${missing.join(', ')}`);
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
      const listed = new Set(MECHANISMS.flatMap((m) => m.usedBy));
      const files = [
        ...['src', 'config', 'scripts'].flatMap((d) => walk(path.join(root, d))),
        path.join(root, 'docusaurus.config.ts'),
      ]
        .filter((f) => /\.(tsx?|mjs|js)$/.test(f))
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
          'add a row to notes/INTERNALS.md and a mechanism to tests/unit/internals.test.ts: ' +
          unlisted.join(', '),
      );
    });
  });
}
