import { type ReactNode, useId } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { twMerge } from 'tailwind-variants';
import { PendingSpinner } from './Button';
import { labelStyles } from './Field';
import { ChevronIcon } from './Icon';
import type { IntentProps } from './IntentLoaded';
import { selectStyles, selectTriggerStyles, selectValueStyles } from './select-styles';

export interface SelectStandInProps extends IntentProps {
  /** As the Select is given it. */
  label: ReactNode;
  /** The chosen option as the Select shows it. */
  value: ReactNode;
  className?: string;
}

/**
 * A closed Select as it is drawn (a spinner in place of its chevron while it is pressed and waiting), before its code is here (IntentLoaded.tsx): the label, and a button named by
 * the value and the label that says it opens a listbox. It lists nothing itself.
 */
export function SelectStandIn({ label, value, className, ...intent }: SelectStandInProps) {
  const labelId = useId();
  const valueId = useId();
  return (
    <div className={twMerge(selectStyles, className)}>
      <span id={labelId} className={labelStyles}>
        {label}
      </span>
      <RACButton
        {...intent}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        className={selectTriggerStyles}
      >
        <span id={valueId} className={selectValueStyles}>
          {value}
        </span>
        {intent.isPending ? (
          <PendingSpinner className="size-5 text-gray-700" />
        ) : (
          <ChevronIcon direction="down" className="size-5 text-gray-700" />
        )}
      </RACButton>
    </div>
  );
}
