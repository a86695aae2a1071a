import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { ServerDeps } from '../deps';
import { fieldError, HttpError } from '../http/http-error';
import { say } from '../i18n/say';
import type { AuthSettings } from './auth-settings';

/** Field → messages, the contract's 422 `errors`. */
export type FieldErrors = Record<string, string[]>;

/** The length rule from `/master` (the contract's pattern already allows digits only). */
export function phoneLengthError(phone: string, settings: AuthSettings): string | null {
  const { phoneMinLength: min, phoneMaxLength: max } = settings;
  return phone.length < min || phone.length > max ? say('auth.phoneLength', { min, max }) : null;
}

/** Which of the e-mail and the phone (with its code) another account already uses. */
export async function takenFields(
  deps: ServerDeps,
  wanted: { email: string | null; phone: string | null; phoneCode: string | null },
  exceptUserId?: number,
): Promise<FieldErrors> {
  const clauses: SQL[] = [];
  if (wanted.email) clauses.push(sql`lower(${users.email}) = ${wanted.email.toLowerCase()}`);
  if (wanted.phone) {
    clauses.push(
      and(eq(users.phone, wanted.phone), sql`${users.phoneCode} is not distinct from ${wanted.phoneCode}`) as SQL,
    );
  }
  if (clauses.length === 0) return {};
  const rows = await deps.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(...clauses), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  const errors: FieldErrors = {};
  if (wanted.email && rows.some((row) => row.email?.toLowerCase() === wanted.email?.toLowerCase())) {
    errors.email = [say('auth.emailTaken')];
  }
  if (wanted.phone && rows.some((row) => row.phone === wanted.phone)) errors.phone = [say('auth.phoneTaken')];
  return errors;
}

/** The contract's 422 with every field's messages, the first one as the message; nothing when all is well. */
export function failIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
}

/**
 * When two requests race past `takenFields`, the unique index stops the second: that becomes the same field
 * error; any other error is passed on.
 */
export function rethrowTaken(error: unknown): never {
  for (
    let cause = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    cause;
  ) {
    if (cause.code === '23505') {
      const name = `${cause.constraint ?? ''} ${cause.message ?? ''}`;
      if (name.includes('users_email_unique')) throw fieldError('email', say('auth.emailTaken'));
      if (name.includes('users_phone_unique')) throw fieldError('phone', say('auth.phoneTaken'));
    }
    cause = cause.cause as typeof cause;
  }
  throw error;
}
