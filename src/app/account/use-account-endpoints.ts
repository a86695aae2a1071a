import { useMemo } from 'react';
import { accountEndpoints } from '../../api/endpoints/account';
import { useApiClient } from '../session/ApiContext';

/** The account's calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useAccountEndpoints() {
  const client = useApiClient();
  return useMemo(() => accountEndpoints(client), [client]);
}
