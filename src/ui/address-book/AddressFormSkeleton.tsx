import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

const FIELDS = ['name', 'phone', 'line', 'line2', 'area'];

/** The edit page's form while the address loads: a label and a box per field. */
export function AddressFormSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the address`} className="mt-4 flex flex-col gap-4">
      {FIELDS.map((key) => (
        <div key={key} className="flex flex-col gap-1">
          <Skeleton className="w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
