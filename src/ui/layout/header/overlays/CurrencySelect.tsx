import { useLingui } from '@lingui/react/macro';
import { Select, SelectItem } from '../../../kit/Select';
import { type CurrencyPickerProps, currencyText } from '../CurrencyPicker';
import { PickerLabel } from '../PickerLabel';

/** The currency picker once its code is here: a Select named "Currency" that shows the current one. */
export function CurrencySelect({ currencies, selectedCurrencyId, onCurrencyChange }: CurrencyPickerProps) {
  const { t } = useLingui();
  return (
    <Select
      label={<PickerLabel>{t`Currency`}</PickerLabel>}
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
