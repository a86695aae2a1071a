import { ARABIC, ARABIC_FIELD_LABELS } from './messages-ar';
import { ENGLISH, ENGLISH_FIELD_LABELS, type MessageKey } from './messages-en';
import { currentLanguage, type ServerLanguage } from './request-language';

export type { MessageKey } from './messages-en';

/** The `{name}`s of a template. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type Values<K extends MessageKey> = Record<Placeholders<(typeof ENGLISH)[K]>, string | number>;

export const MESSAGES: Record<ServerLanguage, Record<MessageKey, string>> = { en: ENGLISH, ar: ARABIC };
export const FIELD_LABELS: Record<ServerLanguage, Record<string, string>> = {
  en: ENGLISH_FIELD_LABELS,
  ar: ARABIC_FIELD_LABELS,
};

/** A template with its `{name}`s filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** One of the server's messages in the language of the request being answered (server/i18n/request-language.ts). */
export function say<K extends MessageKey>(
  key: K,
  ...values: Placeholders<(typeof ENGLISH)[K]> extends never ? [] : [Values<K>]
): string {
  return fill(MESSAGES[currentLanguage()][key], values[0] ?? {});
}

/** How a field (`phone_code`, `products.0.id`) is named in a message in the current language. */
export function fieldLabel(field: string): string {
  const labels = FIELD_LABELS[currentLanguage()];
  return field
    .split('.')
    .map((part) => labels[part] ?? part.replaceAll('_', ' '))
    .join('.');
}
