import { and, eq, inArray } from 'drizzle-orm';
import { SHOP_CONTENT_LANGUAGE } from '../../src/lib/content-language';
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
