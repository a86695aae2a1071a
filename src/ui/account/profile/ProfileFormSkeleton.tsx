import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../../kit/Skeleton';

/** The profile form's shape while the profile loads. */
export function ProfileFormSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup
      label={t`Loading your profile`}
      className="flex flex-col gap-5 rounded-lg border border-gray-200 p-4 sm:p-6"
    >
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-11 w-36" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {['name', 'phone', 'email', 'gender', 'birth'].map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <Skeleton className="w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
      <Skeleton className="h-11 w-36 self-end" />
    </SkeletonGroup>
  );
}
