import type { AuthEndpoints } from '../../api/endpoints/auth';
import { provideAuthDialogs } from '../../machines/auth/provide-auth-dialogs';
import { appleSignIn, facebookSignIn, googleSignIn, type SocialAuthSetting } from './social-sdks';

/** The auth dialogs with the contract's calls and the providers' scripts. */
export function createAuthDialogsLogic(auth: AuthEndpoints, socialAuths: SocialAuthSetting[]) {
  return provideAuthDialogs(
    {
      login: auth.login,
      register: auth.register,
      sendOtp: auth.sendOtp,
      verifyOtp: auth.verifyOtp,
      resetPassword: auth.resetPassword,
      socialLogin: auth.socialLogin,
      googleSignIn: (signal) => googleSignIn(socialAuths, signal),
      facebookSignIn: (signal) => facebookSignIn(socialAuths, signal),
      appleSignIn: (signal) => appleSignIn(socialAuths, signal),
    },
    {
      // docs/requirements.md §8: a cancelled or incomplete provider sign-in is only logged.
      logProviderIssue: ({ provider, issue, error }) => console.warn(`${provider} sign-in: ${issue}`, error ?? ''),
    },
  );
}
