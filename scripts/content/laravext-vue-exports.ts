/**
 * Regenerates src/plugins/content-checks/lib/laravextVueExports.json: the names each entry point of `@laravext/vue3`
 * exports, read from the package source in a laravext git repository at one commit, recorded with that commit.
 *
 *   npx tsx scripts/content/laravext-vue-exports.ts <laravext git dir> [commit]      (commit defaults to HEAD)
 *
 * `<laravext git dir>` is a clone or a bare mirror of https://github.com/ArthurYdalgo/laravext. The package's
 * `exports` point at `dist/` files its build.js bundles from sources (dist is not committed): each entry's `import`
 * target is mapped back to its source file through build.js, then parsed (content-checks/lib/moduleExports.ts).
 * Names that the package's hand-written laravext.d.ts declares but the source does not export are listed apart, so the
 * content check can say why such an import fails.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {packageExports, parsePackageJson} from '../../src/plugins/content-checks/lib/moduleExports';

export const PACKAGE_DIR = 'npm/vue3';
export const OUTPUT = path.join(__dirname, '../../src/plugins/content-checks/lib/laravextVueExports.json');

export interface VueExportsFile {
  package: string;
  version: string;
  repository: string;
  directory: string;
  commit: string;
  commitDate: string;
  regenerate: string;
  entryPoints: Record<string, string[]>;
  declaredInTypesOnly: Record<string, string[]>;
}

/** `outfile` → first of `entryPoints`, from the object literals of the package's build.js. */
function buildSources(buildJs: string): Map<string, string> {
  const map = new Map<string, string>();
  const sf = ts.createSourceFile('build.js', buildJs, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const prop = (key: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
        )?.initializer;
      const out = prop('outfile');
      const entries = prop('entryPoints');
      if (
        out &&
        ts.isStringLiteral(out) &&
        entries &&
        ts.isArrayLiteralExpression(entries) &&
        ts.isStringLiteral(entries.elements[0])
      ) {
        map.set(path.posix.normalize(out.text), path.posix.normalize(entries.elements[0].text));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return map;
}

/** Names declared per `declare module "..."` block of a .d.ts file. */
function declaredNames(dts: string): Record<string, string[]> {
  const sf = ts.createSourceFile('laravext.d.ts', dts, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const result: Record<string, string[]> = {};
  for (const st of sf.statements) {
    if (!ts.isModuleDeclaration(st) || !ts.isStringLiteral(st.name) || !st.body || !ts.isModuleBlock(st.body)) continue;
    result[st.name.text] = st.body.statements.flatMap((s) => {
      if (ts.isVariableStatement(s))
        return s.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
      if (
        (ts.isFunctionDeclaration(s) ||
          ts.isClassDeclaration(s) ||
          ts.isInterfaceDeclaration(s) ||
          ts.isTypeAliasDeclaration(s)) &&
        s.name
      )
        return [s.name.text];
      return [];
    });
  }
  return result;
}

export function readVueExports(gitDir: string, rev = 'HEAD', packageDir = PACKAGE_DIR): VueExportsFile {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const commit = git('rev-parse', `${rev}^{commit}`).trim();
  const read = (p: string) => {
    try {
      return git('show', `${commit}:${path.posix.join(packageDir, p)}`);
    } catch {
      return undefined;
    }
  };
  const manifest = read('package.json');
  if (manifest === undefined) throw new Error(`no ${packageDir}/package.json at ${commit}`);
  const pkg = parsePackageJson(manifest);
  if (pkg.name === undefined || pkg.version === undefined) {
    throw new Error(`${packageDir}/package.json at ${commit} has no name or no version`);
  }
  const sources = buildSources(read('build.js') ?? '');
  const sourceOf = (target: string) => {
    const out = path.posix.normalize(target);
    const mapped = sources.get(out);
    if (mapped) return mapped;
    // No build.js entry: dist/<name>.esm.js → <name>.js (or .jsx/.ts/.tsx) next to package.json.
    const stem = path.posix.basename(out).replace(/(\.esm)?\.m?js$/, '');
    const found = ['.js', '.jsx', '.ts', '.tsx'].map((e) => stem + e).find((f) => read(f) !== undefined);
    if (!found) throw new Error(`no source for ${target} in ${packageDir}`);
    return found;
  };
  const entryPoints = packageExports(pkg.name, read, sourceOf);
  const types = declaredNames(read(pkg.types ?? 'laravext.d.ts') ?? '');
  const declaredInTypesOnly = Object.fromEntries(
    Object.entries(types).flatMap(([spec, names]) => {
      const extra = names.filter((n) => !(entryPoints[spec] ?? []).includes(n)).sort();
      return extra.length ? [[spec, extra]] : [];
    }),
  );
  return {
    package: pkg.name,
    version: pkg.version,
    repository: 'https://github.com/ArthurYdalgo/laravext',
    directory: packageDir,
    commit,
    commitDate: git('log', '-1', '--format=%cI', commit).trim(),
    regenerate: 'npx tsx scripts/content/laravext-vue-exports.ts <laravext git dir> [commit]',
    entryPoints,
    declaredInTypesOnly,
  };
}

if (require.main === module) {
  const [gitDir, rev = 'HEAD'] = process.argv.slice(2);
  if (!gitDir) {
    console.error('usage: npx tsx scripts/content/laravext-vue-exports.ts <laravext git dir> [commit]');
    process.exit(2);
  }
  const data = readVueExports(gitDir, rev);
  fs.writeFileSync(OUTPUT, `${JSON.stringify(data, null, 2)}\n`);
  console.log(
    `${path.relative(process.cwd(), OUTPUT)}: ${data.package} ${data.version} at ${data.commit} (${data.commitDate})`,
  );
  for (const [spec, names] of Object.entries(data.entryPoints)) console.log(`  ${spec}: ${names.join(', ')}`);
}
