import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { demoReplyTo } from '../../server/chat/demo-replies';
import { chatMessages, scheduledJobs } from '../../server/db/schema';
import { DEMO_CUSTOMER, SHOPS } from '../../server/db/seed/facts';
import { createApiClient } from '../../src/api/client';
import { createEndpoints } from '../../src/api/endpoints';
import { movableClock, SECOND } from '../server/auth-helpers';
import { freePort, type ServerProcess, startServerProcess } from '../server/server-process';
import { createSharedDatabase, type Instance, type SharedDatabase, startInstance } from './two-servers';

/**
 * A demo shop's answer is a scheduled_jobs row, not a timer of the instance that took the message: when that
 * instance dies before the answer is due, another instance's job runner sends it, once (server/jobs/job-runner.ts).
 */

/** Far beyond the test's own length, so A cannot have sent the answer before it is killed. */
const DEMO_REPLY_DELAY_SECONDS = 600;
/** How long B has to take the job over once it is due: a few polls of its runner. */
const TAKEOVER_TIMEOUT_MS = 15_000;
/** A shop the demo customer has no seeded conversation with, so every shop message in it is the answer. */
const shop = SHOPS.urbanThread;

let shared: SharedDatabase | undefined;
let a: ServerProcess | undefined;
let b: Instance | undefined;
// B's clock: moved past the answer's time instead of waiting for it.
const clock = movableClock();

beforeAll(async () => {
  shared = await createSharedDatabase();
  a = await startServerProcess(await freePort(), {
    DATABASE_URL: shared.url,
    DEMO_REPLY_DELAY_SECONDS: String(DEMO_REPLY_DELAY_SECONDS),
  });
  b = await startInstance(shared.url, shared.database, { now: clock.now });
});

afterAll(async () => {
  await a?.crash();
  await b?.stop();
  // Drops the test's database.
  await shared?.database.close();
});

it('sends through B, once, the answer a demo shop owed on A when A was killed before it was due', async () => {
  if (!a || !b || !shared) throw new Error('the instances did not start');
  const { db } = shared.database;
  let token: string | null = null;
  const throughA = createEndpoints(createApiClient({ baseUrl: `${a.origin}/api`, getToken: () => token }));
  token = (await throughA.auth.login({ phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).data.access
    .token;
  const sent = await throughA.chat.sendChatMessage({
    shop_id: shop.id,
    message: 'Is the linen shirt lined?',
    type: 'user',
  });
  const messageId = sent.data.message.id;
  const demoReplyJobs = () => db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'demo-reply'));
  const shopMessages = () =>
    db
      .select({ message: chatMessages.message })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.userId, DEMO_CUSTOMER.id),
          eq(chatMessages.shopId, shop.id),
          eq(chatMessages.sender, 'shop'),
        ),
      );

  // While A lives: the answer is owed, as a job nobody has claimed, and not sent.
  expect(await demoReplyJobs()).toEqual([
    expect.objectContaining({
      kind: 'demo-reply',
      payload: { userId: DEMO_CUSTOMER.id, shopId: shop.id, customerMessageId: messageId },
      attempts: 0,
      lockedUntil: null,
    }),
  ]);
  expect(await shopMessages()).toEqual([]);

  await a.crash();
  clock.advance(DEMO_REPLY_DELAY_SECONDS * SECOND);

  const throughB = b.api(token);
  await vi.waitFor(
    async () => {
      const answer = await throughB.chat.getChatMessages({ shop_id: shop.id });
      expect(answer.data.data.data.map((message) => message.message)).toContain(demoReplyTo(messageId));
    },
    { timeout: TAKEOVER_TIMEOUT_MS, interval: 200 },
  );
  // Waits for B's pass in progress: nothing it started is still running when the outcome is read.
  await b.jobs.stop();
  expect(await demoReplyJobs()).toEqual([]);
  expect(await shopMessages()).toEqual([{ message: demoReplyTo(messageId) }]);
});
