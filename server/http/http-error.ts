import { say } from '../i18n/say';

/** Thrown by handlers; the app turns it into the contract's error answer `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 413 | 422 | 429,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 422 with one field's message, the shape the storefront shows under the field. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

export const notFound = (what = say('request.notFound')) => new HttpError(404, what);
export const unauthenticated = () => new HttpError(401, say('request.unauthenticated'));
