import { not } from 'xstate';
import { chatSetup } from './chat.setup';
import type { ChatContext, MessagesPage } from './chat.types';
import { activeShopIdOf } from './chat-context';
import { CHAT_PAGE_SIZE } from './chat-paging';

const onDoneKeep = {
  type: 'keepMessages' as const,
  params: ({ event }: { event: { output: MessagesPage } }) => event.output,
};
const onErrorKeep = {
  type: 'keepMessagesError' as const,
  params: ({ event }: { event: { error: unknown } }) => event.error,
};
/** The newest page of the active shop's messages: what a first load and a live refresh ask for. */
const newestPage = ({ context }: { context: ChatContext }) => ({
  shopId: activeShopIdOf(context),
  page: 1,
  perPage: CHAT_PAGE_SIZE,
});

/**
 * The open conversation with the active shop: page 1 (20 messages), older pages when scrolled near the top
 * (debounced), a quiet refresh on a live message, and a failed fetch that stops its spinner 1 s later.
 */
export const conversationStates = chatSetup.createStateConfig({
  description: 'The messages with the active shop, in the sidebar or on /massages.',
  initial: 'idle',
  on: {
    'chat.shop.select': {
      target: '.loading',
      description: 'A row of the shop list: its conversation from page 1.',
      actions: 'openConversation',
    },
    'chat.sidebar.open': {
      guard: 'hasShop',
      target: '.loading',
      description: 'docs/requirements.md §4: opening the sidebar starts again from page 1.',
      actions: 'openConversation',
    },
    'chat.sidebar.close': [
      { guard: 'isOnMessagesPage', description: 'On /massages the page still shows the conversation.' },
      {
        target: '.idle',
        description: 'docs/requirements.md §4: closing the sidebar clears the messages.',
        actions: 'closeConversation',
      },
    ],
    'chat.page.entered': {
      guard: 'hasActiveShop',
      target: '.loading',
      description: '/massages opens on the active shop, if there is one.',
      actions: 'openConversation',
    },
    'chat.remote.message': {
      guard: not('showsConversation'),
      target: '.idle',
      description:
        'docs/requirements.md §4: off /massages, with the sidebar closed, a live message clears the active shop (the sidebar refreshes instead).',
      actions: 'forgetActiveShop',
    },
  },
  states: {
    idle: {
      description: "No conversation open ('No User Selected' on /massages).",
    },
    loading: {
      tags: ['messagesLoading'],
      description: 'GET /get-message, page 1.',
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: newestPage,
        onDone: [
          {
            guard: 'refreshMessagesAfterLoad',
            target: 'refreshing',
            description: 'A live message came while the page was on its way: it may not be in it.',
            actions: onDoneKeep,
          },
          {
            target: 'ready',
            description: "Loading marks the shop's messages seen: the unread count drops.",
            actions: [onDoneKeep, 'refreshUnread'],
          },
        ],
        onError: { target: 'failing', actions: onErrorKeep },
      },
      on: {
        'chat.remote.message': {
          guard: 'showsConversation',
          description: 'Refreshed once the first page is in.',
          actions: 'markMessagesStale',
        },
      },
    },
    ready: {
      on: {
        'chat.messages.scrolled': {
          guard: 'wantsOlder',
          target: 'waitingForOlder',
          description:
            'docs/requirements.md §9: within 50 px (sidebar) or 300 px (page) of the top, with older pages left.',
        },
        'chat.remote.message': { guard: 'showsConversation', target: 'refreshing' },
      },
    },
    waitingForOlder: {
      description: 'docs/requirements.md §9: the scroll settles for 500 ms before the older page is asked for.',
      after: { olderDebounce: 'loadingOlder' },
      on: {
        'chat.messages.scrolled': [
          {
            guard: 'wantsOlder',
            target: 'waitingForOlder',
            reenter: true,
            description: 'Still near the top: wait again.',
          },
          { target: 'ready', description: 'Scrolled away from the top: nothing to load.' },
        ],
        'chat.remote.message': { guard: 'showsConversation', target: 'refreshing' },
      },
    },
    loadingOlder: {
      tags: ['olderLoading'],
      description: 'GET /get-message, the next older page; the view keeps its place (the UI holds the scroll).',
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({
          shopId: activeShopIdOf(context),
          page: context.messagesPaging.page + 1,
          perPage: CHAT_PAGE_SIZE,
        }),
        onDone: [
          { guard: 'refreshMessagesAfterLoad', target: 'refreshing', actions: onDoneKeep },
          { target: 'ready', actions: onDoneKeep },
        ],
        onError: { target: 'failing', actions: onErrorKeep },
      },
      on: {
        'chat.remote.message': {
          guard: 'showsConversation',
          description: 'Refreshed once the older page is in.',
          actions: 'markMessagesStale',
        },
      },
    },
    refreshing: {
      description: 'A live message: page 1 again, merged over what is shown (older pages stay).',
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: newestPage,
        onDone: {
          target: 'ready',
          description: 'The new message was fetched, so seen: the count asked for when it came is out of date.',
          actions: [onDoneKeep, 'refreshUnread'],
        },
        // What is shown is still right; the next live message or scroll tries again.
        onError: 'ready',
      },
      on: {
        'chat.remote.message': { guard: 'showsConversation', target: 'refreshing', reenter: true },
      },
    },
    failing: {
      tags: ['messagesLoading'],
      description: 'docs/requirements.md §8: after a failed fetch the spinner runs on for 1 s, then stops.',
      after: { failedSpinner: 'failed' },
    },
    failed: {
      description: 'The fetch failed: Try again asks for the same page.',
      on: {
        'chat.messages.retry': [{ guard: 'hasNoMessages', target: 'loading' }, { target: 'loadingOlder' }],
      },
    },
  },
});
