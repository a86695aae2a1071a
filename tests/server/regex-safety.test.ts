import { readFileSync } from 'node:fs';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findInSource, shippedSources } from './source-files';

/**
 * No regular expression that input reaches may take super-linear time: each one in server/ and src/, every
 * `pattern` of openapi.yaml and every Ajv format the contract uses goes through recheck, which proves a pattern
 * safe or finds the string that makes it backtrack (within its own step budget, never a wall-clock time).
 */

interface FoundPattern {
  where: string;
  source: string;
  flags: string;
}

/** The pattern a node writes: a regex literal, or `new RegExp(...)`/`RegExp(...)` of a literal or template. */
function patternAt(node: ts.Node): { source: string | null; flags: string } | undefined {
  if (ts.isRegularExpressionLiteral(node)) {
    const end = node.text.lastIndexOf('/');
    return { source: node.text.slice(1, end), flags: node.text.slice(end + 1) };
  }
  if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression)) {
    if (node.expression.text !== 'RegExp') return undefined;
    const [pattern, flags] = node.arguments ?? [];
    // A template's `${…}` is read as one letter: what it holds is the code's own, never input.
    const source =
      pattern && (ts.isNoSubstitutionTemplateLiteral(pattern) || ts.isStringLiteral(pattern))
        ? pattern.text
        : pattern && ts.isTemplateExpression(pattern)
          ? [pattern.head.text, ...pattern.templateSpans.map((span) => `x${span.literal.text}`)].join('')
          : null;
    return { source, flags: flags && ts.isStringLiteral(flags) ? flags.text : '' };
  }
  return undefined;
}

function patternsIn(file: string): FoundPattern[] {
  return findInSource(file, patternAt).map(({ where, found }) => {
    expect(found.source, `${where}: a RegExp built from something other than a literal`).not.toBeNull();
    return { where, source: found.source as string, flags: found.flags };
  });
}

function contractPatterns(): { patterns: FoundPattern[]; formats: Set<string> } {
  const patterns: FoundPattern[] = [];
  const formats = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${path}/${index}`);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string')
          patterns.push({ where: `openapi.yaml ${path}`, source: value, flags: 'u' });
        if (key === 'format' && typeof value === 'string') formats.add(value);
        if (key !== 'example' && key !== 'examples') walk(value, `${path}/${key}`);
      }
    }
  };
  walk(parse(readFileSync('openapi.yaml', 'utf8')), '#');
  return { patterns, formats };
}

function formatPatterns(names: Set<string>): FoundPattern[] {
  return [...names].flatMap((name) => {
    const format = (fullFormats as Record<string, unknown>)[name];
    return format instanceof RegExp
      ? [{ where: `ajv-formats ${name}`, source: format.source, flags: format.flags }]
      : [];
  });
}

function verdict(pattern: FoundPattern) {
  const result = checkSync(pattern.source, pattern.flags.replace(/[gy]/g, ''), { timeout: null });
  return {
    where: pattern.where,
    source: pattern.source,
    status: result.status,
    complexity: result.status === 'unknown' ? null : result.complexity.type,
  };
}

const code = shippedSources().flatMap(patternsIn);
const contract = contractPatterns();

describe('regular expressions that input reaches', () => {
  it('finds the code, the contract and the formats to check', () => {
    expect(code.length).toBeGreaterThan(50);
    expect(contract.formats).toContain('email');
  });

  it('every one in server/ and src/ is linear in its input', () => {
    const unsafe = code.map(verdict).filter((result) => result.status !== 'safe');
    expect(unsafe).toEqual([]);
  });

  it('every pattern of openapi.yaml, and every format the contract names, is linear in its input', () => {
    const unsafe = [...contract.patterns, ...formatPatterns(contract.formats)]
      .map(verdict)
      .filter((result) => result.status !== 'safe');
    expect(unsafe).toEqual([]);
  });

  it('tells a pattern that backtracks from one that does not', () => {
    expect(verdict({ where: 'sample', source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', flags: '' }).status).toBe('vulnerable');
    expect(verdict({ where: 'sample', source: '^\\d+$', flags: '' }).status).toBe('safe');
  });
});
