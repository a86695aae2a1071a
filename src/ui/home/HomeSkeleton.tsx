import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

const CARDS = ['a', 'b', 'c', 'd', 'e'];

/** A section heading and a row of cards. */
function SectionPlaceholder() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-6 w-40" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {CARDS.map((key) => (
          <Skeleton key={key} className="aspect-[3/4] h-auto w-full rounded-lg" />
        ))}
      </div>
    </div>
  );
}

/** Where the sections below the offers will be, while their code loads. */
export function SectionsSkeleton() {
  return (
    <SkeletonGroup>
      <SectionPlaceholder />
    </SkeletonGroup>
  );
}

/** The home page's offers and first products at their sizes, while /home loads. */
export function HomeSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-10">
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <Skeleton className="aspect-[3/1] h-auto w-full rounded-lg sm:col-span-2" />
        <Skeleton className="aspect-[3/1] h-auto w-full rounded-lg" />
        <Skeleton className="aspect-[3/1] h-auto w-full rounded-lg" />
      </div>
      <SectionPlaceholder />
    </SkeletonGroup>
  );
}
