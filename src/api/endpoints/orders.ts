import { type ApiClient, unwrap } from '../client';
import type { JsonBody, PathParams, Query } from '../types';

/** Placing an order (idempotent), paying again, the history with its counts, details, cancel and order again. */
export function ordersEndpoints(client: ApiClient) {
  return {
    /** `idempotencyKey` is made once per attempt and reused on its retries, so a retry never makes a second order. */
    placeOrder: (body: JsonBody<'placeOrder'>, idempotencyKey: string, signal?: AbortSignal) =>
      unwrap(client.POST('/place-order', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body, signal })),
    payOrderAgain: (path: PathParams<'payOrderAgain'>, signal?: AbortSignal) =>
      unwrap(client.GET('/order-payment/{order}/{paymentMethod}', { params: { path }, signal })),
    listOrders: (query: Query<'listOrders'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/orders', { params: { query }, signal })),
    getOrderDetails: (query: Query<'getOrderDetails'>, signal?: AbortSignal) =>
      unwrap(client.GET('/order-details', { params: { query }, signal })),
    cancelOrder: (body: JsonBody<'cancelOrder'>, signal?: AbortSignal) =>
      unwrap(client.POST('/orders/cancel', { body, signal })),
    orderAgain: (body: JsonBody<'orderAgain'>, signal?: AbortSignal) =>
      unwrap(client.POST('/place-order/again', { body, signal })),
  };
}

export type OrdersEndpoints = ReturnType<typeof ordersEndpoints>;
