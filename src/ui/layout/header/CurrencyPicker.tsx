import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { Select, SelectItem } from '../../kit/Select';

export interface CurrencyPickerProps {
  currencies: Schema<'Currency'>[];
  selectedCurrencyId: number | null;
  onCurrencyChange: (currencyId: number) => void;
}

const currencyText = (currency: Schema<'Currency'>) => `${currency.name} (${currency.symbol})`;

/** The currency amounts are shown in: a Select named "Currency" that shows the current one. */
export function CurrencyPicker({ currencies, selectedCurrencyId, onCurrencyChange }: CurrencyPickerProps) {
  const { t } = useLingui();
  if (currencies.length === 0) return null;
  return (
    <Select
      // On a phone the label is for screen readers only: the choice itself says what it is. Beside the choice it
      // keeps its word whole (text enlarged) and the row wraps instead.
      label={<span className="whitespace-nowrap max-sm:sr-only">{t`Currency`}</span>}
      items={currencies}
      value={selectedCurrencyId}
      onChange={(key) => {
        if (key !== null && key !== selectedCurrencyId) onCurrencyChange(Number(key));
      }}
      className="flex-row items-center gap-2"
    >
      {(currency) => (
        <SelectItem id={currency.id} textValue={currencyText(currency)}>
          {currencyText(currency)}
        </SelectItem>
      )}
    </Select>
  );
}
