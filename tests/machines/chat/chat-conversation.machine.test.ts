import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectHasOlderMessages,
  selectIsLoadingMessages,
  selectIsLoadingOlder,
  selectIsShopOnline,
  selectIsSidebarOpen,
  selectMessagesFailure,
} from '../../../src/machines/chat/chat.selectors';
import { flush } from '../auth.fakes';
import { fakeChatServer, greenLeaf, message, nordicHome, startChat } from './chat.fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const snapshotOf = (chat: ReturnType<typeof startChat>) => chat.actor.getSnapshot();

/** The ids 45 (newest) … 1 of the default conversation with Green Leaf, oldest first, from `from` up. */
const idsFrom = (from: number) => Array.from({ length: 46 - from }, (_, i) => from + i);

describe('chat machine: the conversation', () => {
  it('opens the sidebar on page 1 of the shop: 20 messages, oldest first, and the unread count refreshed', async () => {
    const chat = startChat();
    await flush();
    const unreadBefore = chat.server.calls.unread;
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    expect(selectIsSidebarOpen(snapshotOf(chat))).toBe(true);
    expect(selectIsLoadingMessages(snapshotOf(chat))).toBe(true);
    await flush();
    expect(chat.server.calls.messages).toEqual([{ shopId: 1, page: 1, perPage: 20 }]);
    expect(chat.messageIds()).toEqual(idsFrom(26));
    expect(selectHasOlderMessages(snapshotOf(chat))).toBe(true);
    expect(chat.server.calls.unread).toBe(unreadBefore + 1);
  });

  it('closing the sidebar clears the messages; opening again starts from page 1', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    chat.send({ type: 'chat.messages.scrolled', fromTop: 0, view: 'sidebar' });
    await vi.advanceTimersByTimeAsync(500);
    expect(chat.messageIds()).toHaveLength(40);

    chat.send({ type: 'chat.sidebar.close' });
    expect(chat.context().messages).toEqual([]);
    expect(chat.context().activeShop).toEqual(greenLeaf);

    chat.send({ type: 'chat.sidebar.open' });
    await flush();
    expect(chat.server.calls.messages.at(-1)).toEqual({ shopId: 1, page: 1, perPage: 20 });
    expect(chat.messageIds()).toEqual(idsFrom(26));
  });

  it('opening the sidebar without any shop shows no conversation', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.sidebar.open' });
    await flush();
    expect(selectIsSidebarOpen(snapshotOf(chat))).toBe(true);
    expect(chat.server.calls.messages).toEqual([]);
    expect(snapshotOf(chat).matches({ signedIn: { conversation: 'idle' } })).toBe(true);
  });

  it.each([
    { view: 'sidebar' as const, near: 50, far: 51 },
    { view: 'page' as const, near: 300, far: 301 },
  ])(
    'in the $view, loads the older page within $near px of the top, 500 ms after the scrolling stops',
    async ({ view, near, far }) => {
      const chat = startChat();
      chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
      await flush();

      chat.send({ type: 'chat.messages.scrolled', fromTop: far, view });
      await vi.advanceTimersByTimeAsync(1000);
      expect(chat.server.calls.messages).toHaveLength(1);

      chat.send({ type: 'chat.messages.scrolled', fromTop: near, view });
      await vi.advanceTimersByTimeAsync(400);
      chat.send({ type: 'chat.messages.scrolled', fromTop: near - 10, view });
      await vi.advanceTimersByTimeAsync(400);
      expect(chat.server.calls.messages).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(chat.server.calls.messages).toEqual([
        { shopId: 1, page: 1, perPage: 20 },
        { shopId: 1, page: 2, perPage: 20 },
      ]);
      expect(chat.messageIds()).toEqual(idsFrom(6));
    },
  );

  it('forgets the wait when scrolled away from the top before 500 ms', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    chat.send({ type: 'chat.messages.scrolled', fromTop: 10, view: 'sidebar' });
    await vi.advanceTimersByTimeAsync(300);
    chat.send({ type: 'chat.messages.scrolled', fromTop: 200, view: 'sidebar' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(chat.server.calls.messages).toHaveLength(1);
  });

  it('pages back to the first message, then asks for nothing more', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    for (const _ of [2, 3, 4]) {
      chat.send({ type: 'chat.messages.scrolled', fromTop: 0, view: 'page' });
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(chat.server.calls.messages.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(chat.messageIds()).toEqual(idsFrom(1));
    expect(selectHasOlderMessages(snapshotOf(chat))).toBe(false);
  });

  it('shows the loading of older pages apart from the first', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    let olderSeen = false;
    chat.actor.subscribe((snapshot) => {
      olderSeen ||= selectIsLoadingOlder(snapshot) && !selectIsLoadingMessages(snapshot);
    });
    chat.send({ type: 'chat.messages.scrolled', fromTop: 0, view: 'sidebar' });
    await vi.advanceTimersByTimeAsync(500);
    expect(olderSeen).toBe(true);
  });

  it('a failed fetch keeps the spinner 1 s, then stops it and offers Try again, which loads the page', async () => {
    const chat = startChat();
    chat.server.fail('messages');
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    expect(selectIsLoadingMessages(snapshotOf(chat))).toBe(true);
    expect(selectMessagesFailure(snapshotOf(chat))).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(selectIsLoadingMessages(snapshotOf(chat))).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectIsLoadingMessages(snapshotOf(chat))).toBe(false);
    expect(selectMessagesFailure(snapshotOf(chat))).toEqual({ status: 500, message: 'Server Error' });

    chat.send({ type: 'chat.messages.retry' });
    await flush();
    expect(chat.messageIds()).toEqual(idsFrom(26));
    expect(selectMessagesFailure(snapshotOf(chat))).toBeNull();
  });

  it('a failed older page keeps the messages shown, and Try again asks for that page again', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
    await flush();
    chat.server.fail('messages');
    chat.send({ type: 'chat.messages.scrolled', fromTop: 0, view: 'sidebar' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(selectMessagesFailure(snapshotOf(chat))).not.toBeNull();
    expect(chat.messageIds()).toEqual(idsFrom(26));

    chat.send({ type: 'chat.messages.retry' });
    await flush();
    expect(chat.server.calls.messages.map((call) => call.page)).toEqual([1, 2, 2]);
    expect(chat.messageIds()).toEqual(idsFrom(6));
  });

  it('selecting another shop opens its conversation and drops the draft meant for the first', async () => {
    const server = fakeChatServer({
      messages: { 1: [message(2, greenLeaf), message(1, greenLeaf)], 2: [message(3, nordicHome)] },
    });
    const chat = startChat({ server });
    chat.send({ type: 'chat.shop.select', shop: greenLeaf });
    await flush();
    chat.send({ type: 'chat.draft.changed', text: 'Are these ripe?' });
    chat.send({ type: 'chat.shop.select', shop: nordicHome });
    await flush();
    expect(chat.context().activeShop).toEqual(nordicHome);
    expect(chat.messageIds()).toEqual([3]);
    expect(chat.context().draft).toBe('');
  });
});

describe('chat machine: Online or Offline (docs/requirements.md §4)', () => {
  it('is Online when any loaded message says the shop is active, else Offline', async () => {
    const offline = fakeChatServer({ messages: { 1: [message(2, greenLeaf), message(1, greenLeaf)] } });
    const online = fakeChatServer({
      messages: { 1: [message(2, greenLeaf), message(1, greenLeaf, { shop_active_status: true })] },
    });
    for (const [server, expected] of [
      [offline, false],
      [online, true],
    ] as const) {
      const chat = startChat({ server });
      expect(selectIsShopOnline(snapshotOf(chat))).toBe(false);
      chat.send({ type: 'chat.shop.select', shop: greenLeaf });
      await flush();
      expect(selectIsShopOnline(snapshotOf(chat))).toBe(expected);
      chat.actor.stop();
    }
  });
});
