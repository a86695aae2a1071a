import { type ApiClient, unwrap } from '../client';
import type { JsonBody } from '../types';

/** The wishlist. */
export function favoritesEndpoints(client: ApiClient) {
  return {
    listFavorites: (signal?: AbortSignal) => unwrap(client.GET('/favorite-products', { signal })),
    toggleFavorite: (body: JsonBody<'toggleFavorite'>, signal?: AbortSignal) =>
      unwrap(client.POST('/favorite-add-or-remove', { body, signal })),
  };
}

export type FavoritesEndpoints = ReturnType<typeof favoritesEndpoints>;
