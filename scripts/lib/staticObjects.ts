/**
 * Reads object literals out of source text with the TypeScript parser, without running the file: the guard looks at
 * what an installed package (or our config) says even when loading it would fail under a newer Docusaurus or Node.
 */
import ts from 'typescript';

export const parse = (text: string, fileName = 'file.js') =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);

/** A literal's value: strings, numbers, booleans, null, arrays and objects of those; anything else is `undefined`. */
export function literal(node: ts.Node): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return literal(node.expression);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literal);
  if (ts.isObjectLiteralExpression(node))
    return Object.fromEntries(
      node.properties.filter(ts.isPropertyAssignment).map((p) => [propertyName(p.name), literal(p.initializer)]),
    );
  return undefined;
}

export function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)
    ? name.text
    : name.getText();
}

/** Every node of a tree, depth first. */
export function nodes(root: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (n: ts.Node) => {
    all.push(n);
    n.forEachChild(visit);
  };
  visit(root);
  return all;
}

/** The initializer of `const|let|var <name> = ...` at any depth, or null. */
export function variable(source: ts.SourceFile, name: string): ts.Expression | null {
  const found = nodes(source).find(
    (n): n is ts.VariableDeclaration => ts.isVariableDeclaration(n) && n.name.getText() === name && !!n.initializer,
  );
  return found?.initializer ?? null;
}

/**
 * The literal a function named `name` returns (its first `return {...}` or `return [...]`): a function declaration, a
 * method, or a function assigned to a variable, a property or `exports.<name>`. Null when there is none.
 */
export function returnedLiteral(
  source: ts.SourceFile,
  name: string,
): ts.ObjectLiteralExpression | ts.ArrayLiteralExpression | null {
  const named = (n: ts.Node) =>
    ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name?.getText() === name) ||
    ((ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n)) && n.name.getText() === name) ||
    (ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(n.left) &&
      n.left.name.text === name &&
      (ts.isFunctionExpression(n.right) || ts.isArrowFunction(n.right)));
  for (const fn of nodes(source).filter(named)) {
    const ret = nodes(fn).find(
      (n): n is ts.ReturnStatement =>
        ts.isReturnStatement(n) &&
        !!n.expression &&
        (ts.isObjectLiteralExpression(unwrap(n.expression)) || ts.isArrayLiteralExpression(unwrap(n.expression))),
    );
    if (ret) return unwrap(ret.expression!) as ts.ObjectLiteralExpression | ts.ArrayLiteralExpression;
  }
  return null;
}

const unwrap = (e: ts.Expression): ts.Expression => (ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e);

/** The properties of an object literal, by name. */
export function properties(object: ts.ObjectLiteralExpression): Map<string, ts.Expression> {
  return new Map(
    object.properties.filter(ts.isPropertyAssignment).map((p) => [propertyName(p.name), p.initializer] as const),
  );
}
