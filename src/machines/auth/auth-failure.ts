import type { AuthFailure, AuthRefused, AuthToast } from './auth.types';

export { withoutFieldError } from '../form-failure';

/** The error toast of the failure just kept in context (the server's message as it sent it). */
export function errorToast(context: { error: AuthFailure | null }): AuthToast {
  return { type: 'auth.toast', kind: 'error', message: context.error?.message ?? '' };
}

export const REFUSED: AuthRefused = { type: 'auth.refused' };

/**
 * A call of an auth step refused or not delivered: back to `target`, the error kept (its field errors go under
 * the fields), its message toasted, and the form told to focus its first field in error. The machine names the
 * actions in its `setup()`: `keepCallError` (with the error as params), `toastError` and `announceRefused`.
 */
export function refusedCallTransition<Target extends string>(target: Target, description: string) {
  return {
    description,
    target,
    actions: [
      { type: 'keepCallError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      'toastError',
      'announceRefused',
    ],
  } as const;
}
