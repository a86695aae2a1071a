import { useMemo } from 'react';
import { vouchersEndpoints } from '../../api/endpoints/vouchers';
import { useApiClient } from '../session/ApiContext';

/** The vouchers' calls on the session's client (its token, its 401 handling), for the screens that read them. */
export function useVouchersEndpoints() {
  const client = useApiClient();
  return useMemo(() => vouchersEndpoints(client), [client]);
}
