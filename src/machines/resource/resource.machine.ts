import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../failure';

/** docs/quality-budgets.md R3: a failed read is tried again at most 3 times, waiting longer each time. */
export const MAX_RETRIES = 3;
export const RETRY_BASE_MS = 500;

export interface ResourceInput {
  params: unknown;
}

export interface ResourceContext {
  /** The screen's parameters (an id, a page, filters): the load's input. */
  params: unknown;
  /** The last answer, or null before the first. */
  data: unknown;
  /** The parameters `data` answers (as JSON), or null before the first answer: what the screen may show it for. */
  dataKey: string | null;
  /** The status of the last failure (0: the server was not reached), or null. */
  errorStatus: number | null;
  /** Automatic retries made for the current load. */
  retries: number;
}

export type ResourceEvent =
  /** The page's parameters changed (a new id, page or filter): load again, dropping any load under way. */
  | { type: 'resource.params.changed'; params: unknown }
  /** The shopper pressed Try again. */
  | { type: 'resource.retry' }
  /** Load again in the background, keeping what is shown. */
  | { type: 'resource.refresh' };

/** Worth trying again by itself: the server was not reached, was busy or failed (not a 4xx answer). */
function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * One read of the contract for a screen (a page of products, a product, a blog post): loading, ready or
 * failed, with automatic retries and backoff for transient failures and a Try again for the rest. The
 * screen's parameters are input; a change reloads. `useResource` types the data and parameters per screen.
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as ResourceInput,
    tags: {} as 'loading',
  },
  actors: {
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error('load is provided by the screen');
    }),
  },
  delays: {
    backoff: ({ context }) => RETRY_BASE_MS * 2 ** (context.retries - 1),
  },
  guards: {
    mayRetryByItself: ({ context }) =>
      context.errorStatus !== null && isTransient(context.errorStatus) && context.retries < MAX_RETRIES,
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ params: input.params, data: null, dataKey: null, errorStatus: null, retries: 0 }),
  initial: 'loading',
  on: {
    'resource.params.changed': {
      description: 'New parameters: start over (an answer for the old ones is dropped).',
      target: '.loading',
      reenter: true,
      actions: assign({ params: ({ event }) => event.params, retries: 0, errorStatus: null }),
    },
  },
  states: {
    loading: {
      description: 'Calling the contract; what was shown before stays until the answer arrives.',
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        // Annotated: with an `unknown` input, TypeScript gives the mapper no context of its own.
        input: ({ context }: { context: ResourceContext }) => context.params,
        onDone: {
          target: 'ready',
          actions: assign({
            data: ({ event }) => event.output,
            dataKey: ({ context }) => JSON.stringify(context.params),
            errorStatus: null,
            retries: 0,
          }),
        },
        onError: {
          target: 'failing',
          actions: assign({ errorStatus: ({ event }) => toFailure(event.error).status }),
        },
      },
    },
    failing: {
      description: 'Decide: wait and try again, or give up and offer Try again.',
      always: [
        {
          guard: 'mayRetryByItself',
          target: 'waiting',
          actions: assign({ retries: ({ context }) => context.retries + 1 }),
        },
        { target: 'failed' },
      ],
    },
    waiting: {
      description: 'A transient failure: wait 0.5 s, 1 s, then 2 s before the next try.',
      tags: ['loading'],
      after: { backoff: { target: 'loading' } },
    },
    ready: {
      description: 'The answer is shown.',
      on: { 'resource.refresh': { target: 'loading', description: 'Load again, keeping what is shown.' } },
    },
    failed: {
      description: 'The load failed for good; errorStatus says why.',
      on: {
        'resource.retry': {
          target: 'loading',
          description: 'The shopper asked to try again.',
          actions: assign({ retries: 0 }),
        },
      },
    },
  },
});
