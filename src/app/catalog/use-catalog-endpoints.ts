import { useMemo } from 'react';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import { useApiClient } from '../session/ApiContext';

/** The catalog's calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useCatalogEndpoints() {
  const client = useApiClient();
  return useMemo(() => catalogEndpoints(client), [client]);
}
