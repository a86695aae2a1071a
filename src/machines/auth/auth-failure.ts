import { ApiError } from '../../api/errors';
import type { AuthFailure, AuthToast } from './auth.types';

/** A failed call's ApiError as context keeps it; anything else is a call that never reached the server. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof ApiError) {
    return { status: error.status, message: error.message, fieldErrors: { ...error.fieldErrors } };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
}

/** The failure without the error of a field the shopper is editing again. */
export function withoutFieldError(failure: AuthFailure | null, field: string): AuthFailure | null {
  if (!failure || !(field in failure.fieldErrors)) return failure;
  const { [field]: _edited, ...fieldErrors } = failure.fieldErrors;
  return { ...failure, fieldErrors };
}

/** The error toast of the failure just kept in context (the server's message as it sent it). */
export function errorToast(context: { error: AuthFailure | null }): AuthToast {
  return { type: 'auth.toast', kind: 'error', message: context.error?.message ?? '' };
}
