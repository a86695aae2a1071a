import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_CUSTOMER } from '../../server/db/seed/facts';
import { contractOperations, type FuzzRequest } from './fuzz/contract-requests';
import { startTestServer, type TestServer } from './harness';

/**
 * docs/quality-budgets.md R1 and S5: every operation of the contract gets requests generated from its own
 * schemas (fast-check), signed in as a customer where the operation takes a token, through `prism proxy
 * --errors` in front of the reference API. Whatever is sent, the answer is never a 5xx, its status is one the
 * contract documents, and Prism finds nothing in it that breaks the contract.
 */

/** Requests per operation: enough to reach each branch of a schema, few enough for CI. */
const RUNS = 12;
/** Signing out ends the session it is sent with: it gets sessions of its own. */
const ENDS_ITS_SESSION = new Set(['logout']);

let server: TestServer;
let token: string;
const ownSessions: string[] = [];
const operations = contractOperations();

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
  for (let i = 0; i < RUNS; i += 1) ownSessions.push(await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password));
});

afterAll(async () => {
  await server?.stop();
});

interface Outcome {
  status: number;
  /** Prism's list of what the answer broke, if anything. */
  violations: string | null;
  /** Prism itself refused the request (it did not fit the contract), so the server never saw it. */
  refusedByPrism: boolean;
  body: string;
}

async function send(request: FuzzRequest, bearer: string | null): Promise<Outcome> {
  const headers = bearer ? { ...request.headers, Authorization: `Bearer ${bearer}` } : request.headers;
  const response = await fetch(`${server.url}${request.path}`, { method: request.method, headers, body: request.body });
  const body = await response.text();
  return {
    status: response.status,
    violations: response.headers.get('sl-violations'),
    refusedByPrism: (response.headers.get('content-type') ?? '').includes('application/problem+json'),
    body: body.slice(0, 500),
  };
}

describe('every operation, fed requests generated from the contract', () => {
  it('the contract has operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s: no 5xx, only documented answers',
    async (_id, operation) => {
      let forwarded = 0;
      let run = 0;
      await fc.assert(
        fc.asyncProperty(operation.requests, async (request) => {
          const bearer = !operation.signedIn
            ? null
            : ENDS_ITS_SESSION.has(operation.operationId)
              ? (ownSessions[run++ % ownSessions.length] ?? null)
              : token;
          const outcome = await send(request, bearer);
          const seen = `${request.method} ${request.path} → ${outcome.status} ${outcome.body}`;
          expect(outcome.status, seen).toBeLessThan(500);
          expect(outcome.violations, seen).toBeNull();
          if (!outcome.refusedByPrism) {
            forwarded += 1;
            expect(operation.statuses, seen).toContain(String(outcome.status));
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      // Requests made from the contract's own schemas reach the server (else this test would prove nothing).
      expect(forwarded, `requests that reached the server of ${RUNS}`).toBeGreaterThan(0);
    },
  );
});
