import { assign, emit, setup, stateIn } from 'xstate';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import type { FavoriteContext, FavoriteEmitted, FavoriteEvent, FavoriteInput, FavoriteToggled } from './favorite.types';

/**
 * One product's wishlist heart. A visitor's press asks for the login dialog. Adding shows at once and is
 * undone if the call fails; removing asks first (docs/requirements.md §2: the favourite-remove confirmation). Every change is
 * emitted with the wishlist's new size, so the app can update the navbar count.
 */
export const favoriteMachine = setup({
  types: {
    context: {} as FavoriteContext,
    events: {} as FavoriteEvent,
    input: {} as FavoriteInput,
    emitted: {} as FavoriteEmitted,
    tags: {} as 'busy',
  },
  actors: {
    toggleFavorite: providedByApp<FavoriteToggled, { productId: number }>('toggleFavorite'),
  },
  actions: {
    requestSignIn: emit({ type: 'favorite.signInRequested' as const }),
    showAsFavorite: assign({ isFavorite: true }),
    keepAnswer: assign((_, answer: FavoriteToggled) => ({ isFavorite: answer.is_favorite })),
    announceChange: emit(({ context }, answer: FavoriteToggled) => ({
      type: 'favorite.changed' as const,
      productId: context.productId,
      isFavorite: answer.is_favorite,
      count: answer.total_favorites,
    })),
    rollBack: assign({ isFavorite: false }),
    announceFailure: emit(({ context }, params: { attempted: 'add' | 'remove'; error: unknown }) => ({
      type: 'favorite.failed' as const,
      productId: context.productId,
      attempted: params.attempted,
      ...toFailure(params.error),
    })),
  },
  guards: {
    isVisitor: ({ context }) => !context.isSignedIn,
    isFavorite: ({ context }) => context.isFavorite,
    signedOut: ({ event }) => event.type === 'favorite.session.changed' && !event.isSignedIn,
  },
}).createMachine({
  id: 'favorite',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  on: {
    'favorite.session.changed': [
      {
        guard: 'signedOut',
        description: "Signed out: a visitor's wishlist is empty, and what was under way is dropped.",
        target: '.idle',
        actions: assign({ isSignedIn: false, isFavorite: false }),
      },
      { description: 'Signed in: presses now reach the server.', actions: assign({ isSignedIn: true }) },
    ],
  },
  states: {
    idle: {
      description: 'Waiting for a press; the heart shows whether the product is in the wishlist.',
      initial: 'choosing',
      on: {
        'favorite.synced': {
          description: 'The list was reloaded (after a sign-in, say): show what it says.',
          target: '.choosing',
          actions: assign({ isFavorite: ({ event }) => event.isFavorite }),
        },
      },
      states: {
        choosing: {
          description: 'Rest in the state the context says.',
          always: [{ guard: 'isFavorite', target: 'favorite' }, { target: 'notFavorite' }],
        },
        notFavorite: {
          description: 'Not in the wishlist.',
          on: {
            'favorite.toggle': [
              { guard: 'isVisitor', description: 'A visitor is asked to log in.', actions: 'requestSignIn' },
              {
                description: 'Show it as added at once, then ask the server.',
                target: '#favorite.toggling.adding',
                actions: 'showAsFavorite',
              },
            ],
          },
        },
        favorite: {
          description: 'In the wishlist.',
          on: {
            'favorite.toggle': [
              { guard: 'isVisitor', description: 'A visitor is asked to log in.', actions: 'requestSignIn' },
              { description: 'Removing asks first.', target: '#favorite.confirmingRemove' },
            ],
          },
        },
      },
    },
    confirmingRemove: {
      description: "The favourite-remove confirmation is open: 'Remove from wishlist?' with Cancel and Remove.",
      on: {
        'favorite.remove.confirm': { target: 'toggling.removing', description: 'Remove it.' },
        'favorite.remove.cancel': { target: 'idle', description: 'Keep it.' },
      },
    },
    toggling: {
      description: 'POST /favorite-add-or-remove is under way; presses wait for it.',
      tags: ['busy'],
      // Entered through a child: `adding` from notFavorite, `removing` from the confirmation.
      initial: 'adding',
      invoke: {
        id: 'toggleFavorite',
        src: 'toggleFavorite',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: '#favorite.idle',
          actions: [
            { type: 'keepAnswer', params: ({ event }) => event.output },
            { type: 'announceChange', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            description: 'Adding failed: undo the optimistic heart and say it failed.',
            guard: stateIn('#favorite.toggling.adding'),
            target: '#favorite.idle',
            actions: [
              'rollBack',
              { type: 'announceFailure', params: ({ event }) => ({ attempted: 'add' as const, error: event.error }) },
            ],
          },
          {
            description: 'Removing failed: it stays in the wishlist; say it failed.',
            target: '#favorite.idle',
            actions: {
              type: 'announceFailure',
              params: ({ event }) => ({ attempted: 'remove' as const, error: event.error }),
            },
          },
        ],
      },
      states: {
        adding: { description: 'The heart already shows the product as added.' },
        removing: { description: 'The heart still shows it as a favourite until the server answers.' },
      },
    },
  },
});
