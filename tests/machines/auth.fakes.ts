import { vi } from 'vitest';
import { type AnyActorRef, fromPromise } from 'xstate';
import { ApiError, type FieldErrors } from '../../src/api/errors';
import type {
  AuthSession,
  AuthUser,
  LoginAnswer,
  LoginBody,
  ProviderAnswer,
  ProviderIssueParams,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
  SendOtpAnswer,
  SendOtpBody,
  SocialLoginAnswer,
  SocialLoginBody,
  SocialProvider,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from '../../src/machines/auth/auth.types';
import { authDialogsMachine } from '../../src/machines/auth/auth-dialogs.machine';
import { forgotRequestMachine } from '../../src/machines/auth/forgot-request.machine';
import { loginMachine } from '../../src/machines/auth/login.machine';
import { otpMachine } from '../../src/machines/auth/otp.machine';
import { registrationMachine } from '../../src/machines/auth/registration.machine';
import { resetPasswordMachine } from '../../src/machines/auth/reset-password.machine';
import { socialSignInMachine } from '../../src/machines/auth/social-sign-in.machine';

/** Fakes shared by the auth machine tests: answers shaped like the contract's, and call recorders. */

export const demoUser: AuthUser = {
  id: 1,
  name: 'Sam Shopper',
  email: 'shopper@example.com',
  phone: '5550100001',
  phone_code: '+1',
  profile_photo: '/media/users/1.svg',
};

export const session = (token = 'token-1'): AuthSession => ({
  access: { token, token_type: 'Bearer' },
  user: demoUser,
});

export const signedInAnswer = (message = 'Login successfully', token = 'token-1'): LoginAnswer => ({
  message,
  data: session(token),
});

export const sentAnswer = (emailOrPhone = 'sh*****@example.com'): SendOtpAnswer => ({
  message: 'If an account matches, we have sent a code to your email.',
  data: { email_or_phone: emailOrPhone },
});

export const verifiedAnswer = (token: string | null = 'rst_1'): VerifyOtpAnswer => ({
  message: token ? 'Code verified successfully.' : 'Your account is verified.',
  data: { token },
});

export const refused = (message: string, fieldErrors: FieldErrors = {}) => new ApiError(422, message, fieldErrors);

/** A provider script's answer with a code (and an Apple identity token). */
export const providerAnswer = (extra: Partial<ProviderAnswer> = {}): ProviderAnswer => ({
  code: 'provider-code',
  profile: { name: 'Sam Shopper', email: 'shopper@example.com' },
  ...extra,
});

/** The calls behind the auth dialogs' actors, as plain functions a test can fake and spy on. */
export interface AuthCalls {
  login(body: LoginBody, signal: AbortSignal): Promise<LoginAnswer>;
  register(body: RegisterBody, signal: AbortSignal): Promise<RegisterAnswer>;
  sendOtp(body: SendOtpBody, signal: AbortSignal): Promise<SendOtpAnswer>;
  verifyOtp(body: VerifyOtpBody, signal: AbortSignal): Promise<VerifyOtpAnswer>;
  resetPassword(body: ResetPasswordBody, signal: AbortSignal): Promise<ResetPasswordAnswer>;
  socialLogin(provider: SocialProvider, body: SocialLoginBody, signal: AbortSignal): Promise<SocialLoginAnswer>;
  googleSignIn(signal: AbortSignal): Promise<ProviderAnswer>;
  facebookSignIn(signal: AbortSignal): Promise<ProviderAnswer>;
  appleSignIn(signal: AbortSignal): Promise<ProviderAnswer>;
}

/** Every call answers successfully unless the test overrides it; each (overrides too) is a spy. */
export function fakeCalls(overrides: Partial<AuthCalls> = {}) {
  const calls: AuthCalls = {
    login: async () => signedInAnswer(),
    register: async () => signedInAnswer('Registration successfully', 'token-new'),
    sendOtp: async () => sentAnswer(),
    verifyOtp: async () => verifiedAnswer(),
    resetPassword: async () => ({ message: 'Password reset successfully. Please log in.' }),
    socialLogin: async () => signedInAnswer(),
    googleSignIn: async () => providerAnswer(),
    facebookSignIn: async () => providerAnswer(),
    appleSignIn: async () => providerAnswer({ idToken: 'apple-id-token' }),
    ...overrides,
  };
  return {
    login: vi.fn(calls.login),
    register: vi.fn(calls.register),
    sendOtp: vi.fn(calls.sendOtp),
    verifyOtp: vi.fn(calls.verifyOtp),
    resetPassword: vi.fn(calls.resetPassword),
    socialLogin: vi.fn(calls.socialLogin),
    googleSignIn: vi.fn(calls.googleSignIn),
    facebookSignIn: vi.fn(calls.facebookSignIn),
    appleSignIn: vi.fn(calls.appleSignIn),
  } satisfies AuthCalls;
}

const call = <TOutput, TInput>(run: (input: TInput, signal: AbortSignal) => Promise<TOutput>) =>
  fromPromise<TOutput, TInput>(({ input, signal }) => run(input, signal));

const script = (run: (signal: AbortSignal) => Promise<ProviderAnswer>) =>
  fromPromise<ProviderAnswer>(({ signal }) => run(signal));

/** The auth dialogs with every step's actors provided by fake calls, as src/app/auth/auth-dialogs-logic.ts does. */
export function fakeAuthDialogs(
  calls: AuthCalls,
  effects: { logProviderIssue: (params: ProviderIssueParams) => void },
) {
  const sendOtp = call(calls.sendOtp);
  return authDialogsMachine.provide({
    actors: {
      loginStep: loginMachine.provide({
        actors: {
          login: call(calls.login),
          socialSignIn: socialSignInMachine.provide({
            actors: {
              googleSignIn: script(calls.googleSignIn),
              facebookSignIn: script(calls.facebookSignIn),
              appleSignIn: script(calls.appleSignIn),
              socialLogin: call(({ provider, body }, signal) => calls.socialLogin(provider, body, signal)),
            },
            actions: { logProviderIssue: (_, params) => effects.logProviderIssue(params) },
          }),
        },
      }),
      registrationStep: registrationMachine.provide({ actors: { register: call(calls.register) } }),
      otpStep: otpMachine.provide({ actors: { sendOtp, verifyOtp: call(calls.verifyOtp) } }),
      forgotRequestStep: forgotRequestMachine.provide({ actors: { sendOtp } }),
      resetPasswordStep: resetPasswordMachine.provide({ actors: { resetPassword: call(calls.resetPassword) } }),
    },
  });
}

/** A call that stays pending until the test settles it. */
export function pendingCall<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const run = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    run,
    resolve: (value: T) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

/** Lets settled promises reach the machines (with real or fake timers). */
export async function flush(): Promise<void> {
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  else await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Everything an actor emits, in order. */
export function recordEmitted(actor: AnyActorRef) {
  const emitted: { type: string; [key: string]: unknown }[] = [];
  actor.on('*', (event: { type: string }) => emitted.push(event));
  return emitted;
}
