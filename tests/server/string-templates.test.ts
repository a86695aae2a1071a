import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findInSource, shippedSources } from './source-files';

/**
 * String.replace with a string replacement reads `$&`, `` $` `` and `$'` in it as patterns: data put into a page
 * that way (a product named "$`") writes the page twice. A replacement is a function, or a fixed text without `$`.
 */
function unsafeReplacement(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  if (!['replace', 'replaceAll'].includes(node.expression.name.text)) return undefined;
  const replacement = node.arguments[1];
  if (!replacement) return undefined;
  if (ts.isArrowFunction(replacement) || ts.isFunctionExpression(replacement)) return undefined;
  const fixed =
    (ts.isStringLiteral(replacement) || ts.isNoSubstitutionTemplateLiteral(replacement)) &&
    !replacement.text.includes('$');
  return fixed ? undefined : replacement.getText();
}

describe('text put into templates', () => {
  it('never goes through String.replace as a replacement string', () => {
    const unsafe = shippedSources().flatMap((file) => findInSource(file, unsafeReplacement));
    expect(unsafe).toEqual([]);
  });

  it('tells data from a fixed replacement', () => {
    const call = (text: string) => {
      const tree = ts.createSourceFile('sample.ts', text, ts.ScriptTarget.Latest, true);
      const statement = tree.statements[0] as ts.ExpressionStatement;
      return unsafeReplacement(statement.expression);
    };
    expect(call("page.replace('</head>', name + '</head>');")).toBe("name + '</head>'");
    expect(call("page.replace('<body>', '$&');")).toBe("'$&'");
    expect(call("page.replace('</head>', () => links);")).toBeUndefined();
    expect(call("text.replace(/&/g, '&amp;');")).toBeUndefined();
  });
});
