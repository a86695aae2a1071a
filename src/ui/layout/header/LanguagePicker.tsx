import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { Select, SelectItem } from '../../kit/Select';

export interface LanguagePickerProps {
  languages: Schema<'Language'>[];
  /** The current locale code (a language's `name`). */
  locale: string;
  onLocaleChange: (locale: string) => void;
}

/** The page's language: a Select named "Language" showing each language's own title. */
export function LanguagePicker({ languages, locale, onLocaleChange }: LanguagePickerProps) {
  const { t } = useLingui();
  if (languages.length === 0) return null;
  return (
    <Select
      // On a phone the label is for screen readers only: the choice itself says what it is. Beside the choice it
      // keeps its word whole (text enlarged) and the row wraps instead.
      label={<span className="whitespace-nowrap max-sm:sr-only">{t`Language`}</span>}
      items={languages}
      value={locale}
      onChange={(key) => {
        if (key !== null && key !== locale) onLocaleChange(String(key));
      }}
      className="flex-row items-center gap-2"
    >
      {(language) => (
        // The title is in its own language (العربية): say so, so screen readers pronounce it right.
        <SelectItem id={language.name} textValue={language.title}>
          <span lang={language.name}>{language.title}</span>
        </SelectItem>
      )}
    </Select>
  );
}
