import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import type {
  ProductReviewAnswer,
  ProductReviewEmitted,
  ProductReviewInput,
  ProductReviewRequest,
} from '../../machines/order-actions/order-actions.types';
import { productReviewMachine } from '../../machines/order-actions/product-review.machine';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useEmitted } from '../use-emitted';

export type ProductReviewActor = ActorRefFrom<typeof productReviewMachine>;

/**
 * A review form for one product of one order, on the session's client; saved, it shows the server's message
 * (a refusal is shown in the form, under its field or above the buttons).
 */
export function useProductReview(input: ProductReviewInput, onSaved: () => void): ProductReviewActor {
  const client = useApiClient();
  const [logic] = useState(() => {
    const api = catalogEndpoints(client);
    return productReviewMachine.provide({
      actors: {
        submitReview: fromPromise<ProductReviewAnswer, ProductReviewRequest>(({ input: body, signal }) =>
          api.createProductReview(body, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic, { input });
  useEmitted(actor, (event: ProductReviewEmitted) => {
    if (event.type !== 'review.saved') return;
    notify.success(event.message);
    onSaved();
  });
  return actor;
}
