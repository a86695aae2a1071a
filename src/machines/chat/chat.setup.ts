import { assign, fromCallback, or, raise, setup, stateIn } from 'xstate';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import type {
  ChatContext,
  ChatConversation,
  ChatEmitted,
  ChatEvent,
  ChatInput,
  ChatMessage,
  ListenInput,
  LoadMessagesInput,
  LoadShopsInput,
  MessagesPage,
  SendMessageInput,
  ShopsPage,
  StartChatInput,
} from './chat.types';
import { closeConversation, keepMessagesPage, keepShopsPage, openConversation } from './chat-context';
import {
  FAILED_FETCH_SPINNER_MS,
  hasMorePages,
  isBlank,
  isNearTopForOlder,
  OLDER_MESSAGES_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
  shopsScrollOutcome,
} from './chat-paging';

/** The chat machine's types, calls, delays, guards and shared actions; its regions are in the chat-*.states files. */
export const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    emitted: {} as ChatEmitted,
    input: {} as ChatInput,
    tags: {} as 'messagesLoading' | 'olderLoading' | 'shopsLoading' | 'shopsLoadingMore' | 'sending' | 'starting',
  },
  actors: {
    loadMessages: providedByApp<MessagesPage, LoadMessagesInput>('loadMessages'),
    loadShops: providedByApp<ShopsPage, LoadShopsInput>('loadShops'),
    loadUnreadCount: providedByApp<number, { userId: number }>('loadUnreadCount'),
    sendMessage: providedByApp<ChatMessage, SendMessageInput>('sendMessage'),
    startChat: providedByApp<ChatConversation, StartChatInput>('startChat'),
    // Subscribes to the shopper's channel and sends `chat.remote.message` back; returns the unsubscribe.
    listenForMessages: fromCallback<ChatEvent, ListenInput>(() => undefined),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    olderDebounce: OLDER_MESSAGES_DEBOUNCE_MS,
    failedSpinner: FAILED_FETCH_SPINNER_MS,
  },
  guards: {
    hasRealtime: ({ context }) => context.realtime !== null && context.userId !== null,
    /** A shop to open: the one the event names, or the active one. */
    hasShop: ({ context, event }) => ('shop' in event && event.shop !== undefined) || context.activeShop !== null,
    hasActiveShop: ({ context }) => context.activeShop !== null,
    isOnMessagesPage: ({ context }) => context.onMessagesPage,
    /** The conversation is on screen: on /massages, or in the open sidebar. */
    showsConversation: or([({ context }) => context.onMessagesPage, stateIn('#chat.signedIn.sidebar.open')]),
    wantsOlder: ({ context, event }) =>
      event.type === 'chat.messages.scrolled' &&
      isNearTopForOlder(event.fromTop, event.view) &&
      hasMorePages(context.messagesPaging),
    hasNoMessages: ({ context }) => context.messagesPaging.page === 0,
    refreshMessagesAfterLoad: ({ context }) => context.refreshAfterLoad.messages,
    wantsMoreShops: ({ context, event }) =>
      event.type === 'chat.shops.scrolled' &&
      shopsScrollOutcome(context.shopsArmed, event.fromTop) === 'load' &&
      hasMorePages(context.shopsPaging),
    rearmsShops: ({ context, event }) =>
      event.type === 'chat.shops.scrolled' && shopsScrollOutcome(context.shopsArmed, event.fromTop) === 'rearm',
    hasMoreShops: ({ context }) => hasMorePages(context.shopsPaging),
    hasNoShopsPage: ({ context }) => context.shopsPaging.page === 0,
    refreshShopsAfterLoad: ({ context }) => context.refreshAfterLoad.shops,
    canSend: ({ context }) => context.activeShop !== null && !isBlank(context.draft),
  },
  actions: {
    openConversation: assign(({ context, event }) =>
      openConversation(context, 'shop' in event ? (event.shop ?? null) : null),
    ),
    closeConversation: assign(({ context }) => closeConversation(context)),
    forgetActiveShop: assign(({ context }) => ({ ...closeConversation(context), activeShop: null })),
    keepMessages: assign(({ context }, answer: MessagesPage) => keepMessagesPage(context, answer)),
    keepMessagesError: assign((_, error: unknown) => ({ messagesError: toFailure(error) })),
    markMessagesStale: assign(({ context }) => ({ refreshAfterLoad: { ...context.refreshAfterLoad, messages: true } })),
    markShopsStale: assign(({ context }) => ({ refreshAfterLoad: { ...context.refreshAfterLoad, shops: true } })),
    keepShops: assign(({ context }, { answer, how }: { answer: ShopsPage; how: 'replace' | 'append' | 'refresh' }) =>
      keepShopsPage(context, answer, how),
    ),
    keepShopsError: assign((_, error: unknown) => ({ shopsError: toFailure(error) })),
    refreshUnread: raise({ type: 'chat.unread.refresh' }),
  },
});
