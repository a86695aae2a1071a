import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useMoney } from '../../../app/settings/use-settings';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { boundToShown, shownToBound } from './price-range';

export interface PriceRangeFilterProps {
  /** The chosen bounds, in the default currency. */
  min: number | null;
  max: number | null;
  /** The lowest and highest price among the products on offer, when known. */
  available: { min: number; max: number } | null;
  onApply: (min: number | null, max: number | null) => void;
}

interface RangeErrors {
  min?: string;
  max?: string;
}

/**
 * Lowest and highest price, typed in the shown currency and applied together (a range half typed would
 * otherwise reload the list at every keystroke). The parent gives it a `key` of the chosen bounds, so the
 * boxes follow the URL when the shopper goes back.
 */
export function PriceRangeFilter({ min, max, available, onApply }: PriceRangeFilterProps) {
  const { t } = useLingui();
  const money = useMoney();
  const rate = money.currency.rate_from_default;
  const symbol = money.currency.symbol;
  const [minText, setMinText] = useState(() => boundToShown(min, rate));
  const [maxText, setMaxText] = useState(() => boundToShown(max, rate));
  const [errors, setErrors] = useState<RangeErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = shownToBound(minText, 'min', rate);
    const high = shownToBound(maxText, 'max', rate);
    const notAnAmount = t`Enter an amount, such as 25 or 19.99.`;
    const found: RangeErrors = {
      ...(!low.ok && { min: notAnAmount }),
      ...(!high.ok && { max: notAnAmount }),
    };
    if (low.ok && high.ok && low.value !== null && high.value !== null && low.value > high.value) {
      found.max = t`The highest price cannot be below the lowest.`;
    }
    setErrors(found);
    if (low.ok && high.ok && !found.max) onApply(low.value, high.value);
  };

  const lowest = available ? money.format(available.min) : '';
  const highest = available ? money.format(available.max) : '';
  const range = available && available.max > 0 ? t`Prices here run from ${lowest} to ${highest}.` : null;

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-gray-900">{t`Price`}</legend>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t`Lowest (${symbol})`}
            inputMode="decimal"
            autoComplete="off"
            value={minText}
            onChange={(text) => {
              setMinText(text);
              setErrors(({ max }) => ({ max }));
            }}
            errorMessage={errors.min}
          />
          <TextField
            label={t`Highest (${symbol})`}
            inputMode="decimal"
            autoComplete="off"
            value={maxText}
            onChange={(text) => {
              setMaxText(text);
              setErrors(({ min }) => ({ min }));
            }}
            errorMessage={errors.max}
          />
        </div>
        {range && <p className="text-gray-600 text-sm">{range}</p>}
        <Button type="submit" variant="secondary" size="sm" className="self-start">
          {t`Apply price`}
        </Button>
      </fieldset>
    </form>
  );
}
