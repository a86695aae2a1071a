import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

/** Grey blocks in the ticket page's shape while the ticket is on its way. */
export function TicketSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the ticket`} className="flex flex-col gap-6">
      <Skeleton className="h-32 w-full rounded-lg" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-20 w-3/4 self-end rounded-2xl" />
        <Skeleton className="h-20 w-3/4 rounded-2xl" />
      </div>
      <Skeleton className="h-28 w-full rounded-lg" />
    </SkeletonGroup>
  );
}
