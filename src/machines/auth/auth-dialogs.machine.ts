import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import type { OtpTarget, SignedIn } from './auth.types';
import type { AuthDialogsContext, AuthDialogsEmitted, AuthDialogsEvent, AuthDialogsInput } from './auth-dialogs.types';
import { forgotRequestMachine } from './forgot-request.machine';
import { loginMachine } from './login.machine';
import { otpMachine } from './otp.machine';
import { DEFAULT_PHONE_RULES } from './phone-rules';
import { registrationMachine } from './registration.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { verificationTarget } from './verification-target';

/** Login and registration success toasts stay 3000 ms (docs/requirements.md §9). */
export const SIGN_IN_TOAST_MS = 3000;

/**
 * The auth dialogs: login, registration, the code dialog and the three steps of forgot password. Each step
 * is a child machine invoked while its dialog is open (the UI sends `login.*`, `registration.*`, `otp.*`,
 * `forgot.*` and `reset.*` events to `snapshot.children[id]`, and `auth.*` events here). A sign-in is
 * emitted as `auth.signedIn` for the session machine; toasts are emitted as `auth.toast`.
 */
export const authDialogsMachine = setup({
  types: {
    context: {} as AuthDialogsContext,
    events: {} as AuthDialogsEvent,
    // biome-ignore lint/suspicious/noConfusingVoidType: `| void` keeps the input optional (see settings.machine.ts)
    input: {} as AuthDialogsInput | void,
    emitted: {} as AuthDialogsEmitted,
    children: {} as {
      login: 'loginStep';
      registration: 'registrationStep';
      otp: 'otpStep';
      forgotRequest: 'forgotRequestStep';
      resetPassword: 'resetPasswordStep';
    },
  },
  actors: {
    loginStep: loginMachine,
    registrationStep: registrationMachine,
    otpStep: otpMachine,
    forgotRequestStep: forgotRequestMachine,
    resetPasswordStep: resetPasswordMachine,
  },
  actions: {
    /** A login, registration or social sign-in: tell the session, then toast the server message for 3000 ms. */
    announceSignIn: enqueueActions(({ enqueue }, params: SignedIn) => {
      enqueue.emit({ type: 'auth.signedIn', token: params.session.access.token, user: params.session.user });
      enqueue.emit({ type: 'auth.toast', kind: 'success', message: params.message, durationMs: SIGN_IN_TOAST_MS });
    }),
    emitSuccessToast: emit((_, params: { message: string }) => ({
      type: 'auth.toast' as const,
      kind: 'success' as const,
      ...params,
    })),
  },
  guards: {
    opensStep: (_, params: { step: string | undefined; wanted: string }) => params.step === params.wanted,
    verifiesNewAccounts: ({ context }) => context.registerOtpVerify,
    opensAccountVerification: ({ event }) =>
      event.type === 'auth.open' && event.step === 'verifyAccount' && event.target !== undefined,
  },
}).createMachine({
  id: 'authDialogs',
  context: ({ input }) => ({
    registerOtpVerify: input?.registerOtpVerify ?? false,
    registerOtpType: input?.registerOtpType ?? 'email',
    phoneRules: {
      phoneRequired: input?.phoneRequired ?? DEFAULT_PHONE_RULES.phoneRequired,
      phoneMinLength: input?.phoneMinLength ?? DEFAULT_PHONE_RULES.phoneMinLength,
      phoneMaxLength: input?.phoneMaxLength ?? DEFAULT_PHONE_RULES.phoneMaxLength,
    },
    loginDefaults: input?.loginDefaults ?? {},
    otpTarget: null,
    otpSent: null,
    resetToken: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'No auth dialog is open.',
      on: {
        'auth.open': [
          {
            description: 'Open the registration dialog.',
            guard: { type: 'opensStep', params: ({ event }) => ({ step: event.step, wanted: 'registration' }) },
            target: 'registration',
          },
          {
            description: "The shopper's own account confirms a code (checkout with order_place_account_verify).",
            guard: 'opensAccountVerification',
            target: 'otp',
            actions: assign({ otpTarget: ({ event }) => event.target ?? null, otpSent: null }),
          },
          {
            description: 'Nowhere to send a code to: nothing opens.',
            guard: { type: 'opensStep', params: ({ event }) => ({ step: event.step, wanted: 'verifyAccount' }) },
          },
          {
            description: 'Open forgot password.',
            guard: { type: 'opensStep', params: ({ event }) => ({ step: event.step, wanted: 'forgot' }) },
            target: 'forgot',
          },
          { description: 'Open the login dialog (the default).', target: 'login' },
        ],
      },
    },
    login: {
      description: 'The login dialog (child `login`).',
      invoke: {
        id: 'login',
        src: 'loginStep',
        input: ({ context }) => context.loginDefaults,
        onDone: {
          description: 'Signed in: tell the session, toast the server message for 3000 ms, close.',
          target: 'closed',
          actions: { type: 'announceSignIn', params: ({ event }) => event.output },
        },
      },
      on: {
        'auth.close': { target: 'closed', description: 'Escape, the close button or a click outside.' },
        'auth.toSignUp': { target: 'registration', description: 'Sign Up closes login and opens registration.' },
        'auth.toForgot': { target: 'forgot', description: 'Forgot Password closes login and opens forgot password.' },
        'auth.social': {
          description: "A provider's button: the login child runs the sign-in.",
          actions: sendTo('login', ({ event }) => event),
        },
      },
    },
    registration: {
      description: 'The registration dialog (child `registration`).',
      invoke: {
        id: 'registration',
        src: 'registrationStep',
        input: ({ context }) => context.phoneRules,
        onDone: [
          {
            description: 'Registered with register_otp_verify on: signed in, and the code dialog sends a code.',
            guard: 'verifiesNewAccounts',
            target: 'otp',
            actions: [
              { type: 'announceSignIn', params: ({ event }) => event.output },
              assign({
                otpTarget: ({ context, event }) => verificationTarget(event.output.contact, context.registerOtpType),
                otpSent: null,
              }),
            ],
          },
          {
            description: 'Registered: tell the session, toast the server message for 3000 ms, close.',
            target: 'closed',
            actions: { type: 'announceSignIn', params: ({ event }) => event.output },
          },
        ],
      },
      on: {
        'auth.close': { target: 'closed', description: 'Escape, the close button or a click outside.' },
        'auth.toLogin': { target: 'login', description: 'The Log in link returns to login.' },
      },
    },
    otp: {
      description: 'The code dialog confirming the account: a new one, or one asked to before ordering.',
      invoke: {
        id: 'otp',
        src: 'otpStep',
        // Registration, or the request to verify the account, sets the target on the way here.
        input: ({ context }) => ({ purpose: 'verify' as const, target: context.otpTarget as OtpTarget }),
        onDone: {
          description: 'Confirmed: the account is verified; toast the server message, close.',
          target: 'closed',
          actions: [
            emit({ type: 'auth.accountVerified' }),
            { type: 'emitSuccessToast', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
      },
      on: { 'auth.close': { target: 'closed', description: 'The account stays signed in, unverified.' } },
    },
    forgot: {
      description: 'Forgot password: request, code, new password.',
      initial: 'request',
      on: { 'auth.close': { target: 'closed', description: 'Give up resetting the password.' } },
      states: {
        request: {
          description: 'Country and e-mail or phone (child `forgotRequest`).',
          invoke: {
            id: 'forgotRequest',
            src: 'forgotRequestStep',
            onDone: {
              description: 'A code was sent: open the code step.',
              target: 'code',
              actions: assign({
                otpTarget: ({ event }) => event.output.target,
                otpSent: ({ event }) => event.output.sent,
              }),
            },
          },
        },
        code: {
          description: 'The code dialog (child `otp`, purpose reset).',
          invoke: {
            id: 'otp',
            src: 'otpStep',
            input: ({ context }) => ({
              purpose: 'reset' as const,
              // The request step sets both on the way here.
              target: context.otpTarget as OtpTarget,
              sent: context.otpSent,
            }),
            onDone: {
              description: 'Verified: keep the reset token, open the new-password step.',
              target: 'newPassword',
              actions: assign({ resetToken: ({ event }) => event.output.token }),
            },
          },
        },
        newPassword: {
          description: 'The new password and its confirmation (child `resetPassword`).',
          invoke: {
            id: 'resetPassword',
            src: 'resetPasswordStep',
            input: ({ context }) => ({ token: context.resetToken ?? '' }),
            onDone: {
              description: 'The password changed: toast the server message, close and reopen login.',
              target: '#authDialogs.login',
              actions: [
                { type: 'emitSuccessToast', params: ({ event }) => ({ message: event.output.message }) },
                assign({ otpTarget: null, otpSent: null, resetToken: null }),
              ],
            },
          },
        },
      },
    },
  },
});
