import type { AuthToast, AuthUser, OtpSent, OtpTarget, SocialProvider } from './auth.types';
import type { LoginInput } from './login.machine';
import type { PhoneRules } from './phone-rules';

/** What the app reads from `/master` (and the environment) before the dialogs start. */
export interface AuthDialogsInput {
  /** `register_otp_verify`: a new account confirms a code before the dialog closes. */
  registerOtpVerify?: boolean;
  /** `register_otp_type`: where that code goes. */
  registerOtpType?: 'email' | 'phone';
  phoneRequired?: boolean;
  phoneMinLength?: number;
  phoneMaxLength?: number;
  /** The login form's initial values: the demo customer in a local environment (the app decides). */
  loginDefaults?: LoginInput;
}

export interface AuthDialogsContext {
  registerOtpVerify: boolean;
  registerOtpType: 'email' | 'phone';
  phoneRules: PhoneRules;
  loginDefaults: LoginInput;
  /** Where the current code was sent (registration or forgot password). */
  otpTarget: OtpTarget | null;
  /** The send-otp answer of the forgot request, shown by the code step. */
  otpSent: OtpSent | null;
  /** The reset token from /verify-otp, sent with the new password. */
  resetToken: string | null;
}

/** `verifyAccount`: the signed-in shopper confirms a code sent to their own e-mail or phone (checkout asks). */
export type AuthStep = 'login' | 'registration' | 'forgot' | 'verifyAccount';

export type AuthDialogsEvent =
  /** `target`: where the code goes; `verifyAccount` opens only with one. */
  | { type: 'auth.open'; step?: AuthStep; target?: OtpTarget }
  | { type: 'auth.close' }
  | { type: 'auth.toSignUp' }
  | { type: 'auth.toForgot' }
  | { type: 'auth.toLogin' }
  | { type: 'auth.social'; provider: SocialProvider };

/** The session machine consumes `auth.signedIn` and `auth.accountVerified`; the app shows `auth.toast`. */
export type AuthSignedIn = { type: 'auth.signedIn'; token: string; user: AuthUser };
/** The signed-in account confirmed a code: the server now has it verified. */
export type AuthAccountVerified = { type: 'auth.accountVerified' };
export type AuthDialogsEmitted = AuthSignedIn | AuthAccountVerified | AuthToast;
