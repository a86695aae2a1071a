import { useMemo } from 'react';
import { contentEndpoints } from '../../api/endpoints/content';
import { useApiClient } from '../session/ApiContext';

/** The content pages' calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useContentEndpoints() {
  const client = useApiClient();
  return useMemo(() => contentEndpoints(client), [client]);
}
