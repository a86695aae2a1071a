import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { ordersEndpoints } from '../../api/endpoints/orders';
import { failureText } from '../../lib/failure-text';
import type {
  CancelOrderAnswer,
  CancelOrderRequest,
  OrderAgainAnswer,
  OrderAgainEmitted,
  OrderAgainRequest,
  OrderCancelEmitted,
} from '../../machines/order-actions/order-actions.types';
import { orderAgainMachine } from '../../machines/order-actions/order-again.machine';
import { orderCancelMachine } from '../../machines/order-actions/order-cancel.machine';
import { useCartActorRef } from '../cart/CartProvider';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useEmitted } from '../use-emitted';
import { openPaymentPage } from './open-payment-page';

export type OrderCancelActor = ActorRefFrom<typeof orderCancelMachine>;
export type OrderAgainActor = ActorRefFrom<typeof orderAgainMachine>;

/** The order-cancel flow of one order, on the session's client; cancelled, it shows the server's message. */
export function useOrderCancel(orderId: number, onCancelled: () => void): OrderCancelActor {
  const client = useApiClient();
  const [logic] = useState(() => {
    const api = ordersEndpoints(client);
    return orderCancelMachine.provide({
      actors: {
        cancelOrder: fromPromise<CancelOrderAnswer, CancelOrderRequest>(({ input, signal }) =>
          api.cancelOrder(input, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic, { input: { orderId } });
  useEmitted(actor, (event: OrderCancelEmitted) => {
    notify.success(event.message);
    onCancelled();
  });
  return actor;
}

/**
 * Order again for one order. Done, the server's message (and warning) shows; then a payment page opens, or the
 * new order's page, or, when the answer names no order (this contract puts the products back in the cart), the
 * cart panel opens with them, ready for checkout.
 */
export function useOrderAgain(orderId: number): OrderAgainActor {
  const { i18n } = useLingui();
  const client = useApiClient();
  const cart = useCartActorRef();
  const [, navigate] = useLocation();
  const [logic] = useState(() => {
    const api = ordersEndpoints(client);
    return orderAgainMachine.provide({
      actors: {
        orderAgain: fromPromise<OrderAgainAnswer, OrderAgainRequest>(({ input, signal }) =>
          api.orderAgain(input, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic, { input: { orderId } });
  useEmitted(actor, (event: OrderAgainEmitted) => {
    if (event.type === 'orderAgain.failed') {
      notify.error(failureText(i18n, event));
      return;
    }
    notify.success(event.message);
    if (event.info) notify.warning(event.info);
    if (event.paymentUrl) {
      cart.send({ type: 'cart.reload' });
      openPaymentPage(event.paymentUrl);
    } else if (event.newOrderId !== null) {
      cart.send({ type: 'cart.reload' });
      navigate(`/order-history/${event.newOrderId}`);
    } else {
      // The products are back in the cart: show it (opening the panel reloads it), ready for checkout.
      cart.send({ type: 'cart.drawer.open' });
    }
  });
  return actor;
}
