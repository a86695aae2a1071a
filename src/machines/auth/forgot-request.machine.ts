import { assign, emit, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import { withoutProblem } from '../form-submission';
import { providedByApp } from '../provided-by-app';
import type { AuthFailure, AuthRefused, AuthToast, OtpSent, OtpTarget, SendOtpAnswer, SendOtpBody } from './auth.types';
import { errorToast, REFUSED, refusedCallTransition, withoutFieldError } from './auth-failure';

export type ForgotField = 'country' | 'phone_code' | 'phone';

/** Error codes; English: 'The country field is required', 'The phone or email field is required'. */
export type ForgotProblem = 'country.required' | 'phoneOrEmail.required';

/** What the request step hands to the parent: where the code went, and the send-otp answer. */
export interface ForgotRequested {
  target: OtpTarget;
  sent: OtpSent;
}

export interface ForgotRequestContext {
  /** The country's name; its calling code goes with a phone number. */
  country: string;
  phone_code: string;
  /** The e-mail address or the phone number. */
  phone: string;
  /** Client-side error codes by field (the UI maps them to messages). */
  problems: Partial<Record<'country' | 'phone', ForgotProblem>>;
  /** The last failed send-otp: its message is an error toast, its field errors go under the fields. */
  error: AuthFailure | null;
  requested: ForgotRequested | null;
}

export type ForgotRequestEvent =
  | { type: 'forgot.field.changed'; field: ForgotField; value: string }
  | { type: 'forgot.country.selected'; country: string; phoneCode: string }
  | { type: 'forgot.submitted' };

function problemsOf(context: ForgotRequestContext): ForgotRequestContext['problems'] {
  const problems: ForgotRequestContext['problems'] = {};
  if (!context.country.trim()) problems.country = 'country.required';
  if (!context.phone.trim()) problems.phone = 'phoneOrEmail.required';
  return problems;
}

/**
 * Step one of forgot password: country and e-mail or phone, then a code is sent (send-otp with
 * forgot_password 1). Ends (output `ForgotRequested`) when the server has sent it.
 */
export const forgotRequestMachine = setup({
  types: {
    context: {} as ForgotRequestContext,
    events: {} as ForgotRequestEvent,
    output: {} as ForgotRequested,
    emitted: {} as AuthToast | AuthRefused,
  },
  actors: {
    sendOtp: providedByApp<SendOtpAnswer, SendOtpBody>('sendOtp'),
  },
  actions: {
    keepCallError: assign((_, params: { error: unknown }) => ({ error: formFailureOf(params.error) })),
    toastError: emit(({ context }) => errorToast(context)),
    announceRefused: emit(REFUSED),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(problemsOf(context)).length > 0,
  },
}).createMachine({
  id: 'forgotRequest',
  context: { country: '', phone_code: '', phone: '', problems: {}, error: null, requested: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper picks a country and types an e-mail address or a phone number.',
      on: {
        'forgot.field.changed': {
          description: "Keep the value; the field's errors go away as it is edited.",
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            problems: withoutProblem(context.problems, event.field),
            error: withoutFieldError(context.error, event.field),
          })),
        },
        'forgot.country.selected': {
          description: 'The country sets the calling code sent with a phone number.',
          actions: assign(({ context, event }) => ({
            country: event.country,
            phone_code: event.phoneCode,
            problems: withoutProblem(context.problems, 'country'),
            error: withoutFieldError(withoutFieldError(context.error, 'country'), 'phone_code'),
          })),
        },
        'forgot.submitted': [
          {
            description: 'Country and e-mail or phone are required: say which is missing, send nothing.',
            guard: 'hasProblems',
            actions: [assign({ problems: ({ context }) => problemsOf(context) }), 'announceRefused'],
          },
          { target: 'sending', description: 'Ask /send-otp for a reset code.' },
        ],
      },
    },
    sending: {
      description: 'Waiting for /send-otp; another submit is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({
          phone: context.phone.trim(),
          phone_code: context.phone_code || null,
          forgot_password: 1 as const,
        }),
        onDone: {
          target: 'done',
          actions: assign({
            requested: ({ context, event }) => ({
              target: { phone: context.phone.trim(), phoneCode: context.phone_code || null },
              sent: { message: event.output.message, emailOrPhone: event.output.data.email_or_phone },
            }),
          }),
        },
        onError: refusedCallTransition(
          'editing',
          "The server's message as an error toast, its field errors under the fields.",
        ),
      },
    },
    done: { type: 'final', description: 'A code was sent; the parent opens the code step.' },
  },
  // `done` is entered only with the send-otp answer.
  output: ({ context }) => context.requested as ForgotRequested,
});
