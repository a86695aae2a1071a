import { assign, emit, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';
import type { AuthFailure, AuthRefused, AuthToast, ResetPasswordAnswer, ResetPasswordBody } from './auth.types';
import { errorToast, REFUSED, refusedCallTransition, withoutFieldError } from './auth-failure';

export type ResetField = 'password' | 'password_confirmation';

/** Error code; English: 'Confirm Password does not match.' */
export type ResetProblem = 'password.mismatch';

export interface ResetPasswordInput {
  /** The reset token from /verify-otp. */
  token: string;
}

export interface ResetPasswordContext {
  token: string;
  password: string;
  password_confirmation: string;
  /** Set on the confirmation field when it differs from the password. */
  problem: ResetProblem | null;
  /** The last failed reset: its message is an error toast, its field errors go under the fields. */
  error: AuthFailure | null;
  /** The server's message once the password changed. */
  message: string | null;
}

export type ResetPasswordEvent =
  | { type: 'reset.field.changed'; field: ResetField; value: string }
  | { type: 'reset.submitted' };

/**
 * The last step of forgot password: a new password and its confirmation, sent with the reset token.
 * Ends (output: the server's message) when the password changed.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    output: {} as { message: string },
    emitted: {} as AuthToast | AuthRefused,
  },
  actors: {
    resetPassword: providedByApp<ResetPasswordAnswer, ResetPasswordBody>('resetPassword'),
  },
  actions: {
    keepCallError: assign((_, params: { error: unknown }) => ({ error: formFailureOf(params.error) })),
    toastError: emit(({ context }) => errorToast(context)),
    announceRefused: emit(REFUSED),
  },
  guards: {
    isMismatch: ({ context }) => context.password !== context.password_confirmation,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    password: '',
    password_confirmation: '',
    problem: null,
    error: null,
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper types the new password twice.',
      on: {
        'reset.field.changed': {
          description: "Keep the value; the field's errors go away as it is edited.",
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            problem: null,
            error: withoutFieldError(context.error, event.field),
          })),
        },
        'reset.submitted': [
          {
            description: 'The confirmation differs from the password: say so, send nothing.',
            guard: 'isMismatch',
            actions: [assign({ problem: 'password.mismatch' }), 'announceRefused'],
          },
          { target: 'submitting', description: 'Send the new password to /reset-password.' },
        ],
      },
    },
    submitting: {
      description: 'Waiting for /reset-password; another submit is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          password: context.password,
          password_confirmation: context.password_confirmation,
          token: context.token,
        }),
        onDone: { target: 'done', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: refusedCallTransition(
          'editing',
          "The server's message as an error toast, its field errors under the fields.",
        ),
      },
    },
    done: { type: 'final', description: 'The password changed; the parent reopens login.' },
  },
  output: ({ context }) => ({ message: context.message ?? '' }),
});
