import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Work that runs later (a demo shop's answer), kept in the database so that it outlives the process that asked for
 * it and any instance of the server may run it (jobs/job-runner.ts). A runner that claims a job sets `locked_until`;
 * when it stops before finishing, the job is due again once that time has passed.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it (jobs/job-handlers.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Runs started so far, finished or not. */
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set for work that must be scheduled once however many instances ask for it (schedule-job.ts). */
    uniqueKey: text('unique_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('scheduled_jobs_run_at').on(t.runAt)],
);
