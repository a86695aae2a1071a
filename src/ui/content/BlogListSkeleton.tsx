import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

const PLACEHOLDERS = ['first', 'second', 'third'];

/** Where posts are on their way: cards of the same shape, so nothing jumps when they arrive. */
export function BlogListSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading posts`} className="flex flex-col gap-4">
      {PLACEHOLDERS.map((placeholder) => (
        <div key={placeholder} className="flex flex-col gap-4 rounded-lg border border-gray-200 p-3 sm:flex-row">
          <Skeleton className="aspect-video h-auto w-full sm:w-56" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="w-1/3" />
            <Skeleton className="w-full" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
