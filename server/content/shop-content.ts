import { type AnyColumn, and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { SHOP_CONTENT_LANGUAGE } from '../../common/content-language';
import type { Db } from '../db/client';
import { contentTranslations } from '../db/schema';
import { currentLanguage } from '../i18n/request-language';

/**
 * The language the shop's own content is written in; other languages are given per item (content_translations).
 * The storefront marks a text served in it, for want of a translation, with this language.
 */
export const CONTENT_LANGUAGE = SHOP_CONTENT_LANGUAGE;

export type ContentSubject = (typeof contentTranslations.subject.enumValues)[number];

/** Per item id, its fields' texts in the current language (only the fields given in it). */
export type ContentTexts = Map<number, Partial<Record<string, string>>>;

/**
 * The texts in the language of the request being answered for these items, one query (none in the shop's own
 * language, or for no items); a field without a text there keeps the shop's own.
 */
export async function contentTexts(
  db: Db,
  subject: ContentSubject,
  ids: number[],
  fields: string[],
): Promise<ContentTexts> {
  const language = currentLanguage();
  const wanted = [...new Set(ids)];
  const texts: ContentTexts = new Map();
  if (language === CONTENT_LANGUAGE || wanted.length === 0) return texts;
  const rows = await db
    .select({ id: contentTranslations.subjectId, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.subject, subject),
        eq(contentTranslations.locale, language),
        inArray(contentTranslations.subjectId, wanted),
        inArray(contentTranslations.field, fields),
      ),
    );
  for (const row of rows) texts.set(row.id, { ...texts.get(row.id), [row.field]: row.value });
  return texts;
}

/** The item's field in the current language, or its own text. */
export function textOf(texts: ContentTexts, id: number, field: string, own: string): string;
export function textOf(texts: ContentTexts, id: number, field: string, own: string | null): string | null;
export function textOf(texts: ContentTexts, id: number, field: string, own: string | null): string | null {
  return texts.get(id)?.[field] ?? own;
}

/** Names looked up in a language at most by id; more are matched through a subquery instead. */
const MOST_NAMED = 1000;

/**
 * The items whose name in the current language holds the ILIKE `pattern` (a trigram index serves it), as a
 * condition on `idColumn`; none in the shop's own language, or when no name there holds it. A shopper types in
 * the language the shop is shown in.
 */
export async function namedInCurrentLanguage(
  db: Db,
  subject: ContentSubject,
  pattern: string,
  idColumn: AnyColumn,
): Promise<SQL | undefined> {
  const language = currentLanguage();
  if (language === CONTENT_LANGUAGE) return undefined;
  const named = db
    .select({ id: contentTranslations.subjectId })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.subject, subject),
        eq(contentTranslations.locale, language),
        eq(contentTranslations.field, 'name'),
        ilike(contentTranslations.value, pattern),
      ),
    );
  const rows = await named.limit(MOST_NAMED + 1);
  if (rows.length === 0) return undefined;
  return rows.length <= MOST_NAMED
    ? inArray(
        idColumn,
        rows.map((row) => row.id),
      )
    : inArray(idColumn, named);
}
