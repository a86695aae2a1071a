import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { Description, FieldError, type FieldTextProps, isInvalidFrom, Label } from './Field';
import { focusRing } from './styles';

export interface RatingFieldProps
  extends Omit<RACRadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'>,
    FieldTextProps {
  /** Stars chosen, or null for none yet. */
  value: number | null;
  onChange: (stars: number) => void;
  /** @default 5 */
  max?: number;
}

function Star({ isFilled }: { isFilled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" strokeWidth={1.5} strokeLinejoin="round">
      <path
        d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z"
        className={
          isFilled
            ? 'fill-amber-500 stroke-amber-800 forced-colors:fill-[Highlight]'
            : 'fill-white stroke-gray-600 forced-colors:stroke-[CanvasText]'
        }
      />
    </svg>
  );
}

/**
 * A star rating as a labelled group of radios ("1 star" … "5 stars"): Tab enters at the chosen star, the
 * arrow keys move and choose (mirrored in right-to-left pages). Stars up to the chosen one are filled.
 */
export function RatingField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  max = 5,
  ...props
}: RatingFieldProps) {
  const { t } = useLingui();
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <RACRadioGroup
      {...props}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className="group flex flex-col gap-1"
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <div className="flex gap-1">
        {stars.map((star) => (
          <RACRadio
            key={star}
            value={String(star)}
            aria-label={t`${plural(star, { one: '# star', other: '# stars' })}`}
            className={`${focusRing} flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-gray-100 disabled:cursor-not-allowed`}
          >
            <Star isFilled={value !== null && star <= value} />
          </RACRadio>
        ))}
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
