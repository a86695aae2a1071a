import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { createApiClient } from '../../src/api/client';
import { createChatLogic } from '../../src/app/chat/chat-logic';
import type { ChatEvent, ListenInput } from '../../src/machines/chat/chat.types';
import { flush } from '../machines/auth.fakes';
import { conversation, greenLeaf, message } from '../machines/chat/chat.fakes';

/** The chat machine on the real endpoints: what it asks the contract for, and what it keeps of the answers. */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function fakeBackend() {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetch = async (input: Request) => {
    const url = new URL(input.url);
    const body = input.method === 'POST' ? await input.json() : null;
    requests.push({ method: input.method, url, body });
    const paging = { current_page: 1, last_page: 3, per_page: 20, total: 45 };
    switch (url.pathname) {
      case '/api/unread-messages':
        return json({ message: 'Unread messages', data: { unread_messages: 4 } });
      case '/api/get-message':
        return json({
          message: 'Messages',
          data: { data: { data: [message(2, greenLeaf), message(1, greenLeaf)], ...paging } },
        });
      case '/api/get-shops':
        return json({ message: 'Shops', data: { data: [conversation(greenLeaf)], ...paging } });
      case '/api/store-message':
        return json({ message: 'Chat started', data: { conversation: conversation(greenLeaf) } });
      default:
        return new Response(null, { status: 404 });
    }
  };
  return { requests, fetch: fetch as unknown as typeof globalThis.fetch };
}

function startRealChat() {
  const backend = fakeBackend();
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch: backend.fetch, getToken: () => 'token-1' });
  const logic = createChatLogic(client).provide({
    actors: { listenForMessages: fromCallback<ChatEvent, ListenInput>(() => undefined) },
  });
  const actor = createActor(logic, { input: { realtime: null } }).start();
  actor.send({ type: 'chat.session.started', userId: 7 });
  return { actor, backend };
}

const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

describe('chat logic on the contract', () => {
  it('asks for the unread count by user id, and keeps it', async () => {
    const { actor, backend } = startRealChat();
    await flush();
    expect(queryOf(backend.requests[0]?.url as URL)).toEqual({ user_id: '7' });
    expect(actor.getSnapshot().context.unreadCount).toBe(4);
  });

  it('pages messages by shop and keeps them oldest first with the last page', async () => {
    const { actor, backend } = startRealChat();
    actor.send({ type: 'chat.shop.select', shop: greenLeaf });
    await flush();
    const request = backend.requests.find((r) => r.url.pathname === '/api/get-message');
    expect(queryOf(request?.url as URL)).toEqual({ shop_id: '1', page: '1', per_page: '20' });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(actor.getSnapshot().context.messagesPaging).toEqual({ page: 1, lastPage: 3 });
  });

  it("sends the search only when there is one, and opens a conversation with the shopper's id", async () => {
    const { actor, backend } = startRealChat();
    actor.send({ type: 'chat.page.entered' });
    actor.send({ type: 'chat.start', shop: greenLeaf, productId: 12 });
    await flush();
    const shops = backend.requests.find((r) => r.url.pathname === '/api/get-shops');
    expect(queryOf(shops?.url as URL)).toEqual({ page: '1', per_page: '20' });
    const started = backend.requests.find((r) => r.url.pathname === '/api/store-message');
    expect(started?.body).toEqual({ shop_id: 1, user_id: 7, type: 'user', product_id: 12 });
  });
});
