import { type ApiClient, unwrap } from '../client';
import type { JsonBody, PathParams, Query } from '../types';

/** Return requests for delivered orders. */
export function returnsEndpoints(client: ApiClient) {
  return {
    listReturnOrders: (query: Query<'listReturnOrders'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/return-orders', { params: { query }, signal })),
    getReturnOrder: (id: PathParams<'getReturnOrder'>['id'], signal?: AbortSignal) =>
      unwrap(client.GET('/return-order-details/{id}', { params: { path: { id } }, signal })),
    createReturnOrder: (body: JsonBody<'createReturnOrder'>, signal?: AbortSignal) =>
      unwrap(client.POST('/return-order', { body, signal })),
  };
}

export type ReturnsEndpoints = ReturnType<typeof returnsEndpoints>;
