import { useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useRef } from 'react';
import { twMerge } from 'tailwind-variants';
import type { OtpDigits } from '../../machines/auth/otp-code';
import { inputStyles } from '../kit/Field';

export interface OtpBoxesProps {
  digits: OtpDigits;
  /** While the code is checked: read-only, not disabled, so the focused box keeps the focus. */
  isReadOnly?: boolean;
  onDigit: (index: number, digit: string) => void;
  onClear: (index: number) => void;
  /** A whole code: pasted, or filled in by the phone's one-time-code suggestion. */
  onCode: (text: string) => void;
  /** Describes the group (the "where the code went" line). */
  describedBy?: string;
  /** The group of boxes, for a caller that moves the focus into it. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Four one-digit boxes (docs/requirements.md §2 and §5): a digit moves on to the next box, Backspace in an empty box
 * moves back, and a 4-digit code pasted or suggested by the phone fills all four. The machine keeps the
 * digits; these boxes only move the focus.
 */
export function OtpBoxes({ digits, isReadOnly, onDigit, onClear, onCode, describedBy, ref }: OtpBoxesProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(3, index))]?.focus();

  const typed = (index: number, value: string) => {
    if (isReadOnly) return;
    const entered = value.replace(/\s/g, '');
    if (entered === '') {
      onClear(index);
      return;
    }
    if (/^\d{4}$/.test(entered)) {
      onCode(entered);
      focusBox(3);
      return;
    }
    // A box that had a digit now holds two: keep the one just typed.
    const digit = entered.slice(-1);
    if (!/^\d$/.test(digit)) return;
    onDigit(index, digit);
    focusBox(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0 && !isReadOnly) {
      event.preventDefault();
      onClear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The boxes read left to right in every language: a code is not text.
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text').trim();
    if (/^\d{4}$/.test(text) && !isReadOnly) {
      event.preventDefault();
      onCode(text);
      focusBox(3);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the group is named by aria-label
    <div
      ref={ref}
      role="group"
      aria-label={t`Verification code`}
      aria-describedby={describedBy}
      dir="ltr"
      className="flex justify-center gap-3"
    >
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the four boxes are fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => typed(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={pasted}
          onFocus={(event) => event.target.select()}
          readOnly={isReadOnly}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // biome-ignore lint/a11y/noAutofocus: the code dialog exists to take the code
          autoFocus={index === 0}
          aria-label={t`Digit ${index + 1} of 4`}
          className={twMerge(inputStyles, 'size-14 px-0 text-center font-semibold text-2xl')}
        />
      ))}
    </div>
  );
}
