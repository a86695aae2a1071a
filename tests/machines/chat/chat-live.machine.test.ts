import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectIsChatAvailable, selectUnreadCount } from '../../../src/machines/chat/chat.selectors';
import { flush } from '../auth.fakes';
import {
  conversation,
  fakeChatServer,
  greenLeaf,
  message,
  nordicHome,
  realtime,
  SHOPPER_ID,
  startChat,
} from './chat.fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A short conversation with Green Leaf, so a refresh shows the new message on page 1. */
const shortChat = () => fakeChatServer({ messages: { 1: [message(2, greenLeaf), message(1, greenLeaf)] }, unread: 0 });

describe('chat machine: the session', () => {
  it('does nothing for a visitor: no calls, no channel', async () => {
    const chat = startChat({ signedIn: false });
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    chat.send({ type: 'chat.page.entered' });
    await flush();
    expect(selectIsChatAvailable(chat.actor.getSnapshot())).toBe(false);
    expect(chat.server.calls).toMatchObject({ messages: [], shops: [], unread: 0 });
    expect(chat.live.subscribed).toEqual([]);
  });

  it("on sign-in loads the unread count and subscribes to the shopper's channel", async () => {
    const chat = startChat();
    await flush();
    expect(selectUnreadCount(chat.actor.getSnapshot())).toBe(2);
    expect(chat.live.subscribed).toEqual([{ config: realtime, userId: SHOPPER_ID }]);
  });

  it('does not subscribe when no realtime key is configured', async () => {
    const chat = startChat({ withRealtime: false });
    await flush();
    expect(chat.live.subscribed).toEqual([]);
    expect(chat.actor.getSnapshot().matches({ signedIn: { live: 'off' } })).toBe(true);
  });

  it('logout clears the chats, the active shop, the count and the draft, and unsubscribes', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.page.entered' });
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    chat.send({ type: 'chat.draft.changed', text: 'Hello' });
    chat.send({ type: 'chat.session.cleared' });
    expect(chat.context()).toMatchObject({
      userId: null,
      activeShop: null,
      messages: [],
      shops: [],
      unreadCount: 0,
      draft: '',
    });
    expect(chat.live.unsubscribed).toBe(1);
    expect(selectIsChatAvailable(chat.actor.getSnapshot())).toBe(false);
  });
});

describe('chat machine: live messages (docs/requirements.md §4)', () => {
  it('on /massages refreshes the messages, the shops and the unread count, and keeps the active shop', async () => {
    const chat = startChat({ server: shortChat() });
    chat.send({ type: 'chat.page.entered' });
    chat.send({ type: 'chat.shop.select', shop: greenLeaf });
    await flush();
    const shopLoads = chat.server.calls.shops.length;
    const written = chat.server.shopWrites(greenLeaf, 'They are ripe.');
    chat.live.deliver();
    await flush();
    expect(chat.context().activeShop).toEqual(greenLeaf);
    expect(chat.messageIds()).toEqual([1, 2, written.id]);
    expect(chat.server.calls.shops.length).toBe(shopLoads + 1);
    expect(selectUnreadCount(chat.actor.getSnapshot())).toBe(1);
  });

  it('elsewhere with the sidebar open, the conversation in it refreshes', async () => {
    const chat = startChat({ server: shortChat() });
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    const written = chat.server.shopWrites(greenLeaf, 'They are ripe.');
    chat.live.deliver();
    await flush();
    expect(chat.context().activeShop).toEqual(greenLeaf);
    expect(chat.messageIds()).toEqual([1, 2, written.id]);
    expect(chat.server.calls.shops).toEqual([]);
  });

  it('elsewhere with the sidebar closed, clears the active shop and refreshes the unread count only', async () => {
    const chat = startChat({ server: shortChat() });
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    chat.send({ type: 'chat.sidebar.close' });
    const loads = chat.server.calls.messages.length;
    chat.server.shopWrites(greenLeaf, 'They are ripe.');
    chat.live.deliver();
    await flush();
    expect(chat.context().activeShop).toBeNull();
    expect(chat.server.calls.messages).toHaveLength(loads);
    expect(selectUnreadCount(chat.actor.getSnapshot())).toBe(1);
  });

  it('a reply read as it arrives (the conversation on screen) leaves no unread count behind', async () => {
    const server = shortChat();
    // As the server does: fetching a conversation marks the shop's messages seen.
    const load = server.api.loadMessages;
    server.api.loadMessages = async (input) => {
      const page = await load(input);
      server.state.unread = 0;
      return page;
    };
    const chat = startChat({ server });
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    server.shopWrites(greenLeaf, 'Here is your answer');
    chat.live.deliver();
    await flush();
    expect(chat.context().messages.at(-1)?.message).toBe('Here is your answer');
    expect(selectUnreadCount(chat.actor.getSnapshot())).toBe(0);
  });

  it('a live message while an older page loads refreshes once that page is in', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    const release = chat.server.hold();
    chat.send({ type: 'chat.messages.scrolled', fromTop: 0, view: 'sidebar' });
    await vi.advanceTimersByTimeAsync(500);
    expect(chat.actor.getSnapshot().matches({ signedIn: { conversation: 'loadingOlder' } })).toBe(true);
    // The shop writes while the older page is on its way.
    const written = chat.server.shopWrites(greenLeaf, 'Anything else?');
    chat.live.deliver();
    release();
    await flush();
    expect(chat.server.calls.messages.map((call) => call.page)).toEqual([1, 2, 1]);
    // The new message pushed page 2 down by one: its first message was already shown, and nothing repeats.
    expect(chat.messageIds()).toEqual([...Array.from({ length: 39 }, (_, i) => 7 + i), written.id]);
  });
});

/**
 * The server's answer is made when the call arrives but reaches the shopper only on `release()`: what a slow
 * network does to a page asked for just before a shop writes.
 */
function answerLate<I, O>(call: (input: I) => Promise<O>) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  const late = async (input: I) => {
    const answer = await call(input);
    if (first) {
      first = false;
      await gate;
    }
    return answer;
  };
  return { late, release: () => release() };
}

describe('chat machine: live messages while a first page is on its way', () => {
  it('the conversation asks again once its first page is in, so the new message shows', async () => {
    const server = shortChat();
    const { late, release } = answerLate(server.api.loadMessages);
    server.api.loadMessages = late;
    const chat = startChat({ server });
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    const written = server.shopWrites(greenLeaf, 'Still there?');
    chat.live.deliver();
    release();
    await flush();
    expect(server.calls.messages.map((call) => call.page)).toEqual([1, 1]);
    expect(chat.messageIds()).toEqual([1, 2, written.id]);
  });

  it('the seller list of /massages asks again once its first page is in', async () => {
    const server = fakeChatServer({ shops: [conversation(greenLeaf)] });
    const { late, release } = answerLate(server.api.loadShops);
    server.api.loadShops = late;
    const chat = startChat({ server });
    chat.send({ type: 'chat.page.entered' });
    await flush();
    server.state.shops = [conversation(nordicHome, 1), conversation(greenLeaf)];
    chat.live.deliver();
    release();
    await flush();
    expect(server.calls.shops.map((call) => call.page)).toEqual([1, 1]);
    expect(chat.context().shops.map((row) => row.shop.id)).toEqual([nordicHome.id, greenLeaf.id]);
  });
});

describe('chat machine: the unread count (docs/requirements.md §8)', () => {
  it('a failed count keeps the one shown, and the next live message asks again', async () => {
    const server = fakeChatServer({ unread: 2 });
    const chat = startChat({ server });
    await flush();
    expect(selectUnreadCount(chat.actor.getSnapshot())).toBe(2);
    server.fail('unread');
    server.shopWrites(greenLeaf, 'Hello?');
    chat.live.deliver();
    await flush();
    expect(selectUnreadCount(chat.actor.getSnapshot())).toBe(2);
    server.shopWrites(greenLeaf, 'Are you there?');
    chat.live.deliver();
    await flush();
    expect(selectUnreadCount(chat.actor.getSnapshot())).toBe(4);
    expect(server.calls.unread).toBe(3);
  });
});

describe('chat machine: opening a conversation from a product or the cart', () => {
  it('opens the conversation (/store-message with the product), then the sidebar on that shop', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.start', shop: greenLeaf, productId: 12 });
    await flush();
    expect(chat.server.calls.started).toEqual([{ shopId: 1, userId: SHOPPER_ID, productId: 12 }]);
    expect(chat.actor.getSnapshot().matches({ signedIn: { sidebar: 'open', conversation: 'ready' } })).toBe(true);
    expect(chat.context().activeShop).toEqual(greenLeaf);
  });

  it("reports a failure with the server's message and opens nothing", async () => {
    const chat = startChat();
    chat.server.fail('start');
    chat.send({ type: 'chat.start', shop: greenLeaf });
    await flush();
    expect(chat.emitted).toEqual([{ type: 'chat.startFailed', status: 500, message: 'Server Error' }]);
    expect(chat.context().startError).toEqual({ status: 500, message: 'Server Error' });
    expect(chat.actor.getSnapshot().matches({ signedIn: { sidebar: 'closed' } })).toBe(true);
  });
});
