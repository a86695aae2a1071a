import type { ChatContext, ChatMessage, ChatShop, MessagesPage, ShopsPage } from './chat.types';
import { appendShops, mergeMessages, noPages, refreshShops } from './chat-paging';

/** How the machine's context changes: pure functions, so the machine file reads as states and transitions. */

export const signedOutContext = (context: ChatContext): ChatContext => ({
  realtime: context.realtime,
  onMessagesPage: context.onMessagesPage,
  userId: null,
  activeShop: null,
  messages: [],
  messagesPaging: noPages(),
  messagesError: null,
  shops: [],
  shopsPaging: noPages(),
  shopSearch: '',
  shopsArmed: true,
  shopsError: null,
  unreadCount: 0,
  draft: '',
  outgoing: null,
  sendError: null,
  startError: null,
  refreshAfterLoad: { messages: false, shops: false },
});

/** The shop whose conversation opens, from page 1; another shop's draft is not carried over. */
export function openConversation(context: ChatContext, shop: ChatShop | null): Partial<ChatContext> {
  const next = shop ?? context.activeShop;
  const sameShop = next?.id === context.activeShop?.id;
  return {
    activeShop: next,
    messages: [],
    messagesPaging: noPages(),
    messagesError: null,
    refreshAfterLoad: { ...context.refreshAfterLoad, messages: false },
    ...(!sameShop && { draft: '', sendError: null }),
  };
}

export const closeConversation = (context: ChatContext): Partial<ChatContext> => ({
  messages: [],
  messagesPaging: noPages(),
  messagesError: null,
  refreshAfterLoad: { ...context.refreshAfterLoad, messages: false },
});

/** A page of messages came: merged into what is shown; `page` only moves forward (a refresh is page 1 again). */
export const keepMessagesPage = (context: ChatContext, answer: MessagesPage): Partial<ChatContext> => ({
  messages: mergeMessages(context.messages, answer.messages),
  messagesPaging: { page: Math.max(context.messagesPaging.page, answer.page), lastPage: answer.lastPage },
  messagesError: null,
  refreshAfterLoad: { ...context.refreshAfterLoad, messages: false },
});

/** Our own message, sent: shown at once if its conversation is still the open one. */
export function keepSentMessage(context: ChatContext, message: ChatMessage): Partial<ChatContext> {
  const sent = context.outgoing;
  return {
    messages:
      message.shop.id === context.activeShop?.id ? mergeMessages(context.messages, [message]) : context.messages,
    // What was typed while the message was on its way stays.
    draft: context.draft === sent ? '' : context.draft,
    outgoing: null,
    sendError: null,
  };
}

export const startShops = (context: ChatContext): Partial<ChatContext> => ({
  shops: [],
  shopsPaging: noPages(),
  shopsArmed: true,
  shopsError: null,
  refreshAfterLoad: { ...context.refreshAfterLoad, shops: false },
});

export const leaveShops = (context: ChatContext): Partial<ChatContext> => ({
  ...startShops(context),
  shopSearch: '',
});

export function keepShopsPage(context: ChatContext, answer: ShopsPage, how: 'replace' | 'append' | 'refresh') {
  const shops =
    how === 'replace'
      ? answer.shops
      : how === 'append'
        ? appendShops(context.shops, answer.shops)
        : refreshShops(context.shops, answer.shops);
  return {
    shops,
    shopsPaging: { page: how === 'refresh' ? context.shopsPaging.page : answer.page, lastPage: answer.lastPage },
    shopsError: null,
    refreshAfterLoad: { ...context.refreshAfterLoad, shops: false },
  } satisfies Partial<ChatContext>;
}

/** What a state's call needs and its guards made sure of (a shop is open, a shopper is signed in). */
export function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The chat has no ${what} here`);
  return value;
}

export const activeShopIdOf = (context: ChatContext): number => present(context.activeShop, 'active shop').id;

export const userIdOf = (context: ChatContext): number => present(context.userId, 'signed-in shopper');
