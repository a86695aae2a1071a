import { assign } from 'xstate';
import { chatSetup } from './chat.setup';
import type { ShopsPage } from './chat.types';
import { leaveShops, startShops } from './chat-context';
import { CHAT_PAGE_SIZE } from './chat-paging';

type Done = { event: { output: ShopsPage } };

const keep = (how: 'replace' | 'append' | 'refresh') => ({
  type: 'keepShops' as const,
  params: ({ event }: Done) => ({ answer: event.output, how }),
});

const keepError = {
  type: 'keepShopsError' as const,
  params: ({ event }: { event: { error: unknown } }) => event.error,
};

/**
 * The shop list of /massages: 20 conversations a page for the 'Search Seller' text (debounced 500 ms), the next
 * page when scrolled under 300 px from the top (re-armed beyond 400 px) or asked for, a quiet refresh on a live message; a failure stops
 * the paging until Try again.
 */
export const shopListStates = chatSetup.createStateConfig({
  description: 'The conversations of /massages, loaded while the shopper is on that page.',
  initial: 'choosing',
  on: {
    'chat.page.left': { target: '.idle', actions: assign(({ context }) => leaveShops(context)) },
    'chat.shops.search': {
      target: '.waitingToSearch',
      description: 'docs/requirements.md §5: each keystroke waits again; the list reloads 500 ms after the last.',
      actions: assign({ shopSearch: ({ event }) => event.text }),
    },
    'chat.shops.scrolled': {
      guard: 'rearmsShops',
      description: 'docs/requirements.md §9: scrolled back beyond 400 px, the next approach asks again.',
      actions: assign({ shopsArmed: true }),
    },
  },
  states: {
    choosing: {
      description: 'Signed in while on /massages: the list loads at once.',
      always: [
        { guard: 'isOnMessagesPage', target: 'loading', actions: assign(({ context }) => startShops(context)) },
        { target: 'idle' },
      ],
    },
    idle: {
      description: 'Not on /massages: no list.',
      on: { 'chat.page.entered': { target: 'loading', actions: assign(({ context }) => startShops(context)) } },
    },
    waitingToSearch: {
      description: 'The search text settles for 500 ms.',
      after: { searchDebounce: { target: 'loading', actions: assign(({ context }) => startShops(context)) } },
    },
    loading: {
      tags: ['shopsLoading'],
      description: 'GET /get-shops, page 1 of the search.',
      invoke: {
        id: 'loadShops',
        src: 'loadShops',
        input: ({ context }) => ({ search: context.shopSearch.trim(), page: 1, perPage: CHAT_PAGE_SIZE }),
        onDone: [
          {
            guard: 'refreshShopsAfterLoad',
            target: 'refreshing',
            description: 'A live message came while the page was on its way: it may not be in it.',
            actions: keep('replace'),
          },
          { target: 'ready', actions: keep('replace') },
        ],
        onError: { target: 'failed', actions: keepError },
      },
      on: {
        'chat.remote.message': { actions: 'markShopsStale' },
        'chat.shops.refresh': { actions: 'markShopsStale' },
      },
    },
    ready: {
      on: {
        'chat.shops.scrolled': [
          {
            guard: 'wantsMoreShops',
            target: 'loadingMore',
            description: 'docs/requirements.md §9: under 300 px from the top, armed, with pages left: the next one.',
            actions: assign({ shopsArmed: false }),
          },
          { guard: 'rearmsShops', actions: assign({ shopsArmed: true }) },
        ],
        'chat.shops.more': {
          guard: 'hasMoreShops',
          target: 'loadingMore',
          description: 'More sellers asked for by a button: the next page, whatever the scroll.',
        },
        'chat.remote.message': {
          target: 'refreshing',
          description: 'docs/requirements.md §4: on /massages the list refreshes.',
        },
        'chat.shops.refresh': { target: 'refreshing' },
      },
    },
    loadingMore: {
      tags: ['shopsLoadingMore'],
      description: 'GET /get-shops, the next page.',
      invoke: {
        id: 'loadShops',
        src: 'loadShops',
        input: ({ context }) => ({
          search: context.shopSearch.trim(),
          page: context.shopsPaging.page + 1,
          perPage: CHAT_PAGE_SIZE,
        }),
        onDone: [
          { guard: 'refreshShopsAfterLoad', target: 'refreshing', actions: keep('append') },
          { target: 'ready', actions: keep('append') },
        ],
        onError: { target: 'failed', actions: keepError },
      },
      on: {
        'chat.remote.message': { actions: 'markShopsStale' },
        'chat.shops.refresh': { actions: 'markShopsStale' },
      },
    },
    refreshing: {
      description: 'Page 1 again over the rows shown: the most recent conversations move to the top.',
      invoke: {
        id: 'loadShops',
        src: 'loadShops',
        input: ({ context }) => ({ search: context.shopSearch.trim(), page: 1, perPage: CHAT_PAGE_SIZE }),
        onDone: { target: 'ready', actions: keep('refresh') },
        // The rows shown are still right; the next live message tries again.
        onError: 'ready',
      },
    },
    failed: {
      description:
        'docs/requirements.md §8: a failed load stops the paging until Try again, which asks for the same page.',
      on: {
        'chat.shops.retry': [{ guard: 'hasNoShopsPage', target: 'loading' }, { target: 'loadingMore' }],
      },
    },
  },
});
