import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { OrderDetails } from '../../src/machines/order-actions/order-actions.types';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

export const refused = (status: number, message: string, fieldErrors: Record<string, string> = {}) =>
  new ApiError(status, message, fieldErrors);

export const offline = () => new ApiError(0, 'Failed to fetch');

/**
 * A promise actor that records each request and answers it only when the test calls `answer()`, with the
 * outcomes given in turn (an Error rejects).
 */
export function heldCall<TAnswer, TRequest>(outcomes: (TAnswer | Error)[]) {
  const requests: TRequest[] = [];
  const pending: (() => void)[] = [];
  const logic = fromPromise<TAnswer, TRequest>(
    ({ input }) =>
      new Promise<TAnswer>((resolve, reject) => {
        const outcome = outcomes[requests.length];
        requests.push(input);
        pending.push(() => {
          if (outcome === undefined) reject(new Error('No outcome given for this call'));
          else if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        });
      }),
  );
  const answer = async () => {
    pending.shift()?.();
    await flush();
  };
  return { logic, requests, answer };
}

/** Starts a machine whose one call (`actorName`) is held, recording what it emits. */
export function startHeld<TAnswer, TRequest>(
  machine: AnyStateMachine,
  actorName: string,
  input: unknown,
  outcomes: (TAnswer | Error)[],
) {
  const call = heldCall<TAnswer, TRequest>(outcomes);
  const actor = createActor(machine.provide({ actors: { [actorName]: call.logic } }), { input }).start();
  const emitted = recordEmitted(actor);
  return { actor, emitted, requests: call.requests, answer: call.answer, snapshot: () => actor.getSnapshot() };
}

/** A cancelled order as POST /orders/cancel answers it (only what the machines pass on matters). */
export const cancelledOrder = { id: 1, order_code: 'ORD-1001', order_status: 'Cancelled' } as unknown as OrderDetails;
