import { useMemo } from 'react';
import { returnsEndpoints } from '../../api/endpoints/returns';
import { useApiClient } from '../session/ApiContext';

/** The returns' calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useReturnsEndpoints() {
  const client = useApiClient();
  return useMemo(() => returnsEndpoints(client), [client]);
}
