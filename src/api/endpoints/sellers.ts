import { type ApiClient, unwrap } from '../client';
import type { JsonBody } from '../types';

/** Applying to open a shop ('Become a Seller') and confirming the application from its e-mailed link. */
export function sellersEndpoints(client: ApiClient) {
  return {
    applyAsSeller: (body: JsonBody<'applyAsSeller'>, signal?: AbortSignal) =>
      unwrap(client.POST('/seller-applications', { body, signal })),
    confirmSellerApplication: (body: JsonBody<'confirmSellerApplication'>, signal?: AbortSignal) =>
      unwrap(client.POST('/seller-applications/confirm', { body, signal })),
  };
}

export type SellersEndpoints = ReturnType<typeof sellersEndpoints>;
