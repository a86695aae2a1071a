import { withoutTags } from './html-text';
/** The language the shop writes its own content in; a text with no translation is served in it. */
export const SHOP_CONTENT_LANGUAGE = 'en';

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/;

/** The attributes for a shop's or a customer's text shown in a page in `pageLocale`. */
export interface ContentTextAttributes {
  /** Laid out by its own first strong letter, so its punctuation stays where its writer put it. */
  dir: 'auto';
  /** Set where the text is not in the page's language: the shop's untranslated text (in English), or Arabic. */
  lang?: string;
}

/**
 * A text from the shop may be in the page's language or, where it has no translation, in the shop's own; its
 * letters tell which (the server answers in the caller's language where it has the text, in the shop's otherwise).
 * A text with both scripts, or neither, is taken as the page's.
 */
export function contentTextAttributes(text: string | null | undefined, pageLocale: string): ContentTextAttributes {
  // An HTML text (a description) is judged by its words, not its tags.
  const words = withoutTags(text ?? '');
  const isArabic = ARABIC_LETTER.test(words);
  const isLatin = LATIN_LETTER.test(words);
  if (pageLocale === 'ar' && isLatin && !isArabic) return { dir: 'auto', lang: SHOP_CONTENT_LANGUAGE };
  if (pageLocale !== 'ar' && isArabic && !isLatin) return { dir: 'auto', lang: 'ar' };
  return { dir: 'auto' };
}
