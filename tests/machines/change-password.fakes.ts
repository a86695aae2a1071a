import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '../../src/machines/change-password/change-password.machine';
import type {
  ChangePasswordAnswer,
  ChangePasswordBody,
  PasswordField,
} from '../../src/machines/change-password/change-password.types';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

export const changed = (message = 'Password changed successfully'): ChangePasswordAnswer => ({ message });

/**
 * A Change Password form whose calls answer with the given outcomes in turn (each when the test calls
 * `answer()`), recording every body sent.
 */
export function startChangePassword(...outcomes: (ChangePasswordAnswer | Error)[]) {
  const bodies: ChangePasswordBody[] = [];
  const pending: (() => void)[] = [];
  const logic = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordBody>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            bodies.push(input);
            const outcome = outcomes[bodies.length - 1] ?? changed();
            pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
          }),
      ),
    },
  });
  const actor = createActor(logic).start();
  const emitted = recordEmitted(actor);
  const type = (field: PasswordField, value: string) => actor.send({ type: 'password.field.changed', field, value });
  return {
    actor,
    bodies,
    emitted,
    type,
    fill: (current: string, next: string, confirmation = next) => {
      type('current_password', current);
      type('password', next);
      type('password_confirmation', confirmation);
    },
    submit: () => actor.send({ type: 'password.submitted' }),
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    context: () => actor.getSnapshot().context,
    state: () => actor.getSnapshot().value,
  };
}
