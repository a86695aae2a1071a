import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { SelectStandIn } from '../../kit/SelectStandIn';
import { HeaderOverlay } from './HeaderOverlay';
import { PickerLabel } from './PickerLabel';

export interface LanguagePickerProps {
  languages: Schema<'Language'>[];
  /** The current locale code (a language's `name`). */
  locale: string;
  onLocaleChange: (locale: string) => void;
}

/** A language's title, in its own language (العربية): marked so, so screen readers pronounce it right. */
export function LanguageTitle({ language }: { language: Schema<'Language'> }) {
  return <span lang={language.name}>{language.title}</span>;
}

/** The page's language: a Select named "Language" showing each language's own title (./overlays/LanguageSelect.tsx). */
export function LanguagePicker(props: LanguagePickerProps) {
  const { t } = useLingui();
  if (props.languages.length === 0) return null;
  const selected = props.languages.find((language) => language.name === props.locale);
  return (
    <HeaderOverlay
      standIn={(intent) => (
        <SelectStandIn
          {...intent}
          label={<PickerLabel>{t`Language`}</PickerLabel>}
          value={selected ? <LanguageTitle language={selected} /> : t`Select an option`}
          className="flex-row items-center gap-2"
        />
      )}
    >
      {({ LanguageSelect }) => <LanguageSelect {...props} />}
    </HeaderOverlay>
  );
}
