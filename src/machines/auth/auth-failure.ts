import { formFailureOf } from '../form-failure';
import type { AuthFailure, AuthToast } from './auth.types';

export { withoutFieldError } from '../form-failure';

/** A failed call's ApiError as context keeps it; anything else is a call that never reached the server. */
export const toAuthFailure = (error: unknown): AuthFailure => formFailureOf(error);

/** The error toast of the failure just kept in context (the server's message as it sent it). */
export function errorToast(context: { error: AuthFailure | null }): AuthToast {
  return { type: 'auth.toast', kind: 'error', message: context.error?.message ?? '' };
}
