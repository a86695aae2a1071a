import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { sellersEndpoints } from '../../api/endpoints/sellers';
import {
  type SellerConfirmationAnswer,
  type SellerConfirmationBody,
  sellerConfirmationMachine,
} from '../../machines/seller-application/seller-confirmation.machine';
import { useApiClient } from '../session/ApiContext';

/**
 * The confirmation page's actor for a link's token. A token works once, so a call already made for it is not made
 * again when the page's actor restarts (React's development double start resumes it from where it was): the
 * answer it got is reused. A retry after a failed call does call again.
 */
export function useSellerConfirmation(token: string | null) {
  const client = useApiClient();
  const [logic] = useState(() => {
    const sellers = sellersEndpoints(client);
    let inFlight: Promise<SellerConfirmationAnswer> | null = null;
    const confirmOnce = (body: SellerConfirmationBody) => {
      inFlight ??= sellers.confirmSellerApplication(body).finally(() => {
        inFlight = null;
      });
      return inFlight;
    };
    return sellerConfirmationMachine.provide({
      actors: {
        confirmApplication: fromPromise<SellerConfirmationAnswer, SellerConfirmationBody>(({ input }) =>
          confirmOnce(input),
        ),
      },
    });
  });
  return useActorRef(logic, { input: { token } });
}
