/**
 * Checks on content: code samples parse, prose is long enough and free of placeholders and audit-style phrases,
 * tabs use the shared group ids, and front-end samples import only names `@laravext/*` exports.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {parse as parseToml} from 'smol-toml';
import {compileScript, compileTemplate, parse as parseSfc} from '@vue/compiler-sfc';
import {FRAMEWORK_GROUP, FRAMEWORKS, TAB_GROUPS} from '../../framework-choice/tabGroups';
import {extractCodeBlocks, proseOf, wordCount, type CodeBlock} from './extract';
import {checkAuditPhrases} from './auditPhrases';
import {checkLaravextImports, importsOf, LARAVEXT_SCOPE} from './laravextImports';
import type {Problem} from './problem';

const where = (b: CodeBlock, offset = 0) => ({file: b.file, line: b.line + 1 + offset});

function checkScript(b: CodeBlock): Problem[] {
  const ext = b.lang === 'javascript' ? 'js' : b.lang === 'typescript' ? 'ts' : b.lang;
  const result = ts.transpileModule(b.code, {
    fileName: `sample.${ext}`,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext},
  });
  return (result.diagnostics ?? []).map((d) => {
    const pos = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    return {...where(b, pos), message: `${b.lang}: ${text}: ${FIX_SAMPLE}`};
  });
}

function checkVue(b: CodeBlock): Problem[] {
  const {descriptor, errors} = parseSfc(b.code, {filename: 'Sample.vue'});
  const problems: Problem[] = errors.map((e) => ({
    ...where(b, 'loc' in e && e.loc ? e.loc.start.line - 1 : 0),
    message: `vue: ${e.message}: ${FIX_VUE}`,
  }));
  if (problems.length) return problems;
  if (!descriptor.template && !descriptor.script && !descriptor.scriptSetup) {
    return [{...where(b), message: `vue: not a single-file component: ${FIX_VUE}`}];
  }
  try {
    if (descriptor.script || descriptor.scriptSetup) compileScript(descriptor, {id: 'sample'});
  } catch (e) {
    problems.push({...where(b), message: `vue script: ${(e as Error).message.split('\n')[0]}: ${FIX_VUE}`});
  }
  if (descriptor.template) {
    const t = compileTemplate({source: descriptor.template.content, filename: 'Sample.vue', id: 'sample'});
    for (const e of t.errors) {
      const line = typeof e === 'string' ? 0 : (e.loc?.start.line ?? 1) - 1 + descriptor.template.loc.start.line - 1;
      const text = typeof e === 'string' ? e : e.message;
      problems.push({...where(b, line), message: `vue template: ${text}: ${FIX_VUE}`});
    }
  }
  return problems;
}

function checkPhp(b: CodeBlock): Problem[] {
  const hasOpenTag = /^\s*<\?php/.test(b.code);
  const code = hasOpenTag ? b.code : `<?php\n${b.code}\n`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'php-sample-')), 'sample.php');
  fs.writeFileSync(file, code);
  try {
    execFileSync('php', ['-l', file], {stdio: 'pipe'});
    return [];
  } catch (e) {
    const out = String((e as {stdout?: Buffer}).stdout ?? '') + String((e as {stderr?: Buffer}).stderr ?? '');
    const m = out.match(/on line (\d+)/);
    const line = m ? Number(m[1]) - (hasOpenTag ? 1 : 2) : 0;
    const message = (out.match(/(PHP )?(Parse|Fatal) error:[^\n]*/)?.[0] ?? out.trim()).replace(/ in \/\S+/, '');
    return [
      {
        ...where(b, Math.max(line, 0)),
        message: `php: ${message}: write complete PHP statements (a missing <?php is added), no ... elisions`,
      },
    ];
  } finally {
    fs.rmSync(path.dirname(file), {recursive: true, force: true});
  }
}

function checkBash(b: CodeBlock): Problem[] {
  try {
    execFileSync('bash', ['-n'], {input: b.code, stdio: 'pipe'});
    return [];
  } catch (e) {
    const err = String((e as {stderr?: Buffer}).stderr ?? '');
    const m = err.match(/line (\d+)/);
    const text = err.trim().split('\n')[0];
    return [{...where(b, m ? Number(m[1]) - 1 : 0), message: `bash: ${text}: make the commands valid for bash -n`}];
  }
}

function checkJson(b: CodeBlock): Problem[] {
  try {
    JSON.parse(b.code);
    return [];
  } catch (e) {
    return [{...where(b), message: `json: ${(e as Error).message}: write strict JSON (no comments, no ...)`}];
  }
}

function checkToml(b: CodeBlock): Problem[] {
  try {
    parseToml(b.code);
    return [];
  } catch (e) {
    return [{...where(b), message: `toml: ${(e as Error).message.split('\n')[0]}: write valid TOML`}];
  }
}

const CHECKERS: Record<string, (b: CodeBlock) => Problem[]> = {
  php: checkPhp,
  json: checkJson,
  toml: checkToml,
  js: checkScript,
  jsx: checkScript,
  ts: checkScript,
  tsx: checkScript,
  javascript: checkScript,
  typescript: checkScript,
  vue: checkVue,
  bash: checkBash,
  sh: checkBash,
  shell: checkBash,
};

/** Languages a sample may use; anything else is a mistake (a typo'd language loses highlighting and checks). */
export const KNOWN_LANGUAGES = new Set([...Object.keys(CHECKERS), 'html', 'text', 'diff', 'css', 'ini', 'env', 'yaml']);

export function checkSamples(file: string, source: string): Problem[] {
  return extractCodeBlocks(file, source).flatMap((b) => {
    const languages = [...KNOWN_LANGUAGES].join(', ');
    if (!b.lang) {
      return [{...where(b, -1), message: `code block without a language: add one after the fence (${languages})`}];
    }
    if (!KNOWN_LANGUAGES.has(b.lang)) {
      return [{...where(b, -1), message: `unknown code block language "${b.lang}": use one of ${languages}`}];
    }
    return checkedOnce(b);
  });
}

/**
 * A sample's problems depend on its language and code only, and the docs of Latest and of their release are copies of
 * each other (versioned_docs): each sample is checked once per process (`php -l` and `bash -n` start a process each),
 * its problems kept as lines within the sample and placed again at each copy's file and line.
 */
const checked = new Map<string, {offset: number; message: string}[]>();
function checkedOnce(b: CodeBlock): Problem[] {
  const key = `${b.lang}\n${b.code}`;
  let found = checked.get(key);
  if (!found) {
    found = (CHECKERS[b.lang]?.(b) ?? []).map((p) => ({offset: p.line - where(b).line, message: p.message}));
    checked.set(key, found);
  }
  return found.map(({offset, message}) => ({...where(b, offset), message}));
}

const FIX_SAMPLE = 'make the sample valid (no ... elisions; a comment instead)';
const FIX_VUE = 'write a whole single-file component (<script setup> and <template>) that compiles';

/** Samples that are framework code by their language: always in framework tabs. */
const FRONT_END_LANGUAGES = ['vue', 'jsx', 'tsx'];
/** Samples that are framework code when they import a Laravext front-end package. */
const SCRIPT_LANGUAGES = ['js', 'ts', 'javascript', 'typescript'];

const importsLaravext = (b: CodeBlock) =>
  importsOf(b.code, b.lang).some((imp) => imp.specifier.startsWith(LARAVEXT_SCOPE));

/**
 * Framework tabs: shared group id only, both frameworks in each; Vue/React samples (`vue`, `jsx`, `tsx`, and `js`/`ts`
 * that import `@laravext/*`) only inside them.
 */
export function checkTabs(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const lines = source.split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/<Tabs\b[^>]*\bgroupId=(?:"([^"]*)"|\{([^}]*)\})/g)) {
      const id = m[1] ?? m[2];
      if (!(TAB_GROUPS as readonly string[]).includes(id) && !/^[A-Z_]+_GROUP$/.test(id)) {
        problems.push({
          file,
          line: i + 1,
          message: `tab group id "${id}" is not one of ${TAB_GROUPS.join(', ')}: use one of them`,
        });
      }
      if (id === FRAMEWORK_GROUP) {
        problems.push({file, line: i + 1, message: 'framework tabs written as <Tabs>: use <FrameworkTabs>'});
      }
    }
  });
  const openings = [...source.matchAll(/<FrameworkTabs>([\s\S]*?)<\/FrameworkTabs>/g)];
  for (const m of openings) {
    const line = source.slice(0, m.index).split('\n').length;
    const values = [...m[1].matchAll(/<TabItem\b[^>]*\bvalue="([^"]+)"/g)].map((v) => v[1]);
    const missing = FRAMEWORKS.filter((f) => !values.includes(f));
    const extra = values.filter((v) => !(FRAMEWORKS as readonly string[]).includes(v));
    if (missing.length) {
      const add = missing.map((f) => `<TabItem value="${f}">`).join(' and ');
      problems.push({
        file,
        line,
        message: `framework tabs without ${missing.join(', ')}: add ${add} with that version`,
      });
    }
    if (extra.length) {
      const only = FRAMEWORKS.join(' and ');
      problems.push({file, line, message: `framework tabs with unknown value ${extra.join(', ')}: use ${only} only`});
    }
  }
  for (const b of extractCodeBlocks(file, source)) {
    if (b.container === 'FrameworkTabs') continue;
    if (FRONT_END_LANGUAGES.includes(b.lang)) {
      problems.push({
        ...where(b, -1),
        message: `${b.lang} sample outside <FrameworkTabs>: put it in <FrameworkTabs> with a Vue and a React version`,
      });
    } else if (SCRIPT_LANGUAGES.includes(b.lang) && importsLaravext(b)) {
      problems.push({
        ...where(b, -1),
        message:
          `${b.lang} sample importing ${LARAVEXT_SCOPE}* outside <FrameworkTabs>: ` +
          'put it in <FrameworkTabs> with a Vue (@laravext/vue3) and a React (@laravext/react) version',
      });
    }
  }
  return problems;
}

export const PLACEHOLDERS = /\b(lorem ipsum|TODO|TBD|FIXME|XXX|coming soon|placeholder text)\b/i;
export const MIN_WORDS = 200;

export function checkProse(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  source.split('\n').forEach((line, i) => {
    const m = line.match(PLACEHOLDERS);
    if (m)
      problems.push({file, line: i + 1, message: `placeholder word "${m[0]}": write the real text or leave it out`});
  });
  const words = wordCount(proseOf(source));
  if (words < MIN_WORDS)
    problems.push({
      file,
      line: 1,
      message: `only ${words} words of prose: write at least ${MIN_WORDS} outside code (notes/WRITING.md)`,
    });
  return problems;
}

export function checkFile(file: string): Problem[] {
  const source = fs.readFileSync(file, 'utf8');
  return [
    ...checkSamples(file, source),
    ...checkTabs(file, source),
    ...checkProse(file, source),
    ...checkAuditPhrases(file, source),
    ...checkLaravextImports(file, source),
  ];
}
