import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer or reset token: 256 random bits. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A four-digit one-time code (the length docs/requirements.md §9 sets), uniformly drawn. */
export function newOtpCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}
