import { useMemo } from 'react';
import { ticketsEndpoints } from '../../api/endpoints/tickets';
import { useApiClient } from '../session/ApiContext';

/** The support tickets' calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useTicketsEndpoints() {
  const client = useApiClient();
  return useMemo(() => ticketsEndpoints(client), [client]);
}
