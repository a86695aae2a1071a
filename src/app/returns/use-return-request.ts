import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { returnsEndpoints } from '../../api/endpoints/returns';
import type { Schema } from '../../api/types';
import { failureText } from '../../lib/failure-text';
import { addressText } from '../../lib/order-return';
import { returnRequestMachine } from '../../machines/return-request/return-request.machine';
import type {
  ReturnRequestAnswer,
  ReturnRequestBody,
  ReturnRequestEmitted,
} from '../../machines/return-request/return-request.types';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useEmitted } from '../use-emitted';

/**
 * A return request actor for one order on the session's client. A request the server kept shows its message
 * and opens the new return; a refusal that names no field of the form shows its message as a toast (field
 * errors go under the fields instead).
 */
export function useReturnRequest(order: Schema<'OrderDetails'>) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const [logic] = useState(() => {
    const api = returnsEndpoints(client);
    return returnRequestMachine.provide({
      actors: {
        submitReturn: fromPromise<ReturnRequestAnswer, ReturnRequestBody>(({ input, signal }) =>
          api.createReturnOrder(input, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic, {
    input: {
      orderId: order.id,
      returnableProductIds: order.products.filter((line) => !line.is_returned).map((line) => line.id),
      returnAddress: addressText(order.address),
    },
  });

  useEmitted(actor, (event: ReturnRequestEmitted) => {
    if (event.type === 'return.requested') {
      notify.success(event.message);
      navigate(event.returnId === null ? '/returned-order-history' : `/returned-order-history/${event.returnId}`);
    } else if (event.type === 'return.failed' && !event.hasFieldErrors) {
      notify.error(failureText(i18n, event));
    }
  });
  return actor;
}

export type ReturnRequestActorRef = ReturnType<typeof useReturnRequest>;
