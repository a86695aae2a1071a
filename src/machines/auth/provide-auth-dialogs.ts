import { fromPromise } from 'xstate';
import type {
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
} from './auth.types';
import { authDialogsMachine } from './auth-dialogs.machine';
import { forgotRequestMachine } from './forgot-request.machine';
import { loginMachine } from './login.machine';
import { otpMachine } from './otp.machine';
import { registrationMachine } from './registration.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { socialSignInMachine } from './social-sign-in.machine';

/**
 * The calls behind the dialogs. The endpoint functions of `src/api/endpoints/auth.ts` fit as they are; the
 * provider scripts (Google, Facebook, Apple) are the app's, loaded only when their button is pressed.
 */
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

export interface AuthEffects {
  /** A provider sign-in that stopped before posting (cancel, missing token, script failure): only logged. */
  logProviderIssue(params: ProviderIssueParams): void;
}

const call = <TOutput, TInput>(run: (input: TInput, signal: AbortSignal) => Promise<TOutput>) =>
  fromPromise<TOutput, TInput>(({ input, signal }) => run(input, signal));

const script = (run: (signal: AbortSignal) => Promise<ProviderAnswer>) =>
  fromPromise<ProviderAnswer>(({ signal }) => run(signal));

/** The auth dialogs with every child's named actors and effects provided (the app's calls, or test fakes). */
export function provideAuthDialogs(calls: AuthCalls, effects: AuthEffects) {
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
