import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { favoritesEndpoints } from '../../api/endpoints/favorites';
import { favoriteMachine } from '../../machines/favorite/favorite.machine';
import type { FavoriteToggled } from '../../machines/favorite/favorite.types';
import { useApiClient } from '../session/ApiContext';

function createFavoriteLogic(client: ApiClient) {
  const endpoints = favoritesEndpoints(client);
  return favoriteMachine.provide({
    actors: {
      toggleFavorite: fromPromise<FavoriteToggled, { productId: number }>(({ input, signal }) =>
        endpoints.toggleFavorite({ product_id: input.productId }, signal).then((answer) => answer.data),
      ),
    },
  });
}

const logicByClient = new WeakMap<ApiClient, ReturnType<typeof createFavoriteLogic>>();

/**
 * The wishlist heart's machine with the contract's call, built once per API client and shared by every heart:
 * a page of product cards starts one actor per card, and building a machine costs several times more than
 * starting an actor of it.
 */
function favoriteLogicFor(client: ApiClient) {
  let logic = logicByClient.get(client);
  if (!logic) {
    logic = createFavoriteLogic(client);
    logicByClient.set(client, logic);
  }
  return logic;
}

/** The wishlist heart's machine on the session's client, for one heart. */
export function useFavoriteLogic() {
  const client = useApiClient();
  const [logic] = useState(() => favoriteLogicFor(client));
  return logic;
}
