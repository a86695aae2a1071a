import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { ordersEndpoints } from '../../api/endpoints/orders';
import type { Schema } from '../../api/types';
import { payAgainMachine } from '../../machines/pay-again/pay-again.machine';
import type { PayAgainAnswer, PayAgainEmitted, PayAgainRequest } from '../../machines/pay-again/pay-again.types';
import { useApiClient } from '../session/ApiContext';
import { useSettings } from '../settings/use-settings';
import { useEmitted } from '../use-emitted';
import { openPaymentPage } from './open-payment-page';

export type PaymentGateway = Schema<'PaymentGateway'>;
export type PayAgainActor = ActorRefFrom<typeof payAgainMachine>;

/** The gateways an order can be paid with now: `/master` payment_gateways, while online payment is on. */
export function useActiveGateways(): PaymentGateway[] {
  const settings = useSettings();
  return settings.online_payment ? settings.payment_gateways : [];
}

/**
 * A pay-again actor for one order, calling the contract through the session's client. When the server
 * answers a payment page the browser goes there; coming back to this page from the browser's cache (Back on
 * the payment page) makes Pay Now usable again.
 */
export function usePayAgain(order: { id: number; payment_method: string; can_pay_again: boolean }): PayAgainActor {
  const client = useApiClient();
  const api = useMemo(() => ordersEndpoints(client), [client]);
  const gateways = useActiveGateways();
  const [logic] = useState(() =>
    payAgainMachine.provide({
      actors: {
        requestPaymentPage: fromPromise<PayAgainAnswer, PayAgainRequest>(({ input, signal }) =>
          api.payOrderAgain(input, signal),
        ),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      orderId: order.id,
      isPayable: order.can_pay_again,
      gateways: gateways.map((gateway) => gateway.name),
      preferred: order.payment_method,
    },
  });

  useEmitted(actor, (event: PayAgainEmitted) => {
    if (event.type === 'payAgain.redirect') openPaymentPage(event.url);
  });

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'payAgain.returned' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  return actor;
}
