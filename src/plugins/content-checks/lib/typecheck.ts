/**
 * Type-checks every `ts`/`tsx` sample that is a complete module with `tsc --strict`, against `@types/react` and the
 * installed `@laravext/react` declarations. A sample whose meta line says `partial` is left out. All samples share
 * one program (one load of the React and DOM types), each sample its own module.
 */
import path from 'node:path';
import ts from 'typescript';
import {extractCodeBlocks, type CodeBlock} from './extract';
import type {Problem} from './problem';

/** Where the samples pretend to live, so that `react` and `@laravext/react` resolve from the site's node_modules. */
const sampleDir = (root: string) => path.join(root, '.content-samples');

/** Packages a sample's types are checked against; an import of anything else (own files, pinia) may stay unresolved. */
const CHECKED_PACKAGES = /^(react|react-dom|@laravext\/react)(\/|$)/;

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

/**
 * The adapter's own declarations, as ambient modules. Its `exports` map has no `types` condition, so a reader's app
 * declares the same modules (the Quickstart's `laravext.d.ts`); loading the file as a root does what that file does.
 */
const laravextReactTypes = (root: string) => path.join(root, 'node_modules/@laravext/react/laravext.d.ts');

/**
 * A `ts`/`tsx` block that should type-check on its own: not marked `partial`, and not a declaration file (a
 * `title="….d.ts"` sample declares what the checked packages already declare here; it is parsed like any script).
 */
export const isTypedModule = (b: CodeBlock) =>
  (b.lang === 'ts' || b.lang === 'tsx' || b.lang === 'typescript') &&
  !/\bpartial\b/.test(b.meta) &&
  !/title="[^"]*\.d\.ts"/.test(b.meta);

/** Diagnostics that only say an import outside `CHECKED_PACKAGES` has no types here (TS2307, TS7016). */
function isUncheckedImport(d: ts.Diagnostic): boolean {
  if (d.code !== 2307 && d.code !== 7016) return false;
  const specifier = ts.flattenDiagnosticMessageText(d.messageText, '\n').match(/module '([^']+)'/)?.[1] ?? '';
  return !CHECKED_PACKAGES.test(specifier);
}

/** The type errors of the samples of the given sources; `root`: the site, whose node_modules the samples import. */
export function typecheckSamples(sources: {file: string; source: string}[], root: string): Problem[] {
  const samples = new Map<string, CodeBlock>();
  for (const {file, source} of sources) {
    for (const b of extractCodeBlocks(file, source).filter(isTypedModule)) {
      const ext = b.lang === 'tsx' ? 'tsx' : 'ts';
      const name = `${path.relative(root, file).replace(/[^\w.-]+/g, '_')}-L${b.line}.${ext}`;
      samples.set(path.join(sampleDir(root), name), b);
    }
  }
  if (!samples.size) return [];
  const base = ts.createCompilerHost(OPTIONS);
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (f) => samples.has(f) || base.fileExists(f),
    readFile: (f) => samples.get(f)?.code ?? base.readFile(f),
    getSourceFile: (f, language, ...rest) => {
      const sample = samples.get(f);
      return sample ? ts.createSourceFile(f, sample.code, language, true) : base.getSourceFile(f, language, ...rest);
    },
  };
  const program = ts.createProgram([laravextReactTypes(root), ...samples.keys()], OPTIONS, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && samples.has(d.file.fileName) && !isUncheckedImport(d))
    .map((d) => {
      const b = samples.get(d.file!.fileName)!;
      const line = d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line;
      const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      return {
        file: b.file,
        line: b.line + 1 + line,
        message:
          `${b.lang} (tsc --strict): TS${d.code}: ${text}: make the sample type-check, ` +
          'or write `partial` in its meta line if it is deliberately not a whole module',
      };
    });
}
