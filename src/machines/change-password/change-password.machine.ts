import { assign, emit, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import {
  failedEvent,
  failedSubmitTransition,
  submitTransitions,
  withFieldEdited,
  withoutProblem,
} from '../form-submission';
import { providedByApp } from '../provided-by-app';
import { EMPTY_PASSWORDS, hasShownFieldErrors, passwordProblems } from './change-password.rules';
import type {
  ChangePasswordAnswer,
  ChangePasswordBody,
  ChangePasswordContext,
  ChangePasswordEmitted,
  ChangePasswordEvent,
  PasswordField,
} from './change-password.types';

/**
 * Change Password: the current password, a new one and its confirmation. The form checks them, the server
 * checks the current one; changed, the fields empty and the server's message is emitted. Refused, what was
 * typed stays, with the server's errors under the fields.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as ChangePasswordEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /change-password. */
    changePassword: providedByApp<ChangePasswordAnswer, ChangePasswordBody>('changePassword'),
  },
  actions: {
    keepValue: assign(({ context }, params: { field: PasswordField; value: string }) => {
      const edited = withFieldEdited(context, params.field, params.value);
      // A new password makes an earlier "does not match" stale too.
      if (params.field === 'password' && edited.problems.password_confirmation === 'mismatch') {
        return { ...edited, problems: withoutProblem(edited.problems, 'password_confirmation') };
      }
      return edited;
    }),
    showProblems: assign({ problems: ({ context }) => passwordProblems(context.values) }),
    announceInvalid: emit({ type: 'password.invalid' as const }),
    clearProblems: assign({ problems: {} }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: formFailureOf(params.error) })),
    announceFailure: emit(({ context }) => failedEvent('password.failed', context.failure, hasShownFieldErrors)),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(passwordProblems(context.values)).length > 0,
  },
}).createMachine({
  id: 'changePassword',
  context: { values: EMPTY_PASSWORDS, problems: {}, failure: null },
  initial: 'editing',
  on: {
    'password.field.changed': {
      description: "Keep the value, also while the change is under way; the field's errors go away as it is edited.",
      actions: { type: 'keepValue', params: ({ event }) => event },
    },
  },
  states: {
    editing: {
      description: 'The customer types the passwords.',
      on: {
        'password.submitted': submitTransitions(
          'changing',
          'A field is empty, the new password is too short or not repeated: say which, send nothing.',
          'Send the change.',
        ),
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing sent yet.' },
        changed: { description: 'The password was changed; the fields are empty for another change.' },
        failed: { description: 'The change was refused or not delivered; what was typed stays.' },
      },
    },
    changing: {
      description: 'Waiting for the server; another submit is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ ...context.values }),
        onDone: {
          target: 'editing.changed',
          actions: [
            assign({ values: EMPTY_PASSWORDS, problems: {}, failure: null }),
            emit(({ event }) => ({ type: 'password.changed' as const, message: event.output.message })),
          ],
        },
        onError: failedSubmitTransition(
          'editing.failed',
          'Refused or not delivered: back to the form, what was typed kept.',
        ),
      },
    },
  },
});
