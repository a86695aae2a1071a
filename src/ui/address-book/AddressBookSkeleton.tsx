import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

const CARDS = ['first', 'second'];

/** The list's place while the addresses load: two address-shaped blocks. */
export function AddressBookSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading addresses`} className="flex flex-col gap-3">
      {CARDS.map((key) => (
        <div key={key} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4">
          <Skeleton className="w-40" />
          <Skeleton className="w-28" />
          <Skeleton className="w-64 max-w-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
