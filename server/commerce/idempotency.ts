import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { fieldError, HttpError } from '../http/http-error';

/** A fingerprint of a request: the caller passes the request's fields in a fixed shape, so equal requests match. */
export function requestHash(request: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

interface IdempotentCall {
  userId: number;
  key: string;
  hash: string;
  now: Date;
}

/** What is stored under a key another request holds: its answer again, or why this request cannot run. */
async function earlierAnswer<T>(db: Db, call: IdempotentCall): Promise<T> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key)));
  if (row && row.requestHash !== call.hash) {
    throw fieldError('idempotency_key', 'This Idempotency-Key was already used with a different request.');
  }
  // No row: the first request failed and let the key go an instant ago; this one may simply be sent again.
  if (!row || row.state === 'running') {
    throw new HttpError(409, 'This request is already being processed. Please wait a moment.');
  }
  return row.response as T;
}

/**
 * Runs `work` once per (customer, key). Inserting the key row is the lock: of requests sent at the same time
 * exactly one inserts it and runs, the others find it (409 while it runs, the stored answer once done, 422 for
 * another body). The work and the stored answer commit in one transaction; on failure the key is let go, so
 * nothing at all is written and the same attempt can be retried.
 */
export async function runOnce<T>(db: Db, call: IdempotentCall, work: (tx: Db) => Promise<T>): Promise<T> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: call.userId, key: call.key, requestHash: call.hash, state: 'running', createdAt: call.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return earlierAnswer<T>(db, call);

  const thisKey = and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key));
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      await tx.update(idempotencyKeys).set({ state: 'done', statusCode: 200, response: answer }).where(thisKey);
      return answer;
    });
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(thisKey, eq(idempotencyKeys.state, 'running')));
    throw error;
  }
}
