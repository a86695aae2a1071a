import { assign, emit, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';
import type {
  AuthFailure,
  AuthRefused,
  AuthToast,
  OtpSent,
  OtpTarget,
  SendOtpAnswer,
  SendOtpBody,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from './auth.types';
import { errorToast, REFUSED, refusedCallTransition } from './auth-failure';
import {
  codeOf,
  EMPTY_DIGITS,
  isCompleteCode,
  isOtpIndex,
  isSingleDigit,
  type OtpDigits,
  pastedDigits,
  RESEND_SECONDS,
  withDigit,
} from './otp-code';

/** `verify` confirms a new account; `reset` leads to a new password (send-otp with forgot_password 1). */
export type OtpPurpose = 'verify' | 'reset';

export interface OtpInput {
  purpose: OtpPurpose;
  target: OtpTarget;
  /** The answer of the send-otp that came before (forgot password). Without it, the machine sends first. */
  sent?: OtpSent | null;
}

/** What a confirmed code hands to the parent: the server's message and, for `reset`, the reset token. */
export interface OtpVerified {
  message: string;
  token: string | null;
}

export interface OtpContext {
  purpose: OtpPurpose;
  target: OtpTarget;
  digits: OtpDigits;
  /** Seconds until Resend is allowed; 0 once it is. */
  secondsLeft: number;
  /** The last send-otp answer: the server's message and the masked e-mail or phone. */
  sent: OtpSent | null;
  /** The last failed send or verify: its message is an error toast. */
  error: AuthFailure | null;
  verified: OtpVerified | null;
}

export type OtpEvent =
  | { type: 'otp.digit.entered'; index: number; value: string }
  | { type: 'otp.digit.cleared'; index: number }
  | { type: 'otp.pasted'; text: string }
  | { type: 'otp.confirm' }
  | { type: 'otp.resend' };

const sendBody = ({ purpose, target }: OtpContext): SendOtpBody => ({
  phone: target.phone,
  phone_code: target.phoneCode,
  forgot_password: purpose === 'reset' ? 1 : null,
});

/**
 * The code dialog: four one-digit boxes, Confirm, and Resend after a 60-second countdown (a one-second tick
 * with a counter in context). Ends (output `OtpVerified`) when the server accepts the code.
 */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as OtpVerified,
    emitted: {} as AuthToast | AuthRefused,
  },
  actors: {
    sendOtp: providedByApp<SendOtpAnswer, SendOtpBody>('sendOtp'),
    verifyOtp: providedByApp<VerifyOtpAnswer, VerifyOtpBody>('verifyOtp'),
  },
  actions: {
    keepCallError: assign((_, params: { error: unknown }) => ({ error: formFailureOf(params.error) })),
    toastError: emit(({ context }) => errorToast(context)),
    announceRefused: emit(REFUSED),
  },
  delays: { resendTick: 1000 },
  guards: {
    isDigitEntry: (_, params: { index: number; value: string }) =>
      isOtpIndex(params.index) && isSingleDigit(params.value),
    isBoxIndex: (_, params: { index: number }) => isOtpIndex(params.index),
    isFourDigitPaste: (_, params: { text: string }) => pastedDigits(params.text) !== null,
    isCodeComplete: ({ context }) => isCompleteCode(context.digits),
    wasSent: ({ context }) => context.sent !== null,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    purpose: input.purpose,
    target: input.target,
    digits: EMPTY_DIGITS,
    secondsLeft: RESEND_SECONDS,
    sent: input.sent ?? null,
    error: null,
    verified: null,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      description: 'The shopper types the code while the resend countdown runs.',
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              description: 'Four boxes; the UI moves the focus, the machine keeps the digits.',
              on: {
                'otp.digit.entered': {
                  description: 'One digit into one box; anything else is ignored.',
                  guard: { type: 'isDigitEntry', params: ({ event }) => event },
                  actions: assign({
                    digits: ({ context, event }) => withDigit(context.digits, event.index, event.value),
                  }),
                },
                'otp.digit.cleared': {
                  description: 'Backspace or Delete empties a box.',
                  guard: { type: 'isBoxIndex', params: ({ event }) => event },
                  actions: assign({ digits: ({ context, event }) => withDigit(context.digits, event.index, '') }),
                },
                'otp.pasted': {
                  description: 'A pasted 4-digit code fills all four boxes; other text is ignored.',
                  guard: { type: 'isFourDigitPaste', params: ({ event }) => event },
                  actions: assign({ digits: ({ context, event }) => pastedDigits(event.text) ?? context.digits }),
                },
                'otp.confirm': {
                  description: 'Send the four digits joined to /verify-otp.',
                  guard: 'isCodeComplete',
                  target: 'verifying',
                },
              },
            },
            verifying: {
              description: 'Waiting for /verify-otp; the boxes and Confirm wait too.',
              tags: ['busy'],
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({ phone: context.target.phone, otp: codeOf(context.digits) }),
                onDone: {
                  target: '#otp.verified',
                  actions: assign({
                    verified: ({ event }) => ({
                      message: event.output.message,
                      token: event.output.data.token ?? null,
                    }),
                  }),
                },
                onError: refusedCallTransition(
                  'editing',
                  "Wrong, expired or used up: the server's message as an error toast.",
                ),
              },
            },
          },
        },
        resend: {
          initial: 'starting',
          states: {
            starting: {
              description: 'A code was sent before this dialog opened (forgot password), or it is sent now.',
              always: [{ guard: 'wasSent', target: 'counting' }, { target: 'sending' }],
            },
            sending: {
              description: 'Waiting for /send-otp.',
              tags: ['sending'],
              invoke: {
                id: 'sendOtp',
                src: 'sendOtp',
                input: ({ context }) => sendBody(context),
                onDone: {
                  description: 'Show the server message and the masked target; the countdown starts again at 60.',
                  target: 'counting',
                  actions: assign({
                    sent: ({ event }) => ({
                      message: event.output.message,
                      emailOrPhone: event.output.data.email_or_phone,
                    }),
                    secondsLeft: RESEND_SECONDS,
                    error: null,
                  }),
                },
                onError: {
                  description: "The server's message as an error toast; another try is allowed at once.",
                  target: 'available',
                  actions: [
                    { type: 'keepCallError', params: ({ event }) => ({ error: event.error }) },
                    assign({ secondsLeft: 0 }),
                    'toastError',
                  ],
                },
              },
            },
            counting: {
              description: 'Resend waits; the counter goes down once a second.',
              after: {
                resendTick: [
                  {
                    description: 'The last second: Resend becomes available.',
                    guard: 'isLastSecond',
                    target: 'available',
                    actions: assign({ secondsLeft: 0 }),
                  },
                  {
                    description: 'One second less; re-entering starts the next tick.',
                    target: 'counting',
                    reenter: true,
                    actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
                  },
                ],
              },
            },
            available: {
              description: 'The countdown reached 0: the shopper may ask for another code.',
              on: { 'otp.resend': { target: 'sending', description: 'Send a new code to the same target.' } },
            },
          },
        },
      },
    },
    verified: { type: 'final', description: 'The code was accepted.' },
  },
  // `verified` is entered only with the server's answer.
  output: ({ context }) => context.verified as OtpVerified,
});
