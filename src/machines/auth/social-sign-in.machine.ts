import { assign, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';
import type {
  AuthFailure,
  ProviderAnswer,
  ProviderIssueParams,
  SignedIn,
  SocialLoginAnswer,
  SocialLoginInput,
  SocialProvider,
} from './auth.types';
import { type SocialRequestResult, socialRequest } from './social-request';

/**
 * How a provider sign-in ended: signed in, refused by the server (`failure`), or stopped before anything was
 * posted (both null: a cancel, a missing token or a script failure, only logged).
 */
export interface SocialOutcome {
  signedIn: SignedIn | null;
  failure: AuthFailure | null;
}

export interface SocialSignInInput {
  provider: SocialProvider;
}

interface SocialSignInContext {
  provider: SocialProvider;
  /** What the provider's answer allows: a request to post, or why there is none. */
  attempt: SocialRequestResult | null;
  result: SocialOutcome;
}

const socialSetup = setup({
  types: {
    context: {} as SocialSignInContext,
    input: {} as SocialSignInInput,
    output: {} as SocialOutcome,
  },
  actors: {
    googleSignIn: providedByApp<ProviderAnswer>('googleSignIn'),
    facebookSignIn: providedByApp<ProviderAnswer>('facebookSignIn'),
    appleSignIn: providedByApp<ProviderAnswer>('appleSignIn'),
    socialLogin: providedByApp<SocialLoginAnswer, SocialLoginInput>('socialLogin'),
  },
  actions: {
    // Placeholder: the app logs it to the console; tests provide a spy.
    logProviderIssue: (_, _params: ProviderIssueParams) => {},
  },
  guards: {
    isProvider: ({ context }, params: { provider: SocialProvider }) => context.provider === params.provider,
    hasRequest: ({ context }) => context.attempt !== null && 'request' in context.attempt,
  },
});

/** The state that runs one provider's script (the app loads the script only now) and keeps what it allows. */
function providerState(src: 'googleSignIn' | 'facebookSignIn' | 'appleSignIn', description: string) {
  return socialSetup.createStateConfig({
    description,
    invoke: {
      id: src,
      src,
      onDone: {
        description: "Check the provider's answer: a code (and for Apple an identity token) is needed.",
        target: 'checking',
        actions: assign({ attempt: ({ context, event }) => socialRequest(context.provider, event.output) }),
      },
      onError: {
        description: 'The script failed to load or run: only logged.',
        target: 'done',
        actions: {
          type: 'logProviderIssue',
          params: ({ context, event }) => ({ provider: context.provider, issue: 'failed', error: event.error }),
        },
      },
    },
  });
}

/**
 * One sign-in with Google, Facebook or Apple: the provider's script runs as an actor, then its code or token
 * is posted to `/auth/{provider}/token`. A cancel, a missing token or a script failure is only logged
 * (docs/requirements.md §5 and §8); a server refusal is handed back with its message.
 */
export const socialSignInMachine = socialSetup.createMachine({
  id: 'socialSignIn',
  context: ({ input }) => ({ provider: input.provider, attempt: null, result: { signedIn: null, failure: null } }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Run the script of the provider whose button was pressed.',
      always: [
        { guard: { type: 'isProvider', params: { provider: 'google' } }, target: 'google' },
        { guard: { type: 'isProvider', params: { provider: 'facebook' } }, target: 'facebook' },
        { target: 'apple' },
      ],
    },
    google: providerState('googleSignIn', 'Google Identity Services, scopes email, profile and openid.'),
    facebook: providerState('facebookSignIn', 'Facebook SDK v20.0, permissions public_profile and email.'),
    apple: providerState('appleSignIn', 'Sign in with Apple, scopes name and email.'),
    checking: {
      description: 'Post when the answer is enough; a cancel or a missing token is only logged.',
      always: [
        { guard: 'hasRequest', target: 'posting' },
        {
          target: 'done',
          actions: {
            type: 'logProviderIssue',
            params: ({ context }) => ({
              provider: context.provider,
              issue: context.attempt && 'issue' in context.attempt ? context.attempt.issue : 'missingToken',
            }),
          },
        },
      ],
    },
    posting: {
      description: "Post the provider's code or token to /auth/{provider}/token.",
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        // `checking` enters this state only with a request.
        input: ({ context }) => (context.attempt as { request: SocialLoginInput }).request,
        onDone: {
          description: 'A returned user signs in as a login does.',
          target: 'done',
          actions: assign({
            result: ({ event }) => ({
              signedIn: { session: event.output.data, message: event.output.message },
              failure: null,
            }),
          }),
        },
        onError: {
          description: 'The server refused: its message is shown as an error toast.',
          target: 'done',
          actions: assign({ result: ({ event }) => ({ signedIn: null, failure: formFailureOf(event.error) }) }),
        },
      },
    },
    done: { type: 'final', description: 'The sign-in ended; the outcome is the output.' },
  },
  output: ({ context }) => context.result,
});
