import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../../kit/Skeleton';

/** The product page's shape while the product loads: image, title, price, options and buttons. */
export function ProductDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading product`} className="grid gap-8 md:grid-cols-2">
      <Skeleton className="aspect-square h-auto w-full rounded-lg" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-8 w-1/4" />
        <Skeleton className="h-11 w-2/3" />
        <Skeleton className="h-11 w-1/2" />
      </div>
    </SkeletonGroup>
  );
}
