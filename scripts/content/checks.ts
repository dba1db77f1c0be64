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
import {FRAMEWORK_GROUP, FRAMEWORKS, TAB_GROUPS} from '../../src/constants/tabGroups';
import {extractCodeBlocks, proseOf, wordCount, type CodeBlock} from './extract';
import {checkAuditPhrases} from './auditPhrases';
import {checkLaravextImports} from './laravextImports';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

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
    return {...where(b, pos), message: `${b.lang}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`};
  });
}

function checkVue(b: CodeBlock): Problem[] {
  const {descriptor, errors} = parseSfc(b.code, {filename: 'Sample.vue'});
  const problems: Problem[] = errors.map((e) => ({
    ...where(b, 'loc' in e && e.loc ? e.loc.start.line - 1 : 0),
    message: `vue: ${e.message}`,
  }));
  if (problems.length) return problems;
  if (!descriptor.template && !descriptor.script && !descriptor.scriptSetup) {
    return [{...where(b), message: 'vue: a vue block must be a whole single-file component'}];
  }
  try {
    if (descriptor.script || descriptor.scriptSetup) compileScript(descriptor, {id: 'sample'});
  } catch (e) {
    problems.push({...where(b), message: `vue script: ${(e as Error).message.split('\n')[0]}`});
  }
  if (descriptor.template) {
    const t = compileTemplate({source: descriptor.template.content, filename: 'Sample.vue', id: 'sample'});
    for (const e of t.errors) {
      const line = typeof e === 'string' ? 0 : (e.loc?.start.line ?? 1) - 1 + descriptor.template.loc.start.line - 1;
      problems.push({...where(b, line), message: `vue template: ${typeof e === 'string' ? e : e.message}`});
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
    return [{...where(b, Math.max(line, 0)), message: `php: ${message}`}];
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
    return [{...where(b, m ? Number(m[1]) - 1 : 0), message: `bash: ${err.trim().split('\n')[0]}`}];
  }
}

function checkJson(b: CodeBlock): Problem[] {
  try {
    JSON.parse(b.code);
    return [];
  } catch (e) {
    return [{...where(b), message: `json: ${(e as Error).message}`}];
  }
}

function checkToml(b: CodeBlock): Problem[] {
  try {
    parseToml(b.code);
    return [];
  } catch (e) {
    return [{...where(b), message: `toml: ${(e as Error).message.split('\n')[0]}`}];
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
    if (!b.lang) return [{...where(b, -1), message: 'code block without a language'}];
    if (!KNOWN_LANGUAGES.has(b.lang)) return [{...where(b, -1), message: `unknown code block language "${b.lang}"`}];
    return CHECKERS[b.lang]?.(b) ?? [];
  });
}

/** Framework tabs: shared group id only, both frameworks in each, and Vue/React samples only inside them. */
export function checkTabs(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const lines = source.split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/<Tabs\b[^>]*\bgroupId=(?:"([^"]*)"|\{([^}]*)\})/g)) {
      const id = m[1] ?? m[2];
      if (!(TAB_GROUPS as readonly string[]).includes(id) && !/^[A-Z_]+_GROUP$/.test(id)) {
        problems.push({file, line: i + 1, message: `tab group id "${id}" is not one of ${TAB_GROUPS.join(', ')}`});
      }
      if (id === FRAMEWORK_GROUP) problems.push({file, line: i + 1, message: 'use <FrameworkTabs> for framework tabs'});
    }
  });
  const openings = [...source.matchAll(/<FrameworkTabs>([\s\S]*?)<\/FrameworkTabs>/g)];
  for (const m of openings) {
    const line = source.slice(0, m.index).split('\n').length;
    const values = [...m[1].matchAll(/<TabItem\b[^>]*\bvalue="([^"]+)"/g)].map((v) => v[1]);
    const missing = FRAMEWORKS.filter((f) => !values.includes(f));
    const extra = values.filter((v) => !(FRAMEWORKS as readonly string[]).includes(v));
    if (missing.length) problems.push({file, line, message: `framework tabs without ${missing.join(', ')}`});
    if (extra.length) problems.push({file, line, message: `framework tabs with unknown value ${extra.join(', ')}`});
  }
  for (const b of extractCodeBlocks(file, source)) {
    if (['vue', 'jsx', 'tsx'].includes(b.lang) && b.container !== 'FrameworkTabs') {
      problems.push({...where(b, -1), message: `${b.lang} sample outside <FrameworkTabs>: show it for Vue and React`});
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
    if (m) problems.push({file, line: i + 1, message: `placeholder word "${m[0]}"`});
  });
  const words = wordCount(proseOf(source));
  if (words < MIN_WORDS)
    problems.push({file, line: 1, message: `only ${words} words of prose (at least ${MIN_WORDS})`});
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
