import { Trans, useLingui } from '@lingui/react/macro';
import type { CountriesState, Country } from '../../app/auth/use-countries';
import { Button } from '../kit/Button';
import { ComboBox } from '../kit/ComboBox';

export interface CountryFieldProps {
  countries: CountriesState;
  /** The chosen country's name. */
  value: string;
  onSelect: (country: Country) => void;
  errorMessage?: string;
  isRequired?: boolean;
  autoFocus?: boolean;
}

/** A country picker (type to filter); choosing one also gives the phone's calling code. */
export function CountryField({ countries, value, onSelect, errorMessage, isRequired, autoFocus }: CountryFieldProps) {
  const { t } = useLingui();
  const options = countries.countries.map((country) => ({
    value: country.name,
    label: `${country.name} (${country.phone_code})`,
  }));
  return (
    <div className="flex flex-col gap-1">
      <ComboBox
        label={t`Country`}
        name="country"
        isRequired={isRequired}
        autoFocus={autoFocus}
        options={options}
        value={value || null}
        onChange={(key) => {
          const country = countries.countries.find((entry) => entry.name === key);
          if (country) onSelect(country);
        }}
        errorMessage={errorMessage}
        description={countries.status === 'loading' ? t`Loading countries…` : undefined}
        pendingText={countries.status === 'loading' ? t`Loading countries…` : undefined}
      />
      {countries.status === 'failed' && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-red-700 text-sm">
          <Trans>The country list could not be loaded.</Trans>
          <Button variant="link" size="sm" onPress={countries.retry}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
    </div>
  );
}
