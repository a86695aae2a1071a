/**
 * The shape of a language code the storefront keeps and asks `/lang/{locale}` for (openapi.yaml gives `app_locale`,
 * `Language.name` and that path the same pattern): a lower-case language and at most one region or script.
 */
const LOCALE_TAG = /^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})?$/;

export function isLocaleTag(text: string): boolean {
  return LOCALE_TAG.test(text);
}
