import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReviewsPage } from '../../../app/catalog/details-calls';
import { Rating } from '../Rating';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average rating over all reviews, and the share of reviews with each number of stars. */
export function ReviewSummary({
  summary,
}: {
  summary: Pick<ReviewsPage, 'total' | 'average_rating' | 'rating_percentages'>;
}) {
  const { t } = useLingui();
  const average = Math.round(summary.average_rating * 10) / 10;
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="flex flex-col items-start gap-1">
        <p className="font-bold text-4xl text-gray-900">
          {average}
          <span className="font-normal text-base text-gray-600"> / 5</span>
        </p>
        <Rating value={summary.average_rating} />
        <p className="text-gray-600 text-sm">
          {t`Based on ${plural(summary.total, { one: '# review', other: '# reviews' })}`}
        </p>
      </div>
      <ul className="flex w-full max-w-sm flex-col gap-1" aria-label={t`Ratings`}>
        {STARS.map((stars) => {
          const percent = Math.round(summary.rating_percentages[stars] ?? 0);
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-16 shrink-0 text-gray-700">{plural(stars, { one: '# star', other: '# stars' })}</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-10 shrink-0 text-end text-gray-700 tabular-nums">{`${percent}%`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
