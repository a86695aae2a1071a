import { useMemo } from 'react';
import { favoritesEndpoints } from '../../api/endpoints/favorites';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** The customer's favourite products (GET /favorite-products). */
export function useWishlist() {
  const client = useApiClient();
  const favorites = useMemo(() => favoritesEndpoints(client), [client]);
  return useResource(
    (_params: Record<string, never>, signal) => favorites.listFavorites(signal).then((answer) => answer.data.products),
    {},
  );
}
