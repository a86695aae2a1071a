import { assertEvent, assign, emit, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';
import type {
  AuthFailure,
  AuthRefused,
  AuthToast,
  LoginAnswer,
  LoginBody,
  SignedIn,
  SocialProvider,
} from './auth.types';
import { errorToast, REFUSED, refusedCallTransition, withoutFieldError } from './auth-failure';
import { type SocialOutcome, socialSignInMachine } from './social-sign-in.machine';

export type LoginField = keyof LoginBody;

export interface LoginInput {
  /** The initial values: the demo customer in a local environment (the app decides), else empty. */
  phone?: string;
  password?: string;
}

export interface LoginContext {
  /** The e-mail address or the phone number. */
  phone: string;
  password: string;
  /** The last failure: its message is the toast, its field errors go under the fields. */
  error: AuthFailure | null;
  /** Set when the sign-in succeeded; the machine's output. */
  signedIn: SignedIn | null;
}

export type LoginEvent =
  | { type: 'login.field.changed'; field: LoginField; value: string }
  | { type: 'login.submitted' }
  | { type: 'auth.social'; provider: SocialProvider };

/**
 * The login dialog: e-mail or phone plus password, or a provider's button. Ends (final state, output
 * `SignedIn`) when the server returns a session; the parent stores it and closes the dialog.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as SignedIn,
    emitted: {} as AuthToast | AuthRefused,
  },
  actors: {
    login: providedByApp<LoginAnswer, LoginBody>('login'),
    socialSignIn: socialSignInMachine,
  },
  actions: {
    keepCallError: assign((_, params: { error: unknown }) => ({ error: formFailureOf(params.error) })),
    toastError: emit(({ context }) => errorToast(context)),
    announceRefused: emit(REFUSED),
  },
  guards: {
    socialSignedIn: (_, outcome: SocialOutcome) => outcome.signedIn !== null,
    socialRefused: (_, outcome: SocialOutcome) => outcome.failure !== null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    phone: input.phone ?? '',
    password: input.password ?? '',
    error: null,
    signedIn: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills in the form, or picks a provider.',
      on: {
        'login.field.changed': {
          description: "Keep the value; the field's server error goes away as it is edited.",
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            error: withoutFieldError(context.error, event.field),
          })),
        },
        'login.submitted': { target: 'submitting', description: 'Send the credentials to /login.' },
        'auth.social': { target: 'social', description: "Sign in with the provider's script." },
      },
    },
    submitting: {
      description: 'Waiting for /login; another submit is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ phone: context.phone, password: context.password }),
        onDone: {
          target: 'done',
          actions: assign({ signedIn: ({ event }) => ({ session: event.output.data, message: event.output.message }) }),
        },
        onError: refusedCallTransition(
          'editing',
          "The server's message as an error toast, its field errors under the fields.",
        ),
      },
    },
    social: {
      description: "A provider's script and the post of its token; the form waits.",
      tags: ['busy'],
      invoke: {
        id: 'socialSignIn',
        src: 'socialSignIn',
        input: ({ event }) => {
          assertEvent(event, 'auth.social');
          return { provider: event.provider };
        },
        onDone: [
          {
            description: 'A returned user signs in as a login does.',
            guard: { type: 'socialSignedIn', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ signedIn: ({ event }) => event.output.signedIn }),
          },
          {
            description: "The server refused the provider's token: its message as an error toast.",
            guard: { type: 'socialRefused', params: ({ event }) => event.output },
            target: 'editing',
            actions: [assign({ error: ({ event }) => event.output.failure }), 'toastError'],
          },
          { description: 'Cancelled or without a token: already logged, nothing to show.', target: 'editing' },
        ],
      },
    },
    done: { type: 'final', description: 'Signed in; the parent stores the session and closes the dialog.' },
  },
  // `done` is entered only with a session.
  output: ({ context }) => context.signedIn as SignedIn,
});
