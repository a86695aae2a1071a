import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { say } from '../i18n/say';
import type { AppEnv } from './env';
import { fieldError, HttpError, notFound } from './http-error';

/** A JSON body: every form of the contract is a few fields, the longest a few thousand characters. */
const JSON_BODY_LIMIT = 64 * 1024;
/** A multipart body: up to five files of 2 MB (routes/tickets.ts, auth/profile-photo.ts) and their fields. */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;
/** The contract's bodies are flat objects of fields and lists of ids: deeper is not a request of ours. */
const MAX_BODY_DEPTH = 16;

/** The rest of such a body is not read: the connection closes, so no client sends its next request after it. */
function tooLarge(limit: number): HttpError {
  const message = say('request.tooLarge', { size: Math.round(limit / 1024) });
  return new HttpError(413, message, undefined, { Connection: 'close' });
}

function limitedTo(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge(maxSize);
    },
  });
}

/**
 * Refuses a body over the operation's size before it is read, whether or not it says its length. An operation
 * that takes files allows the upload size to a multipart body only: its other bodies (a reply sent as JSON,
 * routes/tickets.ts) are held to the JSON size.
 */
export function limitBodySize(takesFiles: boolean): MiddlewareHandler<AppEnv> {
  const json = limitedTo(JSON_BODY_LIMIT);
  if (!takesFiles) return json;
  const upload = limitedTo(UPLOAD_BODY_LIMIT);
  return (c, next) => {
    const type = (c.req.header('content-type') ?? '').trim().toLowerCase();
    return type.startsWith('multipart/form-data') ? upload(c, next) : json(c, next);
  };
}

/** How deeply a parsed JSON value nests, counted without recursion so that no depth can overflow the stack. */
function depthOf(value: unknown, stopAt: number): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** A 422 for a body nested deeper than any of the contract's, before anything walks it. */
export function refuseDeepNesting(value: unknown): void {
  if (depthOf(value, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw fieldError('request', say('request.tooDeep'));
  }
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * An address with broken %-encoding (`%E0%A4%A`) is refused before any route reads a file or a row by it: a path
 * that cannot be decoded, or that decodes to a NUL, names nothing on this server (404), and such a query value is
 * not one a client could have meant (422 on it). A NUL in a query value is the contract's validation's to name.
 */
export function refuseMalformedAddresses(): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const { pathname, search } = new URL(c.req.url);
    const path = decoded(pathname);
    if (path === null || path.includes('\u0000')) throw notFound();
    for (const pair of search.slice(1).split('&')) {
      const [name = '', value = ''] = pair.split('=');
      const field = decoded(name);
      if (field === null || decoded(value) === null) throw fieldError(field ?? 'query', say('request.badQuery'));
    }
    await next();
  };
}
