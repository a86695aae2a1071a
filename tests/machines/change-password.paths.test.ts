import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { changePasswordMachine } from '../../src/machines/change-password/change-password.machine';
import type {
  ChangePasswordAnswer,
  ChangePasswordBody,
} from '../../src/machines/change-password/change-password.types';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';
import { changed } from './change-password.fakes';

// Filled fields first, so the generated paths can reach the call; the rest exercise the checks.
const events = [
  { type: 'password.field.changed', field: 'current_password', value: 'old secret' },
  { type: 'password.field.changed', field: 'password', value: 'n3w-Secret!' },
  { type: 'password.field.changed', field: 'password_confirmation', value: 'n3w-Secret!' },
  { type: 'password.field.changed', field: 'password_confirmation', value: 'other' },
  { type: 'password.submitted' },
  { type: 'xstate.done.actor.changePassword', output: changed() },
  {
    type: 'xstate.error.actor.changePassword',
    error: new ApiError(422, 'The password is incorrect.', { current_password: 'The password is incorrect.' }),
  },
];

describe('change password machine: generated paths', () => {
  const paths = pathPerState(changePasswordMachine, events);

  it('reach every state it can rest in', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(changePasswordMachine));
  });

  it('replay against the machine with fake calls, state by state', async () => {
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        changePasswordMachine.provide({
          actors: { changePassword: actor<ChangePasswordAnswer, ChangePasswordBody>('changePassword') },
        }),
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});
