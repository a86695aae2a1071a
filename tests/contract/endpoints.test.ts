import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { ApiError, createApiClient } from '../../src/api/client';
import { createEndpoints, type Endpoints } from '../../src/api/endpoints';
import { cases } from './cases';
import { operationsOf } from './lint-contract';

/**
 * Every endpoint function against `prism mock openapi.yaml`. Prism answers 422 to a request that breaks the
 * contract and 401 to a bearer call without a token, so a pass proves the client sends what the contract says.
 */
const doc = parse(readFileSync('openapi.yaml', 'utf8'));
const operations = operationsOf(doc).map(({ op }) => ({ id: op.operationId as string, tag: (op.tags as string[])[0] }));

function endpoints(token: string | null = 'demo-token'): Endpoints {
  return createEndpoints(createApiClient({ baseUrl: inject('prismUrl'), getToken: () => token }));
}

describe('every endpoint function against the mock of the contract', () => {
  it.each(cases)('$op', async ({ call, check }) => {
    const body = await call(endpoints());
    expect(body).toHaveProperty('message');
    check(body as never);
  });
});

describe('the endpoint modules', () => {
  it('have one function per operation, named by its operationId, in the module of its tag', () => {
    const api = endpoints() as unknown as Record<string, Record<string, unknown>>;
    const missing = operations.filter(({ id, tag }) => typeof api[tag ?? '']?.[id] !== 'function');
    expect(missing).toEqual([]);
    const declared = Object.values(api).flatMap((module) => Object.keys(module));
    expect(declared.sort()).toEqual(operations.map(({ id }) => id).sort());
  });

  it('are each called by a contract case', () => {
    expect(cases.map(({ op }) => op).sort()).toEqual(operations.map(({ id }) => id).sort());
  });
});

describe('what the mock refuses', () => {
  it('a bearer call without a token answers 401', async () => {
    const error = await endpoints(null)
      .cart.getCart()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('a body that breaks the contract answers 422', async () => {
    const error = await endpoints()
      .auth.login({ phone: 42 as unknown as string, password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
  });
});
