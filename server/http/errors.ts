import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { say } from '../i18n/say';
import type { AppEnv } from './env';
import { HttpError } from './http-error';

/** Every failure as the contract's error answer; anything unexpected is logged and answered 500 without details. */
export function answerError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof HttpError) {
    const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    return c.json(body, error.status as ContentfulStatusCode, error.headers);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: say('request.serverError') }, 500);
}
