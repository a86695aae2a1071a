import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { RealtimeConfig } from '../../../src/api/realtime';
import { chatMachine } from '../../../src/machines/chat/chat.machine';
import type {
  ChatConversation,
  ChatEvent,
  ChatMessage,
  ChatShop,
  ListenInput,
  LoadMessagesInput,
  LoadShopsInput,
  MessagesPage,
  SendMessageInput,
  ShopsPage,
  StartChatInput,
} from '../../../src/machines/chat/chat.types';
import { recordEmitted } from '../emitted';

/** Fakes shared by the chat tests: a chat server in memory, shaped like the contract's answers. */

export const SHOPPER_ID = 7;

export const realtime: RealtimeConfig = {
  key: 'storefront-key',
  cluster: 'mt1',
  host: '127.0.0.1',
  port: 8080,
  useTls: false,
};

export const shopOf = (id: number): ChatShop => ({ id, name: `Shop ${id}`, logo: `/media/shops/${id}.svg` });

export const greenLeaf = shopOf(1);
export const nordicHome = shopOf(2);

/** A message of a conversation: ids and times grow together, the shop online or not. */
export function message(id: number, shop: ChatShop, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    message: `Message ${id}`,
    created_at: new Date(Date.UTC(2026, 10, 21, 12, 0, id)).toISOString(),
    type: id % 2 ? 'user' : 'shop',
    user: { id: SHOPPER_ID, name: 'Sam Shopper', profile_photo: null },
    shop,
    product: null,
    shop_active_status: false,
    seen: true,
    ...overrides,
  } as ChatMessage;
}

export const conversation = (shop: ChatShop, unread = 0): ChatConversation => ({
  shop,
  unread_message_shop: unread,
  last_message: `Last words of ${shop.name}`,
  last_message_time: '2026-11-21T12:00:00Z',
});

const serverError = new ApiError(500, 'Server Error');

/** Pages of a list, newest (first) first, as the server answers them. */
function pageOf<T>(items: T[], page: number, perPage: number) {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    lastPage: Math.max(1, Math.ceil(items.length / perPage)),
  };
}

export interface FakeChatServerOptions {
  /** Messages per shop id, newest first. */
  messages?: Record<number, ChatMessage[]>;
  /** The conversations, most recent first. */
  shops?: ChatConversation[];
  unread?: number;
}

/**
 * The calls a chat machine makes, answered from memory; `fail` makes the next call of a kind fail, `hold` keeps
 * the message calls waiting until released.
 */
export function fakeChatServer(options: FakeChatServerOptions = {}) {
  const state = {
    messages: options.messages ?? { 1: Array.from({ length: 45 }, (_, i) => message(45 - i, greenLeaf)) },
    shops: options.shops ?? Array.from({ length: 45 }, (_, i) => conversation(shopOf(i + 1))),
    unread: options.unread ?? 2,
  };
  const calls = {
    messages: [] as LoadMessagesInput[],
    shops: [] as LoadShopsInput[],
    unread: 0,
    sent: [] as SendMessageInput[],
    started: [] as StartChatInput[],
  };
  type Call = 'messages' | 'shops' | 'unread' | 'send' | 'start';
  const failing = new Set<Call>();
  const fail = (kind: Call) => failing.add(kind);
  const check = (kind: Call) => {
    if (failing.delete(kind)) throw serverError;
  };
  // A held call waits for its release, so a test can act while it is on its way.
  let held: Promise<void> | null = null;
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      held = null;
      release();
    };
  };
  let nextId = 1000;
  const api = {
    loadMessages: async (input: LoadMessagesInput): Promise<MessagesPage> => {
      calls.messages.push(input);
      if (held) await held;
      check('messages');
      const { items, lastPage } = pageOf(state.messages[input.shopId] ?? [], input.page, input.perPage);
      return { messages: items, page: input.page, lastPage };
    },
    loadShops: async (input: LoadShopsInput): Promise<ShopsPage> => {
      calls.shops.push(input);
      check('shops');
      const found = state.shops.filter((row) => row.shop.name.toLowerCase().includes(input.search.toLowerCase()));
      const { items, lastPage } = pageOf(found, input.page, input.perPage);
      return { shops: items, page: input.page, lastPage };
    },
    loadUnreadCount: async (): Promise<number> => {
      calls.unread += 1;
      check('unread');
      return state.unread;
    },
    sendMessage: async (input: SendMessageInput): Promise<ChatMessage> => {
      calls.sent.push(input);
      check('send');
      const sent = message(nextId++, shopOf(input.shopId), { message: input.text, type: 'user' });
      state.messages[input.shopId] = [sent, ...(state.messages[input.shopId] ?? [])];
      return sent;
    },
    startChat: async (input: StartChatInput): Promise<ChatConversation> => {
      calls.started.push(input);
      check('start');
      return conversation(shopOf(input.shopId));
    },
  };
  /** A shop writes: its message is stored and the live channel tells the shopper. */
  const shopWrites = (shop: ChatShop, text: string, online = true) => {
    const written = message(nextId++, shop, { message: text, type: 'shop', shop_active_status: online });
    state.messages[shop.id] = [written, ...(state.messages[shop.id] ?? [])];
    state.unread += 1;
    return written;
  };
  return { state, calls, fail, hold, api, shopWrites };
}

export type FakeChatServer = ReturnType<typeof fakeChatServer>;

/** The chat machine's call actors, each answered by the fake server. */
export function fakeChatActors(api: FakeChatServer['api']) {
  return {
    loadMessages: fromPromise<MessagesPage, LoadMessagesInput>(({ input }) => api.loadMessages(input)),
    loadShops: fromPromise<ShopsPage, LoadShopsInput>(({ input }) => api.loadShops(input)),
    loadUnreadCount: fromPromise<number, { userId: number }>(() => api.loadUnreadCount()),
    sendMessage: fromPromise<ChatMessage, SendMessageInput>(({ input }) => api.sendMessage(input)),
    startChat: fromPromise<ChatConversation, StartChatInput>(({ input }) => api.startChat(input)),
  };
}

/** A chat actor on a fake server, signed in by default; `live.deliver()` is the realtime channel's event. */
export function startChat({
  server = fakeChatServer(),
  signedIn = true,
  withRealtime = true,
}: {
  server?: FakeChatServer;
  signedIn?: boolean;
  withRealtime?: boolean;
} = {}) {
  const live = { subscribed: [] as ListenInput[], unsubscribed: 0, deliver: () => {} };
  const machine = chatMachine.provide({
    actors: {
      ...fakeChatActors(server.api),
      listenForMessages: fromCallback<ChatEvent, ListenInput>(({ input, sendBack }) => {
        live.subscribed.push(input);
        live.deliver = () => sendBack({ type: 'chat.remote.message' });
        return () => {
          live.unsubscribed += 1;
          live.deliver = () => {};
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { realtime: withRealtime ? realtime : null } });
  const emitted = recordEmitted(actor);
  actor.start();
  if (signedIn) actor.send({ type: 'chat.session.started', userId: SHOPPER_ID });
  return {
    actor,
    server,
    live,
    emitted,
    context: () => actor.getSnapshot().context,
    send: (event: ChatEvent) => actor.send(event),
    messageIds: () => actor.getSnapshot().context.messages.map((m) => m.id),
    shopIds: () => actor.getSnapshot().context.shops.map((row) => row.shop.id),
  };
}
