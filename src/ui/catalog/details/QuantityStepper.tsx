import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../kit/Button';
import { MinusIcon, PlusIcon } from '../../kit/Icon';

export interface QuantityStepperProps {
  value: number;
  /** The stock: no more can be chosen. */
  max: number;
  onChange: (value: number) => void;
  isDisabled?: boolean;
}

/** How many to add: minus and plus buttons around the number, from 1 up to the stock. */
export function QuantityStepper({ value, max, onChange, isDisabled = false }: QuantityStepperProps) {
  const { t } = useLingui();
  const group = useRef<HTMLFieldSetElement>(null);
  // A button that reaches its limit turns disabled under the keyboard: focus moves to the other one.
  const [refocus, setRefocus] = useState<{ button: 0 | 1 } | null>(null);
  useEffect(() => {
    if (refocus) group.current?.querySelectorAll('button')[refocus.button]?.focus();
  }, [refocus]);

  const change = (next: number) => {
    onChange(next);
    if (next <= 1 && next < max) setRefocus({ button: 1 });
    else if (next >= max && next > 1) setRefocus({ button: 0 });
  };

  return (
    <fieldset ref={group} className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
      <legend className="mb-1 p-0 font-medium text-gray-900 text-sm">{t`Quantity`}</legend>
      <div className="flex w-fit items-center rounded-md border border-gray-500">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Decrease quantity`}
          isDisabled={isDisabled || value <= 1}
          onPress={() => change(Math.max(1, value - 1))}
        >
          <MinusIcon />
        </Button>
        {/* Read out after each press: the number is the stepper's state. */}
        <output aria-live="polite" aria-label={t`Quantity`} className="min-w-10 text-center font-medium tabular-nums">
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Increase quantity`}
          isDisabled={isDisabled || value >= max}
          onPress={() => change(Math.min(max, value + 1))}
        >
          <PlusIcon />
        </Button>
      </div>
    </fieldset>
  );
}
