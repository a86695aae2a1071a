import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPLIES } from '../../server/chat/demo-replies';
import { scheduledJobs } from '../../server/db/schema';
import { DEMO_CHATS, DEMO_CUSTOMER, OTHER_CUSTOMER, PRODUCTS, SHOPS } from '../../server/db/seed/facts';
import { createJobRunner, type JobRunner } from '../../server/jobs/job-runner';
import { failure, startTestServer, type TestServer } from './harness';

/** The customer's conversations with shops (contract tag `chat`), and the demo shops' answers. */

interface Published {
  channel: string;
  event: string;
  data: unknown;
}

let server: TestServer;
let demoToken: string;
let otherToken: string;
const published: Published[] = [];
/** Runs the scheduled answers when a test says, on a clock of its own (the harness starts no runner). */
let jobs: JobRunner;

const jobRows = () => server.deps.db.select().from(scheduledJobs).orderBy(desc(scheduledJobs.id));

beforeAll(async () => {
  // Events are recorded.
  server = await startTestServer({
    publisher: {
      publish: async (channel, event, data) => {
        published.push({ channel, event, data });
      },
    },
  });
  demoToken = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  otherToken = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
  jobs = createJobRunner(server.deps);
});

afterAll(async () => {
  await server?.stop();
});

async function conversations(token: string, search?: string) {
  const { data } = await server.api(token).chat.getChatShops({ per_page: 100, ...(search ? { search } : {}) });
  return data;
}

describe('unread messages', () => {
  it('counts, without a token, the shop messages the customer has not seen in all conversations', async () => {
    const { data } = await server.api().chat.getUnreadMessages({ user_id: DEMO_CUSTOMER.id });
    const perShop = (await conversations(demoToken)).data.map((c) => c.unread_message_shop);
    expect(data.unread_messages).toBeGreaterThan(0);
    expect(data.unread_messages).toBe(perShop.reduce((sum, n) => sum + n, 0));
  });

  it('answers 0 for an unknown user rather than revealing that the account does not exist', async () => {
    const { data } = await server.api().chat.getUnreadMessages({ user_id: 987_654 });
    expect(data.unread_messages).toBe(0);
  });

  it('drops by the shop unread messages once the customer reads that conversation', async () => {
    const api = server.api(demoToken);
    const before = (await api.chat.getUnreadMessages({ user_id: DEMO_CUSTOMER.id })).data.unread_messages;
    const unread = (await conversations(demoToken)).data.find((c) => c.shop.id === DEMO_CHATS.unread.shopId);
    expect(unread?.unread_message_shop).toBe(DEMO_CHATS.unread.unread);

    const { data } = await api.chat.getChatMessages({ shop_id: DEMO_CHATS.unread.shopId, per_page: 20 });
    expect(data.data.data.filter((m) => m.type === 'shop').every((m) => m.seen)).toBe(true);

    const after = (await api.chat.getUnreadMessages({ user_id: DEMO_CUSTOMER.id })).data.unread_messages;
    expect(after).toBe(before - DEMO_CHATS.unread.unread);
    const read = (await conversations(demoToken)).data.find((c) => c.shop.id === DEMO_CHATS.unread.shopId);
    expect(read?.unread_message_shop).toBe(0);
  });
});

describe('messages with a shop', () => {
  it('pages the long conversation newest first, 20 at a time, with no message on two pages', async () => {
    const api = server.api(demoToken);
    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push((await api.chat.getChatMessages({ shop_id: DEMO_CHATS.long.shopId, page, per_page: 20 })).data.data);
    }
    expect(pages.map((p) => p.data.length)).toEqual([20, 20, DEMO_CHATS.long.messages - 40]);
    expect(pages[0]).toMatchObject({ total: DEMO_CHATS.long.messages, current_page: 1, per_page: 20, last_page: 3 });
    const messages = pages.flatMap((p) => p.data);
    expect(new Set(messages.map((m) => m.id)).size).toBe(DEMO_CHATS.long.messages);
    const times = messages.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a shared product as a card without text, with the shop online status', async () => {
    const { data } = await server.api(demoToken).chat.getChatMessages({ shop_id: DEMO_CHATS.withProduct.shopId });
    const card = data.data.data.find((m) => m.product);
    expect(card).toMatchObject({ message: null, type: 'user', product: { id: DEMO_CHATS.withProduct.productId } });
    expect(card?.product?.price).toBeGreaterThan(0);
    expect(data.data.data.every((m) => m.shop_active_status === SHOPS.voltElectronics.isOnline)).toBe(true);
    expect(data.data.data[0]?.user).toMatchObject({ id: DEMO_CUSTOMER.id, name: DEMO_CUSTOMER.name });
  });

  it('answers 404 for a shop that does not exist', async () => {
    const error = await failure(server.api(demoToken).chat.getChatMessages({ shop_id: 9999 }));
    expect(error.status).toBe(404);
  });

  it('needs a signed-in customer', async () => {
    const error = await failure(server.api().chat.getChatMessages({ shop_id: DEMO_CHATS.long.shopId }));
    expect(error.status).toBe(401);
  });
});

describe('sending a message', () => {
  it('stores the text as typed, and the demo shop answers on the customer channel after the set delay', async () => {
    const shopId = SHOPS.strideFootwear.id;
    const text = '<b>Do you have the boots in 44?</b> & "wide" fit';
    const before = published.length;
    const { data } = await server
      .api(otherToken)
      .chat.sendChatMessage({ shop_id: shopId, message: text, type: 'user' });
    expect(data.message).toMatchObject({ message: text, type: 'user', seen: false, shop: { id: shopId } });

    const [job] = await jobRows();
    expect(job?.payload).toMatchObject({ customerMessageId: data.message.id });
    const runAt = job?.runAt ?? new Date();
    expect(runAt.getTime() - (job?.createdAt.getTime() ?? 0)).toBe(server.deps.config.demoReplyDelaySeconds * 1000);
    expect(await jobs.runDue(runAt)).toBe(1);

    const { data: page } = await server.api(otherToken).chat.getChatMessages({ shop_id: shopId });
    const [reply, sent] = page.data.data;
    expect(sent?.id).toBe(data.message.id);
    expect(reply?.type).toBe('shop');
    expect(DEMO_REPLIES).toContain(reply?.message);
    // One event, for the shop's answer only, naming the message and nothing private.
    expect(published.slice(before)).toEqual([
      {
        channel: `chat_user_${OTHER_CUSTOMER.id}`,
        event: 'send-message-to-user',
        data: { shop_id: shopId, message_id: reply?.id },
      },
    ]);
  });

  it('schedules no answer when the demo reply delay is 0', async () => {
    const config = server.deps.config;
    const delay = config.demoReplyDelaySeconds;
    const before = (await jobRows()).length;
    config.demoReplyDelaySeconds = 0;
    try {
      await server.api(otherToken).chat.sendChatMessage({ shop_id: SHOPS.urbanThread.id, message: 'Hi', type: 'user' });
    } finally {
      config.demoReplyDelaySeconds = delay;
    }
    expect((await jobRows()).length).toBe(before);
  });

  it('refuses a blank message with 422', async () => {
    const error = await failure(
      server.api(otherToken).chat.sendChatMessage({ shop_id: SHOPS.urbanThread.id, message: '  \n ', type: 'user' }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.message).toBeTruthy();
  });

  it('refuses an empty message with 422', async () => {
    // Prism refuses an empty string itself, so this goes to the server directly.
    const response = await fetch(`${server.directUrl}/api/send-message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${otherToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shop_id: SHOPS.urbanThread.id, message: '', type: 'user' }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.message).toBeTruthy();
  });

  it('refuses a product card of another shop with 422', async () => {
    const error = await failure(
      server.api(otherToken).chat.sendChatMessage({
        shop_id: SHOPS.urbanThread.id,
        message: 'Is this in stock?',
        type: 'user',
        product_id: PRODUCTS.plain.id,
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.product_id).toBeTruthy();
  });
});

describe('opening a conversation', () => {
  it('opens it with a product card and lists it first among the customer conversations', async () => {
    const product = PRODUCTS.withSizePrices;
    const { data } = await server.api(otherToken).chat.storeChatMessage({
      shop_id: product.shopId,
      user_id: OTHER_CUSTOMER.id,
      type: 'user',
      product_id: product.id,
    });
    expect(data.conversation).toMatchObject({
      shop: { id: product.shopId },
      unread_message_shop: 0,
      last_message: null,
    });
    expect(data.conversation.last_message_time).not.toBeNull();

    const [first] = (await conversations(otherToken)).data;
    expect(first?.shop.id).toBe(product.shopId);
    const { data: page } = await server.api(otherToken).chat.getChatMessages({ shop_id: product.shopId });
    expect(page.data.data[0]).toMatchObject({ message: null, type: 'user', product: { id: product.id } });
  });

  it('opens an empty conversation when there is neither text nor product', async () => {
    const { data } = await server
      .api(demoToken)
      .chat.storeChatMessage({ shop_id: SHOPS.littleSprouts.id, user_id: DEMO_CUSTOMER.id, type: 'user' });
    expect(data.conversation).toMatchObject({
      shop: { id: SHOPS.littleSprouts.id, name: SHOPS.littleSprouts.name },
      unread_message_shop: 0,
      last_message: null,
      last_message_time: null,
    });
  });

  it('refuses with 403 to open a conversation in another user name', async () => {
    const error = await failure(
      server.api(demoToken).chat.storeChatMessage({
        shop_id: SHOPS.nordicHome.id,
        user_id: OTHER_CUSTOMER.id,
        type: 'user',
        message: 'Hi',
      }),
    );
    expect(error.status).toBe(403);
  });
});

describe('the shop list', () => {
  it('lists the customer conversations, most recent message first, with the last message', async () => {
    const list = await conversations(demoToken);
    const shopIds = list.data.map((c) => c.shop.id);
    expect(shopIds).toEqual(expect.arrayContaining([DEMO_CHATS.long.shopId, DEMO_CHATS.withProduct.shopId]));
    const times = list.data.map((c) => Date.parse(c.last_message_time ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.total).toBe(list.data.length);
    expect(list.data.find((c) => c.shop.id === DEMO_CHATS.long.shopId)?.last_message).toBeTruthy();
  });

  it('pages the list', async () => {
    const all = await conversations(demoToken);
    const { data } = await server.api(demoToken).chat.getChatShops({ page: 2, per_page: 1 });
    expect(data).toMatchObject({ total: all.total, current_page: 2, per_page: 1, last_page: all.total });
    expect(data.data.map((c) => c.shop.id)).toEqual([all.data[1]?.shop.id]);
  });

  it('searches by shop name, case-insensitively', async () => {
    const found = await conversations(demoToken, 'GREEN leaf');
    expect(found.data.map((c) => c.shop.name)).toEqual([SHOPS.greenLeafGrocers.name]);
    expect(found.total).toBe(1);
  });

  it('matches % and _ in a search as themselves, not as wildcards', async () => {
    expect((await conversations(demoToken, '%')).data).toEqual([]);
    expect((await conversations(demoToken, '_')).data).toEqual([]);
  });

  it('shows no other customer conversations', async () => {
    const mine = (await conversations(otherToken)).data.map((c) => c.shop.id);
    expect(mine).not.toContain(DEMO_CHATS.withProduct.shopId);
  });
});

describe('what is published', () => {
  it('is, for every event of this suite, a bare refresh signal on the public channel of docs/requirements.md §7: no text, name or amount', async () => {
    await jobs.runDue(new Date(Date.now() + 24 * 3600_000));
    expect(published.length).toBeGreaterThan(0);
    for (const event of published) {
      expect(event.channel).toMatch(/^chat_user_[1-9]\d*$/);
      expect(event.event).toBe('send-message-to-user');
      expect(event.data).toEqual({ shop_id: expect.any(Number), message_id: expect.any(Number) });
    }
  });
});

describe('the contract', () => {
  it('has no violations in any answer', () => {
    expect(server.violations).toEqual([]);
  });
});
