import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { SelectStandIn } from '../../kit/SelectStandIn';
import { HeaderOverlay } from './HeaderOverlay';
import { PickerLabel } from './PickerLabel';

export interface CurrencyPickerProps {
  currencies: Schema<'Currency'>[];
  selectedCurrencyId: number | null;
  onCurrencyChange: (currencyId: number) => void;
}

export const currencyText = (currency: Schema<'Currency'>) => `${currency.name} (${currency.symbol})`;

/** The currency amounts are shown in: a Select named "Currency" that shows the current one (./overlays/CurrencySelect.tsx). */
export function CurrencyPicker(props: CurrencyPickerProps) {
  const { t } = useLingui();
  if (props.currencies.length === 0) return null;
  const selected = props.currencies.find((currency) => currency.id === props.selectedCurrencyId);
  return (
    <HeaderOverlay
      standIn={(intent) => (
        <SelectStandIn
          {...intent}
          label={<PickerLabel>{t`Currency`}</PickerLabel>}
          value={selected ? currencyText(selected) : t`Select an option`}
          className="flex-row items-center gap-2"
        />
      )}
    >
      {({ CurrencySelect }) => <CurrencySelect {...props} />}
    </HeaderOverlay>
  );
}
