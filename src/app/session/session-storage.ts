import type { SessionInput, User } from '../../machines/session/session.types';

/** The bearer token and the signed-in user, kept so that a reload keeps the shopper signed in. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

function isUser(value: unknown): value is User {
  const user = value as Partial<User> | null;
  return typeof user === 'object' && user !== null && typeof user.id === 'number' && typeof user.name === 'string';
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What was stored; an unreadable user counts as none (the session machine then drops the token too). */
export function readStoredSession(): SessionInput {
  try {
    const token = globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
    return { token: token || null, user: parseUser(globalThis.localStorage?.getItem(USER_KEY) ?? null) };
  } catch {
    return { token: null, user: null };
  }
}

export function saveStoredSession(token: string, user: User): void {
  try {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
    globalThis.localStorage?.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Blocked storage: the session lasts until the next reload.
  }
}

export function clearStoredSession(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
    globalThis.localStorage?.removeItem(USER_KEY);
  } catch {
    // Nothing was stored.
  }
}
