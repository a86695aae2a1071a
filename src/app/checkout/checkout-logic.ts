import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { cartEndpoints } from '../../api/endpoints/cart';
import { ordersEndpoints } from '../../api/endpoints/orders';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type {
  CheckoutAnswer,
  CheckoutBody,
  PlaceOrderAnswer,
  PlaceOrderBody,
} from '../../machines/checkout/checkout.types';
import type { User } from '../../machines/session/session.types';
import type { MasterSettings } from '../../machines/settings/settings.types';
import { useApiClient } from '../session/ApiContext';

/** The checkout machine with the real calls of the contract. */
function createCheckoutLogic(client: ApiClient) {
  const cart = cartEndpoints(client);
  const orders = ordersEndpoints(client);
  return checkoutMachine.provide({
    actors: {
      loadFigures: fromPromise<CheckoutAnswer, CheckoutBody>(({ input, signal }) => cart.checkoutCart(input, signal)),
      placeOrder: fromPromise<PlaceOrderAnswer, { body: PlaceOrderBody; idempotencyKey: string }>(({ input, signal }) =>
        orders.placeOrder(input.body, input.idempotencyKey, signal),
      ),
    },
  });
}

/** The checkout machine on the session's client (its token, its 401 handling), built once for the page. */
export function useCheckoutLogic() {
  const client = useApiClient();
  const [logic] = useState(() => createCheckoutLogic(client));
  return logic;
}

/** docs/requirements.md §3: cash on delivery (`cash`) when the shop takes it, then each gateway when online payment is on. */
export function paymentMethodsOf(
  settings: Pick<MasterSettings, 'cash_on_delivery' | 'online_payment' | 'payment_gateways'>,
) {
  const gateways = settings.online_payment ? settings.payment_gateways.map((gateway) => gateway.name) : [];
  return [...(settings.cash_on_delivery ? ['cash'] : []), ...gateways];
}

/**
 * order_place_account_verify asks an unverified account to confirm a code before ordering. A backend that does
 * not say whether the account is verified is trusted to refuse the order itself (its message is shown).
 */
export function mustVerifyAccount(
  settings: Pick<MasterSettings, 'order_place_account_verify'>,
  user: Pick<User, 'is_verified'> | null,
): boolean {
  return settings.order_place_account_verify && user?.is_verified === false;
}

/** A fresh Idempotency-Key for one attempt to place an order. */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
