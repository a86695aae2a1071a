import { useMemo } from 'react';
import { vouchersEndpoints } from '../../api/endpoints/vouchers';
import type { Coupon } from '../../machines/vouchers/vouchers.types';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** The vouchers the shopper has collected from shops (GET /get-collected-vouchers). */
export function useCollectedVouchers() {
  const client = useApiClient();
  const vouchers = useMemo(() => vouchersEndpoints(client), [client]);
  return useResource(
    (_params: Record<string, never>, signal) =>
      vouchers.getCollectedVouchers({}, signal).then((answer) => answer.data.coupons as Coupon[]),
    {},
  );
}
