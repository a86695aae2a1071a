import { useLingui } from '@lingui/react/macro';
import { Select, SelectItem } from '../../../kit/Select';
import { type LanguagePickerProps, LanguageTitle } from '../LanguagePicker';
import { PickerLabel } from '../PickerLabel';

/** The language picker once its code is here: a Select named "Language" showing each language's own title. */
export function LanguageSelect({ languages, locale, onLocaleChange }: LanguagePickerProps) {
  const { t } = useLingui();
  return (
    <Select
      label={<PickerLabel>{t`Language`}</PickerLabel>}
      items={languages}
      value={locale}
      onChange={(key) => {
        if (key !== null && key !== locale) onLocaleChange(String(key));
      }}
      className="flex-row items-center gap-2"
    >
      {(language) => (
        <SelectItem id={language.name} textValue={language.title}>
          <LanguageTitle language={language} />
        </SelectItem>
      )}
    </Select>
  );
}
