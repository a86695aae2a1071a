import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../failure';

export interface LoadMoreItem {
  id: number;
}

export interface LoadMorePage {
  items: LoadMoreItem[];
  /** How many items the whole list has. */
  total: number;
}

export interface LoadMoreInput extends LoadMorePage {
  /** Items per page; `items` is page 1. */
  perPage: number;
}

export interface LoadMoreContext extends LoadMorePage {
  perPage: number;
  /** The page the next load asks for. */
  nextPage: number;
  /** How many items the last load added (the UI announces it). */
  added: number;
  /** The status of the last failure (0: the server was not reached), or null. */
  errorStatus: number | null;
}

export type LoadMoreEvent =
  /** The shopper pressed Load more (or Try again after a failure). */
  | { type: 'more.requested' }
  /** Page 1 was loaded again (after a sign-in, say): start over from it. */
  | { type: 'more.reset'; items: LoadMoreItem[]; total: number };

/**
 * A list that grows by pages ("Just for you" with its Load more): each load asks for the next page and
 * appends what is new. Items already shown are not repeated, so a list that shifted between loads stays clean.
 */
export const loadMoreMachine = setup({
  types: {
    context: {} as LoadMoreContext,
    events: {} as LoadMoreEvent,
    input: {} as LoadMoreInput,
    tags: {} as 'loading',
  },
  actors: {
    loadPage: fromPromise<LoadMorePage, { page: number; perPage: number }>(async () => {
      throw new Error('loadPage is provided by the screen');
    }),
  },
  actions: {
    append: assign(({ context }, page: LoadMorePage) => {
      const shown = new Set(context.items.map((item) => item.id));
      const fresh = page.items.filter((item) => !shown.has(item.id));
      return {
        items: [...context.items, ...fresh],
        total: page.total,
        nextPage: context.nextPage + 1,
        // An empty page means the list ended early: nothing more to ask for.
        ...(page.items.length === 0 && { total: context.items.length }),
        added: fresh.length,
        errorStatus: null,
      };
    }),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
  },
}).createMachine({
  id: 'loadMore',
  context: ({ input }) => ({ ...input, nextPage: 2, added: 0, errorStatus: null }),
  initial: 'idle',
  on: {
    'more.reset': {
      description: 'Page 1 again: drop the pages loaded since, and any load under way.',
      target: '.idle',
      actions: assign(({ event }) => ({
        items: event.items,
        total: event.total,
        nextPage: 2,
        added: 0,
        errorStatus: null,
      })),
    },
  },
  states: {
    idle: {
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Is there more to load?',
          always: [{ guard: 'hasMore', target: 'ready' }, { target: 'complete' }],
        },
        ready: {
          description: 'More items exist: Load more is offered.',
          on: { 'more.requested': { target: '#loadMore.loading' } },
        },
        complete: { description: 'Every item is shown.' },
      },
    },
    loading: {
      description: 'Asking for the next page; what is shown stays.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.nextPage, perPage: context.perPage }),
        onDone: { target: 'idle', actions: { type: 'append', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: assign({ errorStatus: ({ event }) => toFailure(event.error).status }),
        },
      },
    },
    failed: {
      description: 'The page could not be loaded; errorStatus says why. Pressing again retries.',
      on: { 'more.requested': { target: 'loading' } },
    },
  },
});
