import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { scheduledJobs } from '../db/schema';
import type { ServerDeps } from '../deps';
import { JOB_HANDLERS, type JobHandlers } from './job-handlers';

/** How often a runner looks for due jobs: a demo reply arrives at most this late. */
export const JOB_POLL_MS = 1000;
/** Runs of one job before it is given up. */
export const JOB_MAX_ATTEMPTS = 5;
export const JOB_RETRY_DELAY_MS = 30_000;
/** How long a claimed job is its runner's alone; past it (the runner died), another may run it. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Jobs one pass runs at most, so stopping never waits on a long queue. */
const JOBS_PER_PASS = 100;

export interface JobRunnerOptions {
  handlers?: JobHandlers;
  maxAttempts?: number;
  retryDelayMs?: number;
  leaseMs?: number;
  pollMs?: number;
}

export interface JobRunner {
  /** Runs the jobs due at `at` (the deps' clock by default), one claim at a time; resolves with how many ran. */
  runDue(at?: Date): Promise<number>;
  /** Runs due jobs every poll interval until `stop`. */
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

type Job = typeof scheduledJobs.$inferSelect;

/**
 * Runs the scheduled_jobs rows (db/tables/jobs.ts). Every instance of the server runs one; a job is claimed in a
 * transaction with FOR UPDATE SKIP LOCKED and leased, so two runners never run it at once.
 */
export function createJobRunner(deps: ServerDeps, options: JobRunnerOptions = {}): JobRunner {
  const handlers: JobHandlers = options.handlers ?? JOB_HANDLERS;
  const maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? JOB_RETRY_DELAY_MS;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  const claim = (at: Date): Promise<Job | undefined> =>
    deps.db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(scheduledJobs)
        .where(
          and(lte(scheduledJobs.runAt, at), or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, at))),
        )
        .orderBy(asc(scheduledJobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return undefined;
      const claimed = { attempts: job.attempts + 1, lockedUntil: new Date(at.getTime() + leaseMs) };
      await tx.update(scheduledJobs).set(claimed).where(eq(scheduledJobs.id, job.id));
      return { ...job, ...claimed };
    });

  const run = async (job: Job, at: Date) => {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for the job kind ${job.kind}`);
      await handler(deps, job.payload);
    } catch (error) {
      if (job.attempts < maxAttempts) {
        console.warn(`Scheduled job ${job.id} (${job.kind}) failed, attempt ${job.attempts}; retrying:`, error);
        const retry = { runAt: new Date(at.getTime() + retryDelayMs), lockedUntil: null };
        await deps.db.update(scheduledJobs).set(retry).where(eq(scheduledJobs.id, job.id));
        return;
      }
      console.error(`Scheduled job ${job.id} (${job.kind}) failed ${job.attempts} times; given up:`, error);
    }
    await deps.db.delete(scheduledJobs).where(eq(scheduledJobs.id, job.id));
  };

  const runDue = async (at?: Date) => {
    let ran = 0;
    while (ran < JOBS_PER_PASS && !stopped) {
      const now = at ?? deps.now();
      const job = await claim(now);
      if (!job) break;
      await run(job, now);
      ran += 1;
    }
    return ran;
  };

  const tick = () => {
    pass = runDue()
      .then(
        () => undefined,
        (error: unknown) => console.error('Scheduled jobs could not run:', error),
      )
      .finally(() => {
        pass = undefined;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    runDue,
    start() {
      stopped = false;
      if (!timer && !pass) timer = setTimeout(tick, pollMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await pass;
    },
  };
}
