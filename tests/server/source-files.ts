import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The TypeScript sources of the shipped code (server/ and src/), generated declarations left out. */
export function shippedSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return ['server', 'src'].flatMap(walk);
}

/** Every node of a file for which `pick` answers something, with where it is (`file:line`). */
export function findInSource<T>(file: string, pick: (node: ts.Node) => T | undefined): { where: string; found: T }[] {
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const results: { where: string; found: T }[] = [];
  const visit = (node: ts.Node) => {
    const found = pick(node);
    if (found !== undefined) {
      results.push({ where: `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, found });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return results;
}
