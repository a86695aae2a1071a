import { assign, emit, setup } from 'xstate';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import { chooseBasketAddressId } from './session.selectors';
import type {
  Address,
  SessionClearReason,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  User,
} from './session.types';

/** docs/requirements.md §9: the last-seen ping runs every 10 minutes while a token exists. */
export const LAST_SEEN_INTERVAL_MS = 10 * 60 * 1000;

const SIGNED_OUT: SessionContext = {
  token: null,
  user: null,
  addresses: [],
  favoritesCount: 0,
  basketAddressId: null,
  addressesError: null,
  favoritesCountError: null,
};

/**
 * The shopper's session: token, user, addresses, favourites count, the last-seen ping, expiry and logout.
 * Started once by the app (systemId `session`). Storage is touched only through `persistSession` and
 * `clearPersistedSession`; what follows a sign-in or a cleared session (cart, chats, toasts, navigation)
 * is the app's answer to the emitted `session.started` and `session.cleared`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    // Optional input (a visitor has nothing stored); `| void` keeps it optional, as in the settings machine.
    // biome-ignore lint/suspicious/noConfusingVoidType: see above
    input: {} as SessionInput | void,
    tags: {} as 'busy',
  },
  actors: {
    loadAddresses: providedByApp<Address[]>('loadAddresses'),
    loadFavoritesCount: providedByApp<number>('loadFavoritesCount'),
    pingLastSeen: providedByApp<void>('pingLastSeen'),
    logout: providedByApp<void>('logout'),
  },
  actions: {
    // Placeholders: the app writes and removes the stored token and user (tests provide spies).
    persistSession: (_, _params: { token: string; user: User }) => {},
    clearPersistedSession: () => {},
    keepSession: assign((_, { token, user }: { token: string; user: User }) => ({ ...SIGNED_OUT, token, user })),
    forgetSession: assign(() => SIGNED_OUT),
    announceStarted: emit((_, { user }: { user: User }) => ({ type: 'session.started' as const, user })),
    announceCleared: emit((_, params: { reason: SessionClearReason; path?: string }) => ({
      type: 'session.cleared' as const,
      ...params,
    })),
  },
  guards: {
    hasStoredSession: ({ context }) => context.token !== null && context.user !== null,
    hasPartOfASession: ({ context }) => context.token !== null || context.user !== null,
  },
  delays: {
    lastSeenInterval: LAST_SEEN_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: ({ input }) => ({ ...SIGNED_OUT, token: input?.token ?? null, user: input?.user ?? null }),
  on: {
    'session.signedIn': {
      description:
        'A login, registration or social sign-in succeeded: keep and persist the token and user, then (re)start the session. A new sign-in replaces any session, even one logging out.',
      target: '.signedIn',
      actions: [
        { type: 'keepSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
        { type: 'persistSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
        { type: 'announceStarted', params: ({ event }) => ({ user: event.user }) },
      ],
    },
  },
  states: {
    restoring: {
      description: 'Reads what the app found in storage; passes on at once.',
      always: [
        {
          description: 'A token and a user were stored: the shopper stays signed in across a reload.',
          guard: 'hasStoredSession',
          target: 'signedIn',
        },
        {
          description: 'Only half a session was stored (a token without a user, or the reverse): drop it.',
          guard: 'hasPartOfASession',
          target: 'signedOut',
          actions: ['forgetSession', 'clearPersistedSession'],
        },
        { description: 'Nothing stored: a visitor.', target: 'signedOut' },
      ],
    },
    signedOut: {
      description: 'A visitor: no token, no user, no addresses, no favourites.',
    },
    signedIn: {
      description: 'A token exists: the last-seen ping runs, addresses and the favourites count are loaded alongside.',
      type: 'parallel',
      on: {
        'session.user.updated': {
          description: 'The profile was saved: keep and persist the new user.',
          actions: [
            assign({ user: ({ event }) => event.user }),
            {
              type: 'persistSession',
              // Signed in, the token is always set.
              params: ({ context, event }) => ({ token: context.token as string, user: event.user }),
            },
          ],
        },
        'session.expired': {
          description:
            'A cart, address, favourite, checkout or voucher call answered 401: clear everything, stored too.',
          target: 'signedOut',
          actions: [
            'forgetSession',
            'clearPersistedSession',
            { type: 'announceCleared', params: ({ event }) => ({ reason: 'expired' as const, path: event.path }) },
          ],
        },
        'session.logout.requested': {
          description: 'The shopper confirmed Log Out.',
          target: 'loggingOut',
        },
      },
      states: {
        lastSeen: {
          description: 'POST /update-last-seen at once, then every lastSeenInterval while signed in.',
          initial: 'pinging',
          states: {
            pinging: {
              description: 'The ping is sent on entry; the state is entered again after each interval.',
              invoke: {
                id: 'pingLastSeen',
                src: 'pingLastSeen',
                onError: { description: 'Ignored: the ping has no visible effect (docs/requirements.md §8).' },
              },
              after: {
                lastSeenInterval: { description: 'Ping again.', target: 'pinging', reenter: true },
              },
            },
          },
        },
        addresses: {
          description: "The shopper's saved addresses and the basket address chosen from them.",
          initial: 'loading',
          on: {
            'session.addresses.changed': {
              description: 'An address was added, changed or removed: load them again.',
              target: '.loading',
            },
          },
          states: {
            loading: {
              description: 'GET /addresses.',
              invoke: {
                id: 'loadAddresses',
                src: 'loadAddresses',
                onDone: {
                  description: 'Keep them; the basket address is the default one, else the first, else none.',
                  target: 'loaded',
                  actions: assign({
                    addresses: ({ event }) => event.output,
                    basketAddressId: ({ event }) => chooseBasketAddressId(event.output),
                    addressesError: null,
                  }),
                },
                onError: {
                  description: 'Keep the status; the session goes on without fresh addresses.',
                  target: 'failed',
                  actions: assign({ addressesError: ({ event }) => toFailure(event.error).status }),
                },
              },
            },
            loaded: { description: 'The addresses are known.' },
            failed: { description: 'The addresses could not be loaded; addressesError holds the status.' },
          },
        },
        favorites: {
          description: 'How many products the shopper has in the wishlist.',
          initial: 'loading',
          on: {
            'session.favorites.changed': {
              description: 'A favourite was added or removed: the new count replaces any load under way.',
              target: '.loaded',
              actions: assign({ favoritesCount: ({ event }) => event.count, favoritesCountError: null }),
            },
          },
          states: {
            loading: {
              description: 'GET /favorite-products, counted.',
              invoke: {
                id: 'loadFavoritesCount',
                src: 'loadFavoritesCount',
                onDone: {
                  target: 'loaded',
                  actions: assign({ favoritesCount: ({ event }) => event.output, favoritesCountError: null }),
                },
                onError: {
                  description: 'Keep the status; the count stays as it was.',
                  target: 'failed',
                  actions: assign({ favoritesCountError: ({ event }) => toFailure(event.error).status }),
                },
              },
            },
            loaded: { description: 'The count is known.' },
            failed: { description: 'The count could not be loaded; favoritesCountError holds the status.' },
          },
        },
      },
    },
    loggingOut: {
      description:
        'GET /logout runs with the token still set; its answer does not matter. Further logout requests are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          description: 'Signed out on the server: clear everything, stored too.',
          target: 'signedOut',
          actions: [
            'forgetSession',
            'clearPersistedSession',
            { type: 'announceCleared', params: { reason: 'logout' } },
          ],
        },
        onError: {
          description: 'The call failed: clear everything all the same (docs/requirements.md §4).',
          target: 'signedOut',
          actions: [
            'forgetSession',
            'clearPersistedSession',
            { type: 'announceCleared', params: { reason: 'logout' } },
          ],
        },
      },
    },
  },
});
