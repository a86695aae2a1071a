import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Socket ids as Pusher writes them ("123.456"); the SDK and pusher-js check this shape too. */
export const SOCKET_ID = /^\d+\.\d+$/;

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Compares two strings without leaking, through timing, how much of them matched. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `auth` a private-channel subscription carries: `key:HMAC-SHA256(secret, "socket_id:channel")`. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  return `${key}:${hmacHex(secret, `${socketId}:${channel}`)}`;
}

export const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * The signature of a Pusher HTTP API request: HMAC-SHA256 of "METHOD\npath\nquery", where the query is every
 * parameter but auth_signature, keys lower-cased and sorted, values as sent (not URL-encoded).
 */
export function requestSignature(secret: string, method: string, path: string, query: Record<string, string>): string {
  const ordered = Object.entries(query)
    .filter(([name]) => name !== 'auth_signature')
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return hmacHex(secret, [method.toUpperCase(), path, ordered].join('\n'));
}
