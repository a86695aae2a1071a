import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';

/** Each kind of scheduled work and what its handler is given (jobs/job-handlers.ts). */
export interface JobPayloads {
  'demo-reply': { userId: number; shopId: number; customerMessageId: number };
  'catalog-upkeep': Record<string, never>;
}

export type JobKind = keyof JobPayloads;

/**
 * Stores work to run at `runAt`: a row, so the work survives this process and any instance of the server may run
 * it (jobs/job-runner.ts). A job with a `uniqueKey` already stored is not stored again.
 */
export async function scheduleJob<K extends JobKind>(
  db: Db,
  job: { kind: K; payload: JobPayloads[K]; runAt: Date; now: Date; uniqueKey?: string },
): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values({ kind: job.kind, payload: job.payload, runAt: job.runAt, createdAt: job.now, uniqueKey: job.uniqueKey })
    .onConflictDoNothing({ target: scheduledJobs.uniqueKey });
}
