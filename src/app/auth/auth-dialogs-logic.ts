import { fromPromise } from 'xstate';
import type { AuthEndpoints } from '../../api/endpoints/auth';
import type {
  LoginAnswer,
  LoginBody,
  ProviderAnswer,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
  SendOtpAnswer,
  SendOtpBody,
  SocialLoginAnswer,
  SocialLoginInput,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from '../../machines/auth/auth.types';
import { authDialogsMachine } from '../../machines/auth/auth-dialogs.machine';
import { forgotRequestMachine } from '../../machines/auth/forgot-request.machine';
import { loginMachine } from '../../machines/auth/login.machine';
import { otpMachine } from '../../machines/auth/otp.machine';
import { registrationMachine } from '../../machines/auth/registration.machine';
import { resetPasswordMachine } from '../../machines/auth/reset-password.machine';
import { socialSignInMachine } from '../../machines/auth/social-sign-in.machine';
import { appleSignIn, facebookSignIn, googleSignIn, type SocialAuthSetting } from './social-sdks';

/** The auth dialogs with every step's calls of the contract and the providers' scripts. */
export function createAuthDialogsLogic(auth: AuthEndpoints, socialAuths: SocialAuthSetting[]) {
  const sendOtp = fromPromise<SendOtpAnswer, SendOtpBody>(({ input, signal }) => auth.sendOtp(input, signal));
  return authDialogsMachine.provide({
    actors: {
      loginStep: loginMachine.provide({
        actors: {
          login: fromPromise<LoginAnswer, LoginBody>(({ input, signal }) => auth.login(input, signal)),
          socialSignIn: socialSignInMachine.provide({
            actors: {
              googleSignIn: fromPromise<ProviderAnswer>(({ signal }) => googleSignIn(socialAuths, signal)),
              facebookSignIn: fromPromise<ProviderAnswer>(({ signal }) => facebookSignIn(socialAuths, signal)),
              appleSignIn: fromPromise<ProviderAnswer>(({ signal }) => appleSignIn(socialAuths, signal)),
              socialLogin: fromPromise<SocialLoginAnswer, SocialLoginInput>(({ input, signal }) =>
                auth.socialLogin(input.provider, input.body, signal),
              ),
            },
            actions: {
              // docs/requirements.md §8: a cancelled or incomplete provider sign-in is only logged.
              logProviderIssue: (_, { provider, issue, error }) =>
                console.warn(`${provider} sign-in: ${issue}`, error ?? ''),
            },
          }),
        },
      }),
      registrationStep: registrationMachine.provide({
        actors: {
          register: fromPromise<RegisterAnswer, RegisterBody>(({ input, signal }) => auth.register(input, signal)),
        },
      }),
      otpStep: otpMachine.provide({
        actors: {
          sendOtp,
          verifyOtp: fromPromise<VerifyOtpAnswer, VerifyOtpBody>(({ input, signal }) => auth.verifyOtp(input, signal)),
        },
      }),
      forgotRequestStep: forgotRequestMachine.provide({ actors: { sendOtp } }),
      resetPasswordStep: resetPasswordMachine.provide({
        actors: {
          resetPassword: fromPromise<ResetPasswordAnswer, ResetPasswordBody>(({ input, signal }) =>
            auth.resetPassword(input, signal),
          ),
        },
      }),
    },
  });
}
