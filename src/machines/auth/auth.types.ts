import type { Answer, JsonBody, PathParams, Schema } from '../../api/types';
import type { FormFailure } from '../form-failure';

export type AuthSession = Schema<'AuthSession'>;
export type AuthUser = Schema<'User'>;

export type LoginBody = JsonBody<'login'>;
export type RegisterBody = JsonBody<'register'>;
export type SendOtpBody = JsonBody<'sendOtp'>;
export type VerifyOtpBody = JsonBody<'verifyOtp'>;
export type ResetPasswordBody = JsonBody<'resetPassword'>;
export type SocialLoginBody = JsonBody<'socialLogin'>;

export type LoginAnswer = Answer<'login'>;
export type RegisterAnswer = Answer<'register'>;
export type SendOtpAnswer = Answer<'sendOtp'>;
export type VerifyOtpAnswer = Answer<'verifyOtp'>;
export type ResetPasswordAnswer = Answer<'resetPassword'>;
export type SocialLoginAnswer = Answer<'socialLogin'>;

export type SocialProvider = PathParams<'socialLogin'>['provider'];
export interface SocialLoginInput {
  provider: SocialProvider;
  body: SocialLoginBody;
}

/** A failed call as the dialogs show it: the status (0 when offline), the server's message, its field errors. */
export type AuthFailure = FormFailure;

/** What a successful login, registration or social sign-in hands to the parent. */
export interface SignedIn {
  session: AuthSession;
  /** The server's message, shown as the success toast. */
  message: string;
}

/**
 * What a provider's script (Google, Facebook, Apple) gave back. The app's SDK actors fill it in; the
 * machine decides whether it is enough to post.
 */
export interface ProviderAnswer {
  /** The shopper closed the provider's window (Facebook reports this; it is only logged). */
  cancelled?: boolean;
  /** Google's authorization code, Facebook's access token, Apple's authorization code. */
  code?: string | null;
  /** Apple's identity token (Apple needs it together with the code). */
  idToken?: string | null;
  profile?: { name?: string; email?: string; picture?: string };
}

/** Why a provider sign-in stopped before anything was posted: only logged (docs/requirements.md §5 and §8). */
export type ProviderIssue = 'cancelled' | 'missingToken' | 'failed';

export interface ProviderIssueParams {
  provider: SocialProvider;
  issue: ProviderIssue;
  /** What the SDK actor threw, for `failed`. */
  error?: unknown;
}

/** A toast the app shows. Messages are the server's, shown as it sent them. */
export interface AuthToast {
  type: 'auth.toast';
  kind: 'success' | 'error';
  message: string;
  /** Left out: the app's default (5000 ms). */
  durationMs?: number;
}

/**
 * A submit was refused, by the form's own checks or by the server: the form moves focus to its first field in
 * error (if the refusal named one), where a screen reader reads the field and its error.
 */
export interface AuthRefused {
  type: 'auth.refused';
}

/** Where a one-time code goes: an e-mail address or a phone number (then with its country code). */
export interface OtpTarget {
  phone: string;
  phoneCode: string | null;
}

/** The send-otp answer the code dialog shows: the server's message and the masked e-mail or phone. */
export interface OtpSent {
  message: string;
  emailOrPhone: string;
}
