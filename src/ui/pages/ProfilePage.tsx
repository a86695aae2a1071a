import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAccountEndpoints } from '../../app/account/use-account-endpoints';
import { useResource } from '../../app/resource/use-resource';
import { ProfileForm } from '../account/profile/ProfileForm';
import { ProfileFormSkeleton } from '../account/profile/ProfileFormSkeleton';
import { LoadFailed } from '../common/LoadFailed';

/** /profile: the customer's profile, loaded fresh from GET /profile, in a form that saves it. */
export default function ProfilePage() {
  const { t } = useLingui();
  const headingId = useId();
  const account = useAccountEndpoints();
  const profile = useResource(
    (_: Record<string, never>, signal) => account.getProfile(signal).then((answer) => answer.data.user),
    {},
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 id={headingId} className="font-bold text-2xl text-gray-900">
        {t`My Profile`}
      </h1>
      {profile.errorStatus !== null ? (
        <LoadFailed status={profile.errorStatus} onRetry={profile.retry} />
      ) : profile.data === null ? (
        <ProfileFormSkeleton />
      ) : (
        <ProfileForm key={profile.data.id} user={profile.data} aria-labelledby={headingId} />
      )}
    </div>
  );
}
