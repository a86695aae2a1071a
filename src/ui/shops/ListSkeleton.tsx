import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

/** A grid of grey cards where a list is on its way. */
export function ListSkeleton({ count = 10, className = 'aspect-[3/4]' }: { count?: number; className?: string }) {
  return (
    <SkeletonGroup className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {KEYS.slice(0, count).map((key) => (
        <Skeleton key={key} className={`${className} h-auto w-full rounded-lg`} />
      ))}
    </SkeletonGroup>
  );
}
