import { useMemo } from 'react';
import { ordersEndpoints } from '../../api/endpoints/orders';
import { useApiClient } from '../session/ApiContext';

/** The orders' calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useOrdersEndpoints() {
  const client = useApiClient();
  return useMemo(() => ordersEndpoints(client), [client]);
}
