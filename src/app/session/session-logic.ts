import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { addressesEndpoints } from '../../api/endpoints/addresses';
import { authEndpoints } from '../../api/endpoints/auth';
import { favoritesEndpoints } from '../../api/endpoints/favorites';
import { sessionMachine } from '../../machines/session/session.machine';
import { clearStoredSession, saveStoredSession } from './session-storage';

/** The session machine with the real calls and the real storage. */
export function createSessionLogic(client: ApiClient) {
  const api = {
    addresses: addressesEndpoints(client),
    favorites: favoritesEndpoints(client),
    auth: authEndpoints(client),
  };
  return sessionMachine.provide({
    actors: {
      loadAddresses: fromPromise(({ signal }) =>
        api.addresses.listAddresses(signal).then((body) => body.data.addresses),
      ),
      loadFavoritesCount: fromPromise(({ signal }) =>
        api.favorites.listFavorites(signal).then((body) => body.data.products.length),
      ),
      pingLastSeen: fromPromise(async ({ signal }) => {
        await api.auth.updateLastSeen(signal);
      }),
      logout: fromPromise(async ({ signal }) => {
        await api.auth.logout(signal);
      }),
    },
    actions: {
      persistSession: (_, { token, user }) => saveStoredSession(token, user),
      clearPersistedSession: () => clearStoredSession(),
    },
  });
}
