/**
 * Reads which names an npm package's entry points export, without running the package: each entry's ES module file
 * (package.json `exports`, the `import` condition) is parsed with the TypeScript parser and its export statements
 * collected, following `export * from './relative'` re-exports.
 */
import path from 'node:path';
import ts from 'typescript';

/** Reads a file of the package by its path relative to the package root (posix), or undefined when it is missing. */
export type ReadPackageFile = (relativePath: string) => string | undefined;

/** The fields of a package.json that this code reads. */
export interface PackageJson {
  name?: string;
  version?: string;
  types?: string;
  main?: string;
  module?: string;
  exports?: unknown;
  devDependencies?: Record<string, string>;
}

/** Parses a package.json and checks that the fields {@link PackageJson} names have their types. */
export function parsePackageJson(text: string): PackageJson {
  const pkg: unknown = JSON.parse(text);
  assertPackageJson(pkg);
  return pkg;
}

function assertPackageJson(pkg: unknown): asserts pkg is PackageJson {
  if (typeof pkg !== 'object' || pkg === null || Array.isArray(pkg)) throw new Error('package.json is not an object');
  const fields = pkg as Record<string, unknown>;
  for (const key of ['name', 'version', 'types', 'main', 'module']) {
    if (fields[key] !== undefined && typeof fields[key] !== 'string') {
      throw new Error(`package.json: "${key}" is not a string`);
    }
  }
  const deps = fields.devDependencies;
  if (
    deps !== undefined &&
    (typeof deps !== 'object' || deps === null || Object.values(deps).some((v) => typeof v !== 'string'))
  ) {
    throw new Error('package.json: "devDependencies" is not an object of strings');
  }
}

const scriptKind = (file: string) =>
  file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : file.endsWith('.jsx')
        ? ts.ScriptKind.JSX
        : ts.ScriptKind.JS;

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** Names exported by one module file; `export * from` is followed for relative specifiers (with `resolve`). */
export function moduleExportNames(file: string, read: ReadPackageFile, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const code = read(file);
  if (code === undefined) throw new Error(`cannot read ${file}`);
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, scriptKind(file));
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      if (st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const el of st.exportClause.elements) names.add(el.name.text);
      } else if (st.exportClause && ts.isNamespaceExport(st.exportClause)) {
        names.add(st.exportClause.name.text);
      } else if (st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
        const spec = st.moduleSpecifier.text;
        if (!spec.startsWith('.')) throw new Error(`${file}: export * from a package (${spec}) is not followed`);
        const target = resolveRelative(path.posix.join(path.posix.dirname(file), spec), read);
        for (const n of moduleExportNames(target, read, seen)) if (n !== 'default') names.add(n);
      }
    } else if (ts.isExportAssignment(st)) {
      names.add('default');
    } else if (hasModifier(st, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(st, ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(st))
        st.declarationList.declarations.forEach((d) => bindingNames(d.name).forEach((n) => names.add(n)));
      else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name) names.add(st.name.text);
    }
  }
  return names;
}

function resolveRelative(file: string, read: ReadPackageFile): string {
  for (const candidate of [file, ...['.js', '.jsx', '.mjs', '.ts', '.tsx'].map((e) => file + e), `${file}/index.js`]) {
    if (read(candidate) !== undefined) return candidate;
  }
  throw new Error(`cannot resolve ${file}`);
}

/** package.json `exports` → {'.': './dist/index.esm.js', './server': ...} with the ES module (`import`) target. */
export function esmEntryPoints(pkg: Pick<PackageJson, 'exports' | 'module' | 'main'>): Record<string, string> {
  const pick = (target: unknown): string | undefined => {
    if (typeof target === 'string') return target;
    if (target && typeof target === 'object') {
      const t = target as Record<string, unknown>;
      for (const c of ['import', 'module', 'default', 'require']) if (c in t) return pick(t[c]);
    }
    return undefined;
  };
  const {exports} = pkg;
  if (exports === undefined) return {'.': pkg.module ?? pkg.main ?? './index.js'};
  const map =
    typeof exports === 'string' || !Object.keys(exports as object).every((k) => k.startsWith('.'))
      ? {'.': exports}
      : (exports as Record<string, unknown>);
  return Object.fromEntries(
    Object.entries(map).flatMap(([key, target]) => {
      const file = pick(target);
      return file ? [[key, file]] : [];
    }),
  );
}

/** Export names per import specifier (`@scope/pkg`, `@scope/pkg/server`, ...), read from files of the package. */
export function packageExports(
  name: string,
  read: ReadPackageFile,
  /** Maps an entry's target (e.g. `./dist/index.esm.js`) to the file to parse; default: the target itself. */
  sourceOf: (target: string) => string = (t) => t,
): Record<string, string[]> {
  const pkg = parsePackageJson(read('package.json') ?? '{}');
  return Object.fromEntries(
    Object.entries(esmEntryPoints(pkg)).map(([key, target]) => [
      key === '.' ? name : `${name}/${key.replace(/^\.\//, '')}`,
      [...moduleExportNames(path.posix.normalize(sourceOf(target)), read)].sort(),
    ]),
  );
}
