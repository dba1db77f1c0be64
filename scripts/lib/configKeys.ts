/**
 * The `future` keys our docusaurus.config.ts sets, checked against the keys core's config validation knows
 * (`lib/server/configValidation.js`, read as text: its Joi schemas `FUTURE_CONFIG_SCHEMA` and those it refers to).
 * A key the schema does not list, or marks `.forbidden()`, would stop the build.
 */
import ts from 'typescript';
import {nodes, parse, properties, propertyName, variable} from './staticObjects';

/** Where core validates the config, relative to node_modules. */
export const CONFIG_VALIDATION = '@docusaurus/core/lib/server/configValidation.js';

/** The first `<x>.object({...})` call in an expression (a Joi object schema), as its keys. */
function objectSchema(source: ts.SourceFile, expr: ts.Expression | null): Map<string, ts.Expression> | null {
  if (!expr) return null;
  if (ts.isIdentifier(expr)) return objectSchema(source, variable(source, expr.text));
  const call = nodes(expr).find(
    (n): n is ts.CallExpression =>
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'object' &&
      n.arguments.length === 1 &&
      ts.isObjectLiteralExpression(n.arguments[0]),
  );
  return call ? properties(call.arguments[0] as ts.ObjectLiteralExpression) : null;
}

/** The object literal our config gives `future`, or null. */
function ourFuture(config: ts.SourceFile): ts.ObjectLiteralExpression | null {
  const prop = nodes(config).find(
    (n): n is ts.PropertyAssignment =>
      ts.isPropertyAssignment(n) && propertyName(n.name) === 'future' && ts.isObjectLiteralExpression(n.initializer),
  );
  return prop ? (prop.initializer as ts.ObjectLiteralExpression) : null;
}

/** Every `future...` key of ours, as a path (`future.v4.useCssCascadeLayers`). */
export function ourFutureKeys(configText: string): string[] {
  const future = ourFuture(parse(configText, 'docusaurus.config.ts'));
  if (!future) return [];
  const walk = (object: ts.ObjectLiteralExpression, at: string): string[] =>
    [...properties(object)].flatMap(([key, value]) => [
      `${at}.${key}`,
      ...(ts.isObjectLiteralExpression(value) ? walk(value, `${at}.${key}`) : []),
    ]);
  return walk(future, 'future');
}

/** Problems with our `future` keys under the installed core's validation; empty when every key is known. */
export function futureKeyProblems(configText: string, validationText: string): string[] {
  return futureKeyIssues(configText, validationText).map((issue) => issue.problem);
}

/** Our `future` keys that the installed core's validation would stop the build on, as paths (`future.v4.x`). */
export function rejectedFutureKeys(configText: string, validationText: string): string[] {
  return futureKeyIssues(configText, validationText)
    .map((issue) => issue.key)
    .filter((key): key is string => key !== null);
}

/** Each problem, with the key it is about (null when the check itself could not run). */
function futureKeyIssues(configText: string, validationText: string): {key: string | null; problem: string}[] {
  const config = parse(configText, 'docusaurus.config.ts');
  const validation = parse(validationText, 'configValidation.js');
  const future = ourFuture(config);
  if (!future)
    return [{key: null, problem: 'docusaurus.config.ts sets no `future` object: the check would look at nothing'}];
  const schema = objectSchema(validation, variable(validation, 'FUTURE_CONFIG_SCHEMA'));
  if (!schema)
    return [
      {key: null, problem: "core's configValidation.js has no FUTURE_CONFIG_SCHEMA object schema: check where it went"},
    ];
  const issues: {key: string; problem: string}[] = [];
  const check = (ours: ts.ObjectLiteralExpression, known: Map<string, ts.Expression>, at: string) => {
    for (const [key, value] of properties(ours)) {
      const where = `${at}.${key}`;
      const rule = known.get(key);
      if (!rule) {
        const knows = [...known.keys()].join(', ');
        issues.push({key: where, problem: `${where} is not a key core's config validation knows (knows: ${knows})`});
        continue;
      }
      const text = ts.isIdentifier(rule) ? (variable(validation, rule.text)?.getText() ?? '') : rule.getText();
      if (/\.forbidden\(\)/.test(text)) {
        const why = /'any\.unknown':\s*`([^`]*)`/.exec(text)?.[1].replace(/\$\{[^}]*\('([^']*)'\)\}/g, '$1');
        issues.push({key: where, problem: `${where} is rejected by core's config validation${why ? `: ${why}` : ''}`});
        continue;
      }
      if (ts.isObjectLiteralExpression(value)) {
        const nested = objectSchema(validation, rule);
        if (nested) check(value, nested, where);
        else issues.push({key: where, problem: `${where} is an object, but core's schema for it takes no object`});
      }
    }
  };
  check(future, schema, 'future');
  return issues;
}

/**
 * The config's text without the given `future` keys (paths such as `future.v4.x`), each property cut with its comma.
 * For the rehearsal's scratch copy only, to see what breaks past them.
 */
export function withoutFutureKeys(configText: string, keys: string[]): string {
  const config = parse(configText, 'docusaurus.config.ts');
  const future = ourFuture(config);
  if (!future) return configText;
  const cuts: [number, number][] = [];
  const walk = (object: ts.ObjectLiteralExpression, at: string) => {
    for (const prop of object.properties.filter(ts.isPropertyAssignment)) {
      const where = `${at}.${propertyName(prop.name)}`;
      if (keys.includes(where)) {
        const end = configText.slice(prop.getEnd()).match(/^\s*,/)?.[0].length ?? 0;
        cuts.push([prop.getFullStart(), prop.getEnd() + end]);
      } else if (ts.isObjectLiteralExpression(prop.initializer)) walk(prop.initializer, where);
    }
  };
  walk(future, 'future');
  return cuts
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), configText);
}
