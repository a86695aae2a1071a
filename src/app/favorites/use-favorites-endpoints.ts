import { useMemo } from 'react';
import { favoritesEndpoints } from '../../api/endpoints/favorites';
import { useApiClient } from '../session/ApiContext';

/** The wishlist's calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useFavoritesEndpoints() {
  const client = useApiClient();
  return useMemo(() => favoritesEndpoints(client), [client]);
}
