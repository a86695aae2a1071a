import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

/** Grey blocks in the order page's shape while the order is on its way. */
export function OrderDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the order`} className="flex flex-col gap-6">
      <Skeleton className="h-20 w-full rounded-lg" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="h-64 w-full rounded-lg" />
        <div className="flex flex-col gap-6">
          <Skeleton className="h-44 w-full rounded-lg" />
          <Skeleton className="h-28 w-full rounded-lg" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
