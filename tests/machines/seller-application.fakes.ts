import { createActor, fromPromise } from 'xstate';
import { sellerApplicationMachine } from '../../src/machines/seller-application/seller-application.machine';
import type {
  SellerApplicationAnswer,
  SellerApplicationBody,
  SellerApplicationInput,
  SellerTextField,
} from '../../src/machines/seller-application/seller-application.types';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

export const sent = (email = 'lina@example.com'): SellerApplicationAnswer => ({
  message: `We have sent a link to ${email}. Open it within 24 hours to send your application.`,
  data: { email },
});

/**
 * A seller application form whose calls answer with the given outcomes in turn (each when the test calls
 * `answer()`), recording every body sent.
 */
export function startSellerApplication(
  input: SellerApplicationInput = {},
  ...outcomes: (SellerApplicationAnswer | Error)[]
) {
  const bodies: SellerApplicationBody[] = [];
  const pending: (() => void)[] = [];
  const logic = sellerApplicationMachine.provide({
    actors: {
      applyAsSeller: fromPromise<SellerApplicationAnswer, SellerApplicationBody>(
        ({ input: body }) =>
          new Promise((resolve, reject) => {
            bodies.push(body);
            const outcome = outcomes[bodies.length - 1] ?? sent(body.email);
            pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
          }),
      ),
    },
  });
  const actor = createActor(logic, { input }).start();
  const emitted = recordEmitted(actor);
  const type = (field: SellerTextField, value: string) => actor.send({ type: 'seller.field.changed', field, value });
  return {
    actor,
    bodies,
    emitted,
    type,
    /** A complete application, as a person fills it in. */
    fill: (overrides: Partial<Record<SellerTextField, string>> = {}) => {
      const values = {
        name: 'Lina Haddad',
        shop_name: 'Olive Grove Pantry',
        email: 'lina@example.com',
        phone: '5550100777',
        password: 'a-long-password',
        ...overrides,
      };
      for (const [field, value] of Object.entries(values)) type(field as SellerTextField, value);
      actor.send({ type: 'seller.country.selected', country: 'United States', phoneCode: '+1' });
    },
    submit: () => actor.send({ type: 'seller.submitted' }),
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    context: () => actor.getSnapshot().context,
    state: () => actor.getSnapshot().value,
  };
}
