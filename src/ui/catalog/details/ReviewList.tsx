import { useLingui } from '@lingui/react/macro';
import { contentTextAttributes } from '../../../../common/content-language';
import type { Schema } from '../../../api/types';
import { Picture } from '../../kit/Picture';
import { Rating } from '../Rating';

type Review = Schema<'Review'>;

function ReviewItem({ review }: { review: Review }) {
  const { i18n } = useLingui();
  const written = new Date(review.created_at);
  return (
    <li className="flex gap-3 border-gray-200 border-b py-4 last:border-b-0">
      {review.user.profile_photo ? (
        <Picture
          sizes="40px"
          src={review.user.profile_photo}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-full bg-gray-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-800"
        >
          {review.user.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <article className="flex flex-col gap-1">
        <h3 dir="auto" className="font-medium text-gray-900">
          {review.user.name}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3">
          <Rating value={review.rating} />
          <time dateTime={review.created_at} className="text-gray-600 text-sm">
            {i18n.date(written, { dateStyle: 'medium' })}
          </time>
        </div>
        {/* The shopper's words, shown as text: nothing in them is markup. */}
        <p {...contentTextAttributes(review.description, i18n.locale)} className="whitespace-pre-line text-gray-800">
          {review.description}
        </p>
      </article>
    </li>
  );
}

/** One page of reviews, newest first. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="flex flex-col">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}
