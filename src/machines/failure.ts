import { ApiError } from '../api/errors';

/** A failed call as a machine keeps it: the status (0 when the server was not reached) and the server's message. */
export interface Failure {
  status: number;
  message: string;
}

/** Any call's failure: an ApiError as the server answered it, anything else a call that never reached it. */
export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}
