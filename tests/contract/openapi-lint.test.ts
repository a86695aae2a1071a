import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lintHouseRules, validateOpenApi } from './lint-contract';

const contractPath = process.env.CONTRACT_PATH ?? 'openapi.yaml';
const doc = parse(readFileSync(contractPath, 'utf8'));

describe(`the contract (${contractPath})`, () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(await validateOpenApi(doc)).toEqual([]);
  });

  it('gives every operation an id, a summary, a tag, and examples that fit their schemas', () => {
    expect(lintHouseRules(doc)).toEqual([]);
  });
});
