import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { UserRow } from '../http/env';

/**
 * What a customer typed into the storefront's `phone` field, which holds an e-mail address or a phone number.
 * E-mails are compared lower-cased; phones as digits, with the country code when one was given.
 */
export type Target = { kind: 'email'; email: string } | { kind: 'phone'; digits: string; phoneCode: string | null };

/**
 * One `@` after a local part, a dot inside the domain (not its first or last character), and no white space: checked in one pass, with
 * no regular expression that could backtrack on a long run of dots.
 */
function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || /\s/.test(text)) return false;
  return text.slice(at + 2, -1).includes('.');
}

/** `+1`, `1` and `+ 1` are the same code. */
export function normalPhoneCode(phoneCode: string | null | undefined): string | null {
  const digits = (phoneCode ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : null;
}

/** Null when the text is neither an e-mail address nor a phone number. */
export function readTarget(typed: string, phoneCode?: string | null): Target | null {
  const text = typed.trim();
  if (text.includes('@')) return isEmailAddress(text) ? { kind: 'email', email: text.toLowerCase() } : null;
  const digits = text.replace(/[\s()+-]/g, '');
  return /^\d+$/.test(digits) ? { kind: 'phone', digits, phoneCode: normalPhoneCode(phoneCode) } : null;
}

/** One key per target, for rate limits and the codes table. */
export function targetKey(target: Target): string {
  return target.kind === 'email' ? target.email : `${target.phoneCode ?? ''}${target.digits}`;
}

/** Where a message goes, as the dev outbox shows it. */
export function targetAddress(target: Target): string {
  return target.kind === 'email' ? target.email : [target.phoneCode, target.digits].filter(Boolean).join(' ');
}

/** `sh*****@example.com`, `+1 ******01`: a fixed number of stars, so the mask does not tell the length. */
export function maskTarget(target: Target): string {
  if (target.kind === 'email') {
    const [local = '', domain = ''] = target.email.split('@');
    return `${local.slice(0, Math.min(2, local.length - 1))}*****@${domain}`;
  }
  const stars = `******${target.digits.slice(-2)}`;
  return target.phoneCode ? `${target.phoneCode} ${stars}` : stars;
}

const codeDigits = sql`regexp_replace(coalesce(${users.phoneCode}, ''), '[^0-9]', '', 'g')`;

/** The accounts a target names: by e-mail, or by phone with its code (or, without one, with or without it). */
export function matchesTarget(target: Target): SQL {
  if (target.kind === 'email') return sql`lower(${users.email}) = ${target.email}`;
  if (target.phoneCode) {
    return and(eq(users.phone, target.digits), sql`${codeDigits} = ${target.phoneCode.slice(1)}`) as SQL;
  }
  return or(eq(users.phone, target.digits), sql`${codeDigits} || ${users.phone} = ${target.digits}`) as SQL;
}

export async function findAccount(deps: ServerDeps, target: Target): Promise<UserRow | undefined> {
  const [user] = await deps.db.select().from(users).where(matchesTarget(target)).orderBy(asc(users.id)).limit(1);
  return user;
}
