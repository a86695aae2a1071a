import { type ApiClient, unwrap } from '../client';
import type { JsonBody, Query } from '../types';

/** Shop vouchers: list, collect, the collected ones, and applying a code to a basket. */
export function vouchersEndpoints(client: ApiClient) {
  return {
    getVouchers: (query: Query<'getVouchers'>, signal?: AbortSignal) =>
      unwrap(client.GET('/get-vouchers', { params: { query }, signal })),
    collectVoucher: (body: JsonBody<'collectVoucher'>, signal?: AbortSignal) =>
      unwrap(client.POST('/vouchers-collect', { body, signal })),
    getCollectedVouchers: (query: Query<'getCollectedVouchers'>, signal?: AbortSignal) =>
      unwrap(client.GET('/get-collected-vouchers', { params: { query }, signal })),
    applyVoucher: (body: JsonBody<'applyVoucher'>, signal?: AbortSignal) =>
      unwrap(client.POST('/apply-voucher', { body, signal })),
  };
}

export type VouchersEndpoints = ReturnType<typeof vouchersEndpoints>;
