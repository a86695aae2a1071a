import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { fieldError, HttpError } from '../http/http-error';
import { say } from '../i18n/say';

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

/**
 * Older versions claimed a key in a commit of its own, so a crash could leave its row `running` for ever. A row
 * still `running` this long after it was made is such a leftover: the key is free again.
 */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** How many times a claim is tried when the row it collided with is gone by the time it is read. */
const CLAIM_ATTEMPTS = 3;

const keyOf = (call: IdempotentCall) => and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key));

/**
 * Claims the key inside the caller's transaction: null when this request holds it now, or the answer stored by the
 * request that committed it first. On PostgreSQL the insert waits while another open transaction holds the same
 * key, so a request sent twice at once gets the first one's answer (or the key, if that one rolled back).
 */
async function claim(tx: Db, call: IdempotentCall): Promise<{ answer: unknown } | null> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: call.userId, key: call.key, requestHash: call.hash, state: 'running', createdAt: call.now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return null;

    const [row] = await tx.select().from(idempotencyKeys).where(keyOf(call));
    // Gone since the insert collided with it (a leftover another request cleared): claim again.
    if (!row) continue;
    if (row.state === 'running' && call.now.getTime() - row.createdAt.getTime() >= ABANDONED_AFTER_MS) {
      await tx
        .delete(idempotencyKeys)
        .where(and(keyOf(call), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== call.hash) {
      throw fieldError('idempotency_key', say('request.keyReused'));
    }
    // Only an older version's claim, still young, is seen running: this version's claims commit with their answer.
    if (row.state === 'running') {
      throw new HttpError(409, say('request.busy'));
    }
    return { answer: row.response };
  }
  throw new HttpError(409, say('request.busy'));
}

/**
 * Runs `work` once per (customer, key). The key's row is inserted in the same transaction as the work and the
 * answer, so they commit together or not at all: after a failure, or a crash at any point, the same key either
 * finds the committed answer or runs the work afresh. Another body under a used key is a 422.
 */
export async function runOnce<T>(db: Db, call: IdempotentCall, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const earlier = await claim(tx, call);
    if (earlier) return earlier.answer as T;
    const answer = await work(tx);
    await tx.update(idempotencyKeys).set({ state: 'done', statusCode: 200, response: answer }).where(keyOf(call));
    return answer;
  });
}
