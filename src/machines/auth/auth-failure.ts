import type { AuthFailure, AuthToast } from './auth.types';

export { withoutFieldError } from '../form-failure';

/** The error toast of the failure just kept in context (the server's message as it sent it). */
export function errorToast(context: { error: AuthFailure | null }): AuthToast {
  return { type: 'auth.toast', kind: 'error', message: context.error?.message ?? '' };
}
