import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ProductDetailsCalls } from '../../../app/catalog/details-calls';
import { useResource } from '../../../app/resource/use-resource';
import { LoadFailed } from '../../common/LoadFailed';
import { Pagination } from '../../kit/Pagination';
import { Skeleton, SkeletonGroup } from '../../kit/Skeleton';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';

/** docs/requirements.md §9: lists show 10 per page. */
export const REVIEWS_PER_PAGE = 10;

export interface ProductReviewsProps {
  productId: number;
  loadReviews: ProductDetailsCalls['loadReviews'];
}

/** The product's reviews: the average, the share per star, and the reviews a page at a time. */
export function ProductReviews({ productId, loadReviews }: ProductReviewsProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isLoading, errorStatus, retry } = useResource(loadReviews, {
    product_id: productId,
    page,
    per_page: REVIEWS_PER_PAGE,
  });

  const turnTo = (next: number) => {
    setPage(next);
    // The list is replaced: start reading again from the section's heading.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="product-reviews" className="flex scroll-mt-24 flex-col gap-4">
      <h2 id="product-reviews" ref={heading} tabIndex={-1} className="font-semibold text-gray-900 text-xl outline-none">
        <Trans>Reviews</Trans>
      </h2>
      {errorStatus !== null ? (
        <LoadFailed status={errorStatus} onRetry={retry} />
      ) : data === null ? (
        <SkeletonGroup label={t`Loading reviews`} className="flex flex-col gap-3">
          <Skeleton className="h-16 w-64" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </SkeletonGroup>
      ) : data.total === 0 ? (
        <p className="text-gray-700">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <>
          <ReviewSummary summary={data} />
          <div aria-busy={isLoading || undefined}>
            <ReviewList reviews={data.reviews} />
          </div>
          <Pagination
            page={page}
            total={data.total}
            perPage={REVIEWS_PER_PAGE}
            onChange={turnTo}
            aria-label={t`Review pages`}
          />
        </>
      )}
    </section>
  );
}
