/**
 * Front-end samples import only names that exist. Every name a js/jsx/ts/tsx/vue sample imports from `@laravext/react`,
 * `@laravext/vue3` or their subpaths must be exported there:
 * - `@laravext/react`: the installed npm package (the exact devDependency in package.json), read statically from
 *   its ES module entry files (see moduleExports.ts) — nothing of the package runs, so browser globals, side
 *   effects and its own React/jsdom do not matter, and the names are the ones a bundler's `import` sees.
 * - `@laravext/vue3`: laravextVueExports.json, the package's exports at the laravext commit the docs were checked
 *   against (regenerate with scripts/content/laravext-vue-exports.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {parse as parseSfc} from '@vue/compiler-sfc';
import {extractCodeBlocks, type CodeBlock} from './extract';
import {packageExports, parsePackageJson} from './moduleExports';
import vueExports from './laravextVueExports.json';
import type {Problem} from './problem';

export interface KnownExports {
  /** Import specifier (`@laravext/react/tools`) → exported names. */
  entryPoints: Record<string, string[]>;
  /** Names a package's laravext.d.ts declares although the module does not export them, per specifier. */
  declaredInTypesOnly: Record<string, string[]>;
  /** Per package name, where the list comes from (for messages). */
  origin: Record<string, string>;
}

export const LARAVEXT_SCOPE = '@laravext/';

/** The directory of the installed `@laravext/react` (found through Node's resolution from this file). */
export function installedPackageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    parsePackageJson(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name
  ) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json of ${name} above ${require.resolve(name)}`);
    dir = up;
  }
  return dir;
}

export function installedExports(name: string): {version: string; entryPoints: Record<string, string[]>} {
  const dir = installedPackageDir(name);
  const read = (p: string) =>
    fs.existsSync(path.join(dir, p)) ? fs.readFileSync(path.join(dir, p), 'utf8') : undefined;
  const {version} = parsePackageJson(read('package.json')!);
  if (version === undefined) throw new Error(`${name}'s package.json has no version`);
  return {version, entryPoints: packageExports(name, read)};
}

let cached: KnownExports | undefined;

export function laravextExports(): KnownExports {
  if (cached) return cached;
  let react;
  try {
    react = installedExports('@laravext/react');
  } catch (e) {
    throw new Error(
      `@laravext/react is not installed (it is a devDependency; run npm install): ${(e as Error).message}`,
    );
  }
  cached = {
    entryPoints: {...react.entryPoints, ...vueExports.entryPoints},
    declaredInTypesOnly: {...vueExports.declaredInTypesOnly},
    origin: {
      '@laravext/react': `@laravext/react ${react.version}, installed`,
      [vueExports.package]: `${vueExports.package} ${vueExports.version} at laravext ${vueExports.commit.slice(0, 7)}`,
    },
  };
  return cached;
}

export interface ImportedName {
  name: string;
  /** 0-based line in the code. */
  line: number;
}

export interface SampleImport {
  specifier: string;
  line: number;
  names: ImportedName[];
}

const KINDS: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JSX,
  javascript: ts.ScriptKind.JSX,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

/** Static imports, re-exports, `import()` and `require()` of a script, with the names taken where they are visible. */
export function importsOf(code: string, lang: string): SampleImport[] {
  const kind = KINDS[lang] ?? ts.ScriptKind.TSX;
  const sf = ts.createSourceFile(`sample.${lang}`, code, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
  const found: SampleImport[] = [];
  const objectPatternNames = (decl: ts.Node | undefined): ImportedName[] => {
    if (!decl || !ts.isVariableDeclaration(decl) || !ts.isObjectBindingPattern(decl.name)) return [];
    return decl.name.elements.flatMap((e) => {
      const key = e.propertyName ?? e.name;
      return ts.isIdentifier(key) || ts.isStringLiteral(key) ? [{name: key.text, line: lineOf(e)}] : [];
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const names: ImportedName[] = [];
      const clause = node.importClause;
      if (clause?.name) names.push({name: 'default', line: lineOf(clause.name)});
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const el of clause.namedBindings.elements)
          names.push({name: (el.propertyName ?? el.name).text, line: lineOf(el)});
      }
      found.push({specifier: node.moduleSpecifier.text, line: lineOf(node), names});
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((el) => ({name: (el.propertyName ?? el.name).text, line: lineOf(el)}))
          : [];
      found.push({specifier: node.moduleSpecifier.text, line: lineOf(node), names});
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const parent = ts.isAwaitExpression(node.parent) ? node.parent.parent : node.parent;
      found.push({specifier: node.arguments[0].text, line: lineOf(node), names: objectPatternNames(parent)});
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Imports of a fenced block, with lines relative to the block's first code line (0-based). */
function blockImports(b: CodeBlock): SampleImport[] {
  if (b.lang !== 'vue') return KINDS[b.lang] ? importsOf(b.code, b.lang) : [];
  const {descriptor, errors} = parseSfc(b.code, {filename: 'Sample.vue'});
  if (errors.length) return []; // checkSamples reports the broken component
  return [descriptor.script, descriptor.scriptSetup].flatMap((s) => {
    if (!s) return [];
    const offset = s.loc.start.line - 1;
    return importsOf(s.content, s.lang ?? 'js').map((imp) => ({
      ...imp,
      line: imp.line + offset,
      names: imp.names.map((n) => ({...n, line: n.line + offset})),
    }));
  });
}

const FIX_NAME = 'import a name the package exports, or leave the import out';

export function checkLaravextImports(file: string, source: string, known: KnownExports = laravextExports()): Problem[] {
  const problems: Problem[] = [];
  for (const b of extractCodeBlocks(file, source)) {
    for (const imp of blockImports(b)) {
      if (!imp.specifier.startsWith(LARAVEXT_SCOPE)) continue;
      const at = (line: number) => ({file, line: b.line + 1 + line});
      const exported = known.entryPoints[imp.specifier];
      if (!exported) {
        const entries = Object.keys(known.entryPoints).sort().join(', ');
        problems.push({
          ...at(imp.line),
          message: `import from unknown entry point "${imp.specifier}": import from one of ${entries}`,
        });
        continue;
      }
      const pkg = imp.specifier.split('/').slice(0, 2).join('/');
      for (const {name, line} of imp.names) {
        if (exported.includes(name)) continue;
        const origin = known.origin[pkg] ?? pkg;
        const typesOnly = known.declaredInTypesOnly[imp.specifier]?.includes(name)
          ? '; its laravext.d.ts declares it, the module does not export it'
          : '';
        const message =
          name === 'default'
            ? `"${imp.specifier}" has no default export (${origin}): import its names in braces`
            : `"${name}" is not exported by "${imp.specifier}" (${origin}${typesOnly}): ${FIX_NAME}`;
        problems.push({...at(line), message});
      }
    }
  }
  return problems;
}
