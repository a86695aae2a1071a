import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { StarIcon } from '../kit/Icon';

const STARS = [1, 2, 3, 4, 5];

export interface RatingProps {
  /** 0 to 5, may have decimals. */
  value: number;
  /** How many reviews; left out to show the stars alone. */
  count?: number;
}

/**
 * Five stars filled to the rating (the rest outlined: told apart by shape, also in forced colours), with the review
 * count; read out as one sentence.
 */
export function Rating({ value, count }: RatingProps) {
  const { t } = useLingui();
  const rounded = Math.round(value * 10) / 10;
  const filled = Math.round(value);
  const label =
    count === undefined
      ? t`Rated ${rounded} out of 5`
      : t`Rated ${rounded} out of 5, ${plural(count, { one: '# review', other: '# reviews' })}`;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm" role="img" aria-label={label}>
      <span aria-hidden="true" className="flex shrink-0 text-amber-600">
        {STARS.map((star) => (
          <StarIcon key={star} filled={star <= filled} className="size-4" />
        ))}
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className="text-gray-600">
          ({count})
        </span>
      )}
    </p>
  );
}
