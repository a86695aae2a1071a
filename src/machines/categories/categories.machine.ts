import { assign, fromPromise, setup } from 'xstate';
import type { Schema } from '../../api/types';

export type Category = Schema<'Category'>;

export interface CategoriesContext {
  categories: Category[];
  /** The status of the last failed load (0 when offline); the header offers a retry. */
  errorStatus: number | null;
}

export type CategoriesEvent = { type: 'categories.retry' };

/**
 * The categories the header's dropdown lists: loaded once after the first paint (so they never delay it),
 * retried when the shopper asks.
 */
export const categoriesMachine = setup({
  types: { context: {} as CategoriesContext, events: {} as CategoriesEvent },
  actors: {
    loadCategories: fromPromise<Category[]>(async () => {
      throw new Error('loadCategories is provided by the app');
    }),
  },
}).createMachine({
  id: 'categories',
  initial: 'loading',
  context: { categories: [], errorStatus: null },
  states: {
    loading: {
      description: 'Fetching the category tree.',
      tags: ['loading'],
      invoke: {
        src: 'loadCategories',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output, errorStatus: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            errorStatus: ({ event }) => (event.error as { status?: number } | null)?.status ?? 0,
          }),
        },
      },
    },
    ready: { description: 'The categories are known.' },
    failed: {
      description: 'The categories could not be loaded.',
      on: { 'categories.retry': { target: 'loading', description: 'Try loading them again.' } },
    },
  },
});
