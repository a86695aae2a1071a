import { readFileSync } from 'node:fs';
import type { Locale } from './locale';

let arabic: Map<string, string> | undefined;

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"')));
}

/** The msgid → msgstr pairs of locales/ar.po (context-free entries; continuation lines joined). */
function arabicCatalog(): Map<string, string> {
  if (arabic) return arabic;
  const lines = readFileSync(new URL('../../../locales/ar.po', import.meta.url), 'utf8').split('\n');
  const entries = new Map<string, string>();
  let id = '';
  let str = '';
  let reading: 'id' | 'str' | null = null;
  const flush = () => {
    if (id && str) entries.set(id, str);
    id = '';
    str = '';
    reading = null;
  };
  for (const line of lines) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line);
      reading = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line);
      reading = 'str';
    } else if (line.startsWith('"') && reading === 'id') id += unquote(line);
    else if (line.startsWith('"') && reading === 'str') str += unquote(line);
    else if (line.trim() === '' || line.startsWith('#')) flush();
  }
  flush();
  arabic = entries;
  return entries;
}

/**
 * An app text as the shopper reads it in `locale`, from the shipped catalog. Fails when Arabic has no
 * translation, or one equal to the English: an untranslated text would otherwise pass for translated.
 */
export function translated(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const text = arabicCatalog().get(english);
  if (!text || text === english) throw new Error(`locales/ar.po has no Arabic for "${english}"`);
  return text;
}
