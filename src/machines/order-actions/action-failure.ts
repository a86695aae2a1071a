import { ApiError } from '../../api/errors';
import type { ActionFailure } from './order-actions.types';

/** What the screen needs of a failed call: a call that never got an answer counts as not delivered (status 0). */
export function toActionFailure(error: unknown): ActionFailure {
  if (error instanceof ApiError)
    return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  return { status: 0, message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
}
