import { assign, emit, fromPromise, setup } from 'xstate';
import { withoutFieldError } from '../auth/auth-failure';
import { formFailureOf } from '../form-failure';
import { EMPTY_PASSWORDS, hasShownFieldErrors, passwordProblems } from './change-password.rules';
import type {
  ChangePasswordAnswer,
  ChangePasswordBody,
  ChangePasswordContext,
  ChangePasswordEmitted,
  ChangePasswordEvent,
  PasswordField,
  PasswordProblems,
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
    changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordBody>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  actions: {
    keepValue: assign(({ context }, params: { field: PasswordField; value: string }) => {
      const problems: PasswordProblems = { ...context.problems };
      delete problems[params.field];
      // A new password makes an earlier "does not match" stale too.
      if (params.field === 'password' && problems.password_confirmation === 'mismatch') {
        delete problems.password_confirmation;
      }
      return {
        values: { ...context.values, [params.field]: params.value },
        problems,
        failure: withoutFieldError(context.failure, params.field),
      };
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: formFailureOf(params.error) })),
    announceFailure: emit(({ context }) => ({
      type: 'password.failed' as const,
      status: context.failure?.status ?? 0,
      message: context.failure?.message ?? '',
      hasFieldErrors: hasShownFieldErrors(context.failure),
    })),
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
        'password.submitted': [
          {
            description: 'A field is empty, the new password is too short or not repeated: say which, send nothing.',
            guard: 'hasProblems',
            actions: [
              assign({ problems: ({ context }) => passwordProblems(context.values) }),
              emit({ type: 'password.invalid' as const }),
            ],
          },
          { description: 'Send the change.', target: 'changing', actions: assign({ problems: {} }) },
        ],
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
        onError: {
          description: 'Refused or not delivered: back to the form, what was typed kept.',
          target: 'editing.failed',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'],
        },
      },
    },
  },
});
