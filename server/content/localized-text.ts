import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { translations } from '../db/schema';

export type Translate = (text: string) => string;

/** The caller's language: the first tag of Accept-Language (the storefront sends its stored locale), else en. */
export function requestLocale(c: Context): string {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first?.split('-')[0] || 'en';
}

/**
 * The shop's own words (menu names, footer titles, category names) in the caller's language, from the
 * translations the operator keeps keyed by the English text; a text without a translation stays as it is.
 */
export async function translatorFor(db: Db, locale: string): Promise<Translate> {
  if (locale === 'en') return (text) => text;
  const rows = await db.select().from(translations).where(eq(translations.locale, locale));
  const byText = new Map(rows.map((row) => [row.key, row.value]));
  return (text) => byText.get(text) ?? text;
}
