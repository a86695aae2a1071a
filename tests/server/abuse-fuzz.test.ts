import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_CUSTOMER } from '../../server/db/seed/facts';
import { type AbuseCase, abuseTargets } from './fuzz/abuse-corpus';
import { startTestServer, type TestServer } from './harness';

/**
 * Every operation fed the requests of an attacker (fuzz/abuse-corpus.ts), sent to the server itself and through
 * `prism proxy --errors`: never a 5xx, a documented 4xx in the contract's shape, refused before any work (at most
 * the bearer token is looked up: a fixed budget of database statements, not a clock), and memory back to where
 * it was once the run is over.
 */

/** The statements a refused request may cost: reading the bearer token and noting its use, and no more. */
const STEP_BUDGET = 2;
/** What the heap may keep after the run: far below what the corpus sends through it. */
const HEAP_SLACK_BYTES = 48 * 1024 * 1024;

let server: TestServer;
let token: string;
/** The start of every statement the server ran, in order. */
const queries: string[] = [];
const targets = abuseTargets();

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function heapAfterCollection(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

beforeAll(async () => {
  server = await startTestServer({
    onQuery: (sql) => {
      queries.push(sql.slice(0, 80));
    },
  });
  token = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
});

afterAll(async () => {
  await server?.stop();
});

async function send(base: string, abuse: AbuseCase, bearer: string | null) {
  const { request } = abuse;
  const headers = bearer ? { ...request.headers, Authorization: `Bearer ${bearer}` } : request.headers;
  const before = queries.length;
  const response = await fetch(`${base}${request.path}`, { method: request.method, headers, body: request.body });
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return {
    status: response.status,
    message,
    violations: response.headers.get('sl-violations'),
    statements: queries.slice(before),
    seen: `${abuse.name}: ${request.method} ${request.path.slice(0, 120)} → ${response.status} ${text.slice(0, 200)}`,
  };
}

describe('the corpus', () => {
  it('has cases for most operations', () => {
    expect(targets.filter((target) => target.cases.length > 0).length).toBeGreaterThan(40);
  });
});

describe('every operation, sent what an attacker sends', () => {
  let heapBefore = 0;
  beforeAll(() => {
    heapBefore = heapAfterCollection();
  });

  it.each(targets.filter((target) => target.cases.length > 0).map((target) => [target.operationId, target] as const))(
    '%s: a documented 4xx, before any work',
    async (_id, target) => {
      for (const abuse of target.cases) {
        const bearer = target.signedIn ? token : null;
        const direct = await send(`${server.directUrl}/api`, abuse, bearer);
        expect(direct.status, direct.seen).toBeGreaterThanOrEqual(400);
        expect(direct.status, direct.seen).toBeLessThan(500);
        const documented = abuse.malformedPath ? [...target.statuses, '404'] : target.statuses;
        expect(documented, direct.seen).toContain(String(direct.status));
        expect(direct.message, direct.seen).toEqual(expect.any(String));
        expect(direct.statements.length, `${direct.seen}: ${direct.statements.join(' | ')}`).toBeLessThanOrEqual(
          STEP_BUDGET,
        );

        if (!abuse.throughContract) continue;
        const proxied = await send(server.url, abuse, bearer);
        expect(proxied.status, proxied.seen).toBeLessThan(500);
        expect(proxied.violations, proxied.seen).toBeNull();
      }
    },
  );

  it('leaves memory where it was', () => {
    expect(heapAfterCollection() - heapBefore).toBeLessThan(HEAP_SLACK_BYTES);
  });
});
