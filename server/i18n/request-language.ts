import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { requestLocale } from '../content/localized-text';

/** The languages the server's own messages are written in (server/i18n/messages-*.ts); others get English. */
export const SERVER_LANGUAGES = ['en', 'ar'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

const current = new AsyncLocalStorage<ServerLanguage>();

export function asServerLanguage(locale: string): ServerLanguage {
  return (SERVER_LANGUAGES as readonly string[]).includes(locale) ? (locale as ServerLanguage) : 'en';
}

/** The language of the request being answered; English outside a request (jobs, start-up, direct calls). */
export function currentLanguage(): ServerLanguage {
  return current.getStore() ?? 'en';
}

/** Runs `work` with `language` as the current one (a job writing to a shopper in the shopper's language). */
export function inLanguage<T>(language: ServerLanguage, work: () => T): T {
  return current.run(language, work);
}

/** Everything under it answers in the caller's language (`Accept-Language`, as the storefront sends its stored locale). */
export function answerInRequestLanguage(): MiddlewareHandler {
  return (c, next) => inLanguage(asServerLanguage(requestLocale(c)), next);
}
