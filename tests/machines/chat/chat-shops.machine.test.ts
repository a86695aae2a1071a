import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectHasMoreShops,
  selectIsLoadingMoreShops,
  selectIsLoadingShops,
  selectShopSearch,
  selectShopsFailure,
} from '../../../src/machines/chat/chat.selectors';
import { flush } from '../auth.fakes';
import { conversation, fakeChatServer, shopOf, startChat } from './chat.fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A chat on /massages with the first page of its 45 shops loaded. */
async function onMessagesPage(server = fakeChatServer()) {
  const chat = startChat({ server });
  chat.send({ type: 'chat.page.entered' });
  await flush();
  return chat;
}

const pagesAsked = (chat: Awaited<ReturnType<typeof onMessagesPage>>) => chat.server.calls.shops.map((c) => c.page);

describe('chat machine: the shop list of /massages', () => {
  it('loads nothing until the shopper is on /massages, then 20 shops', async () => {
    const chat = startChat();
    await flush();
    expect(chat.server.calls.shops).toEqual([]);
    chat.send({ type: 'chat.page.entered' });
    expect(selectIsLoadingShops(chat.actor.getSnapshot())).toBe(true);
    await flush();
    expect(chat.server.calls.shops).toEqual([{ search: '', page: 1, perPage: 20 }]);
    expect(chat.shopIds()).toEqual(range(1, 20));
    expect(selectHasMoreShops(chat.actor.getSnapshot())).toBe(true);
  });

  it('asks for the next page when scrolled under 300 px from the top, once, and again only after going beyond 400 px', async () => {
    const chat = await onMessagesPage();
    chat.send({ type: 'chat.shops.scrolled', fromTop: 300 });
    await flush();
    expect(pagesAsked(chat)).toEqual([1]);

    chat.send({ type: 'chat.shops.scrolled', fromTop: 299 });
    expect(selectIsLoadingMoreShops(chat.actor.getSnapshot())).toBe(true);
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2]);
    expect(chat.shopIds()).toEqual(range(1, 40));

    // Disarmed: under 300 px again, nothing; 400 px is not beyond 400 px.
    chat.send({ type: 'chat.shops.scrolled', fromTop: 100 });
    chat.send({ type: 'chat.shops.scrolled', fromTop: 400 });
    chat.send({ type: 'chat.shops.scrolled', fromTop: 250 });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2]);

    chat.send({ type: 'chat.shops.scrolled', fromTop: 401 });
    chat.send({ type: 'chat.shops.scrolled', fromTop: 250 });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2, 3]);
    expect(chat.shopIds()).toEqual(range(1, 45));
    expect(selectHasMoreShops(chat.actor.getSnapshot())).toBe(false);

    chat.send({ type: 'chat.shops.scrolled', fromTop: 500 });
    chat.send({ type: 'chat.shops.scrolled', fromTop: 0 });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2, 3]);
  });

  it('asks for the next page when More sellers is pressed, whatever the scroll, while pages are left', async () => {
    const chat = await onMessagesPage();
    chat.send({ type: 'chat.shops.scrolled', fromTop: 900 });
    chat.send({ type: 'chat.shops.more' });
    await flush();
    chat.send({ type: 'chat.shops.more' });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2, 3]);
    chat.send({ type: 'chat.shops.more' });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2, 3]);
  });

  it('re-arms while the next page is loading, so the list can go on once it is in', async () => {
    const chat = await onMessagesPage();
    chat.send({ type: 'chat.shops.scrolled', fromTop: 0 });
    chat.send({ type: 'chat.shops.scrolled', fromTop: 900 });
    await flush();
    chat.send({ type: 'chat.shops.scrolled', fromTop: 0 });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2, 3]);
  });

  it("searches 500 ms after the last keystroke in 'Search Seller', from page 1", async () => {
    const chat = await onMessagesPage();
    chat.send({ type: 'chat.shops.scrolled', fromTop: 0 });
    await flush();
    chat.send({ type: 'chat.shops.search', text: 'Shop' });
    await vi.advanceTimersByTimeAsync(300);
    chat.send({ type: 'chat.shops.search', text: 'Shop 4' });
    expect(selectShopSearch(chat.actor.getSnapshot())).toBe('Shop 4');
    expect(selectIsLoadingShops(chat.actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(chat.server.calls.shops).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.server.calls.shops.at(-1)).toEqual({ search: 'Shop 4', page: 1, perPage: 20 });
    expect(chat.shopIds()).toEqual([4, 40, 41, 42, 43, 44, 45]);
    expect(selectHasMoreShops(chat.actor.getSnapshot())).toBe(false);
  });

  it('a failed page stops the paging until Try again, which asks for that page', async () => {
    const chat = await onMessagesPage();
    chat.server.fail('shops');
    chat.send({ type: 'chat.shops.scrolled', fromTop: 0 });
    await flush();
    expect(selectShopsFailure(chat.actor.getSnapshot())).toEqual({ status: 500, message: 'Server Error' });
    expect(chat.shopIds()).toEqual(range(1, 20));

    chat.send({ type: 'chat.shops.scrolled', fromTop: 900 });
    chat.send({ type: 'chat.shops.scrolled', fromTop: 0 });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2]);

    chat.send({ type: 'chat.shops.retry' });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 2, 2]);
    expect(chat.shopIds()).toEqual(range(1, 40));
    expect(selectShopsFailure(chat.actor.getSnapshot())).toBeNull();
  });

  it('a failed first page is asked for again on Try again', async () => {
    const server = fakeChatServer();
    server.fail('shops');
    const chat = await onMessagesPage(server);
    expect(selectShopsFailure(chat.actor.getSnapshot())).not.toBeNull();
    chat.send({ type: 'chat.shops.retry' });
    await flush();
    expect(pagesAsked(chat)).toEqual([1, 1]);
    expect(chat.shopIds()).toEqual(range(1, 20));
  });

  it('leaving /massages drops the list and the search; coming back loads page 1 afresh', async () => {
    const chat = await onMessagesPage();
    chat.send({ type: 'chat.shops.search', text: 'Shop 1' });
    await vi.advanceTimersByTimeAsync(500);
    chat.send({ type: 'chat.page.left' });
    expect(chat.context()).toMatchObject({ shops: [], shopSearch: '', onMessagesPage: false });
    chat.send({ type: 'chat.page.entered' });
    await flush();
    expect(chat.server.calls.shops.at(-1)).toEqual({ search: '', page: 1, perPage: 20 });
  });

  it('a refresh puts the most recent conversations first and keeps the older rows loaded below', async () => {
    const chat = await onMessagesPage();
    chat.send({ type: 'chat.shops.scrolled', fromTop: 0 });
    await flush();
    // Shop 30 writes: its conversation moves to the top of the server's list.
    const moved = chat.server.state.shops.splice(29, 1);
    chat.server.state.shops.unshift(...moved.map((row) => conversation(row.shop, 1)));
    chat.live.deliver();
    await flush();
    expect(chat.shopIds()).toEqual([30, ...range(1, 19), ...range(20, 29), ...range(31, 40)]);
    expect(chat.context().shops[0]).toEqual(conversation(shopOf(30), 1));
  });
});

describe('chat machine: signing in on /massages', () => {
  it('loads the shop list at once', async () => {
    const chat = startChat({ signedIn: false });
    chat.send({ type: 'chat.page.entered' });
    chat.send({ type: 'chat.session.started', userId: 7 });
    await flush();
    expect(chat.server.calls.shops).toEqual([{ search: '', page: 1, perPage: 20 }]);
    expect(chat.shopIds()).toEqual(range(1, 20));
  });
});
