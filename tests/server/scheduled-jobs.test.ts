import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_REPLIES, scheduleDemoReply, sendDemoReply } from '../../server/chat/demo-replies';
import { type Database, openDatabase } from '../../server/db/client';
import { chatMessages, scheduledJobs } from '../../server/db/schema';
import { OTHER_CUSTOMER, SHOPS } from '../../server/db/seed/facts';
import type { Publisher, ServerDeps } from '../../server/deps';
import { createJobRunner, JOB_LEASE_MS } from '../../server/jobs/job-runner';
import { startTestServer, type TestServer } from './harness';

/**
 * Scheduled work (a demo shop's answer) is a row of scheduled_jobs that any instance's runner may run
 * (server/jobs/job-runner.ts): sent once, when due, by whichever runner claims it, and kept when the server that
 * scheduled it stops.
 */

const USER = OTHER_CUSTOMER.id;
const SHOP = SHOPS.littleSprouts.id;
const HOUR_MS = 3600_000;

let server: TestServer;
let otherToken: string;

interface Recorder extends Publisher {
  events: unknown[];
}

/** A publisher that records its events and yields before each, so two runners' work interleaves. */
function recorder(): Recorder {
  const events: unknown[] = [];
  return {
    events,
    publish: async (_channel, _event, data) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(data);
    },
  };
}

/**
 * Another instance of the server on the same database: a connection pool of its own on PostgreSQL; on PGlite,
 * which is one process, the same database.
 */
async function anotherInstance(publisher: Publisher): Promise<{ deps: ServerDeps; close(): Promise<void> }> {
  if (server.database.engine === 'pglite') return { deps: { ...server.deps, publisher }, close: async () => {} };
  const result = await server.deps.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  const database = await openDatabase({ url: url.toString() });
  return { deps: { ...server.deps, db: database.db, publisher }, close: () => database.close() };
}

const jobsIn = (deps: ServerDeps) => deps.db.select().from(scheduledJobs);

/** The shop's answers to the customer written after message `after`. */
const repliesIn = (deps: ServerDeps, after: number) =>
  deps.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, USER),
        eq(chatMessages.shopId, SHOP),
        eq(chatMessages.sender, 'shop'),
        gt(chatMessages.id, after),
      ),
    );

async function lastMessageId(deps: ServerDeps): Promise<number> {
  const [row] = await deps.db.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` }).from(chatMessages);
  return row?.id ?? 0;
}

/** When the only job in the table is due. */
async function dueAt(deps: ServerDeps): Promise<Date> {
  const [job, ...more] = await jobsIn(deps);
  expect(more).toEqual([]);
  if (!job) throw new Error('no job was scheduled');
  return job.runAt;
}

beforeAll(async () => {
  server = await startTestServer();
  otherToken = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
  // The seed's own job (the catalog's upkeep when the running sale ends) is not what these tests watch.
  await server.deps.db.delete(scheduledJobs);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await server.deps.db.delete(scheduledJobs);
});

afterAll(async () => {
  await server?.stop();
});

describe('a demo reply', () => {
  it('is a job that is not sent before it is due, then sent once by the runner, which removes the job', async () => {
    const published = recorder();
    const deps = { ...server.deps, publisher: published };
    const mark = await lastMessageId(deps);
    const { data } = await server
      .api(otherToken)
      .chat.sendChatMessage({ shop_id: SHOP, message: 'Hello?', type: 'user' });
    const runAt = await dueAt(deps);
    const runner = createJobRunner(deps);

    expect(await runner.runDue(new Date(runAt.getTime() - 1))).toBe(0);
    expect(await repliesIn(deps, mark)).toEqual([]);
    expect(published.events).toEqual([]);
    expect(await jobsIn(deps)).toHaveLength(1);

    expect(await runner.runDue(runAt)).toBe(1);
    const replies = await repliesIn(deps, mark);
    expect(replies.map((reply) => reply.message)).toEqual([DEMO_REPLIES[data.message.id % DEMO_REPLIES.length]]);
    expect(published.events).toEqual([{ shop_id: SHOP, message_id: replies[0]?.id }]);
    expect(await jobsIn(deps)).toEqual([]);

    expect(await runner.runDue(new Date(runAt.getTime() + HOUR_MS))).toBe(0);
    expect(await repliesIn(deps, mark)).toHaveLength(1);
  });

  it('is sent exactly once when two instances run their runners at the same time', async () => {
    const first = recorder();
    const second = recorder();
    const other = await anotherInstance(second);
    try {
      const deps = { ...server.deps, publisher: first };
      const mark = await lastMessageId(deps);
      const count = 6;
      for (let i = 1; i <= count; i += 1) await scheduleDemoReply(deps, USER, SHOP, mark + i);
      const at = new Date(Date.now() + HOUR_MS);

      const ran = await Promise.all([createJobRunner(deps).runDue(at), createJobRunner(other.deps).runDue(at)]);

      expect(ran[0] + ran[1]).toBe(count);
      const replies = await repliesIn(deps, mark);
      expect(replies).toHaveLength(count);
      const sent = [...first.events, ...second.events];
      expect(sent).toHaveLength(count);
      expect(new Set(sent.map((event) => (event as { message_id: number }).message_id)).size).toBe(count);
      expect(await jobsIn(deps)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('scheduled by a server that then stops is sent by another runner on the same database', async () => {
    const published = recorder();
    let runnerDeps: ServerDeps;
    let restarted: Database | undefined;
    if (server.database.engine === 'postgres') {
      const scheduler = await anotherInstance(recorder());
      await scheduleDemoReply(scheduler.deps, USER, SHOP, 1);
      await scheduler.close();
      runnerDeps = { ...server.deps, publisher: published };
    } else {
      // PGlite lives in its process: the same files opened again stand for the next process.
      await scheduleDemoReply(server.deps, USER, SHOP, 1);
      const files = await server.database.dumpDataDir?.();
      restarted = await openDatabase({ startFrom: files });
      runnerDeps = { ...server.deps, db: restarted.db, publisher: published };
    }
    try {
      const mark = await lastMessageId(runnerDeps);
      const runAt = await dueAt(runnerDeps);
      expect(await createJobRunner(runnerDeps).runDue(runAt)).toBe(1);
      expect(await repliesIn(runnerDeps, mark)).toHaveLength(1);
      expect(published.events).toHaveLength(1);
      expect(await jobsIn(runnerDeps)).toEqual([]);
    } finally {
      await restarted?.close();
    }
  });

  it('claimed by a runner that died is run by another once the claim has lapsed', async () => {
    const published = recorder();
    const deps = { ...server.deps, publisher: published };
    const mark = await lastMessageId(deps);
    await scheduleDemoReply(deps, USER, SHOP, 1);
    const runAt = await dueAt(deps);
    // What a claim leaves behind when its runner is killed before finishing.
    await deps.db.update(scheduledJobs).set({ attempts: 1, lockedUntil: new Date(runAt.getTime() + JOB_LEASE_MS) });
    const runner = createJobRunner(deps);

    expect(await runner.runDue(runAt)).toBe(0);
    expect(await repliesIn(deps, mark)).toEqual([]);
    expect(await runner.runDue(new Date(runAt.getTime() + JOB_LEASE_MS))).toBe(1);
    expect(await repliesIn(deps, mark)).toHaveLength(1);
    expect(await jobsIn(deps)).toEqual([]);
  });
});

describe('a job whose handler fails', () => {
  const retryDelayMs = 1000;

  it('is retried after the delay and sent once the handler succeeds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const published = recorder();
    const deps = { ...server.deps, publisher: published };
    const mark = await lastMessageId(deps);
    let calls = 0;
    const runner = createJobRunner(deps, {
      retryDelayMs,
      handlers: {
        'demo-reply': async (handlerDeps, payload) => {
          calls += 1;
          if (calls === 1) throw new Error('the shop is away');
          const { userId, shopId, customerMessageId } = payload as {
            userId: number;
            shopId: number;
            customerMessageId: number;
          };
          await sendDemoReply(handlerDeps, userId, shopId, customerMessageId);
        },
      },
    });
    await scheduleDemoReply(deps, USER, SHOP, 1);
    const runAt = await dueAt(deps);

    expect(await runner.runDue(runAt)).toBe(1);
    expect(calls).toBe(1);
    expect(await jobsIn(deps)).toMatchObject([{ attempts: 1, runAt: new Date(runAt.getTime() + retryDelayMs) }]);
    expect(await runner.runDue(runAt)).toBe(0);
    expect(await runner.runDue(new Date(runAt.getTime() + retryDelayMs))).toBe(1);
    expect(calls).toBe(2);
    expect(await repliesIn(deps, mark)).toHaveLength(1);
    expect(await jobsIn(deps)).toEqual([]);
  });

  it('is given up after the limit of attempts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gaveUp = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const maxAttempts = 3;
    let calls = 0;
    const runner = createJobRunner(server.deps, {
      retryDelayMs,
      maxAttempts,
      handlers: {
        'demo-reply': async () => {
          calls += 1;
          throw new Error('the shop is away');
        },
      },
    });
    await scheduleDemoReply(server.deps, USER, SHOP, 1);
    let at = await dueAt(server.deps);
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      expect(await runner.runDue(at)).toBe(1);
      at = new Date(at.getTime() + retryDelayMs);
    }
    expect(calls).toBe(maxAttempts);
    expect(await jobsIn(server.deps)).toEqual([]);
    expect(gaveUp).toHaveBeenCalledTimes(1);
    expect(await runner.runDue(new Date(at.getTime() + HOUR_MS))).toBe(0);
    expect(calls).toBe(maxAttempts);
  });
});
