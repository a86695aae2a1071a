import { assign, emit, raise } from 'xstate';
import { toFailure } from '../failure';
import { chatSetup } from './chat.setup';
import type { ChatContext, ChatEvent } from './chat.types';
import { activeShopIdOf, keepSentMessage, present, signedOutContext, userIdOf } from './chat-context';
import { conversationStates } from './chat-conversation.states';
import { shopListStates } from './chat-shops.states';

/**
 * The chat (long-lived, systemId `chat`): for a signed-in shopper, the shop list of /massages, the open
 * conversation (in the floating sidebar or on the page), the composer, the unread count and the live updates.
 * Scroll positions come in as events with their numbers; the thresholds, debounces and paging are decided
 * here (docs/requirements.md §4, §5, §8 and §9). The app says whether the shopper is on /massages.
 */
export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: ({ input }) => signedOutContext({ realtime: input.realtime, onMessagesPage: false } as ChatContext),
  initial: 'signedOut',
  // For a visitor; once signed in, the `route` region keeps it (a parallel state's regions take events first).
  on: {
    'chat.page.entered': { actions: assign({ onMessagesPage: true }) },
    'chat.page.left': { actions: assign({ onMessagesPage: false }) },
  },
  states: {
    signedOut: {
      description: 'A visitor has no chat; the sidebar and /massages need a signed-in shopper.',
      on: {
        'chat.session.started': {
          target: 'signedIn',
          actions: assign({ userId: ({ event }) => event.userId }),
        },
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'chat.session.cleared': {
          target: 'signedOut',
          description: 'docs/requirements.md §4: logout clears the chats and the active shop.',
          actions: assign(({ context }) => signedOutContext(context)),
        },
      },
      states: {
        route: {
          description: 'Whether the shopper is on /massages, as the app says.',
          initial: 'tracking',
          states: {
            tracking: {
              on: {
                'chat.page.entered': { actions: assign({ onMessagesPage: true }) },
                'chat.page.left': { actions: assign({ onMessagesPage: false }) },
              },
            },
          },
        },
        live: {
          description: "docs/requirements.md §7: the shopper's channel, only when a key is configured.",
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'hasRealtime', target: 'listening' }, { target: 'off' }] },
            listening: {
              description: 'Subscribed to chat_user_{id}; each send-message-to-user becomes chat.remote.message.',
              invoke: {
                id: 'listenForMessages',
                src: 'listenForMessages',
                input: ({ context }) => ({
                  config: present(context.realtime, 'realtime key'),
                  userId: userIdOf(context),
                }),
              },
            },
            off: { description: 'No realtime key in the settings: no live updates.' },
          },
        },
        unread: {
          description: "The count of shops' unread messages (the side menu's badge).",
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadUnreadCount',
                src: 'loadUnreadCount',
                input: ({ context }) => ({ userId: userIdOf(context) }),
                onDone: { target: 'idle', actions: assign({ unreadCount: ({ event }) => event.output }) },
                // docs/requirements.md §8: not shown; the count stays as it was.
                onError: 'idle',
              },
            },
            idle: {},
          },
          on: {
            // Targets inside the region restart its call; `reenter` here would restart every sibling region too.
            'chat.unread.refresh': { target: '.loading' },
            'chat.remote.message': {
              target: '.loading',
              description: 'docs/requirements.md §4: every live message refreshes the count, on any page.',
            },
          },
        },
        sidebar: {
          initial: 'closed',
          states: {
            closed: { on: { 'chat.sidebar.open': 'open' } },
            open: { on: { 'chat.sidebar.close': 'closed' } },
          },
        },
        conversation: conversationStates,
        shops: shopListStates,
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.send': {
                  guard: 'canSend',
                  target: 'sending',
                  description: 'docs/requirements.md §5: an empty message is not sent.',
                  actions: assign({ outgoing: ({ context }) => context.draft, sendError: null }),
                },
              },
            },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => ({
                  shopId: activeShopIdOf(context),
                  text: present(context.outgoing, 'outgoing text'),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => keepSentMessage(context, event.output)),
                    emit(({ event }) => ({ type: 'chat.sent' as const, message: event.output })),
                    raise({ type: 'chat.shops.refresh' }),
                  ],
                },
                onError: {
                  target: 'idle',
                  description:
                    'docs/requirements.md §8 loses the text; here it stays in the composer with the failure, to retry.',
                  actions: assign({ outgoing: null, sendError: ({ event }) => toFailure(event.error) }),
                },
              },
            },
          },
          on: { 'chat.draft.changed': { actions: assign({ draft: ({ event }) => event.text }) } },
        },
        starting: {
          description: '"Chat with the shop" from a product or the cart: /store-message, then the sidebar.',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.start': { target: 'opening', actions: assign({ startError: null }) },
              },
            },
            opening: {
              tags: ['starting'],
              invoke: {
                id: 'startChat',
                src: 'startChat',
                input: ({ context, event }) => {
                  const start = event as Extract<ChatEvent, { type: 'chat.start' }>;
                  return { shopId: start.shop.id, userId: userIdOf(context), productId: start.productId ?? null };
                },
                onDone: {
                  target: 'idle',
                  actions: raise(({ event }) => ({ type: 'chat.sidebar.open' as const, shop: event.output.shop })),
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ startError: ({ event }) => toFailure(event.error) }),
                    emit(({ event }) => ({ type: 'chat.startFailed' as const, ...toFailure(event.error) })),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
