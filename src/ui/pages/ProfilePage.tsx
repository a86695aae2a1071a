import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useProfile } from '../../app/account/use-profile';
import { ProfileForm } from '../account/profile/ProfileForm';
import { ProfileFormSkeleton } from '../account/profile/ProfileFormSkeleton';
import { LoadFailed } from '../common/LoadFailed';

/** /profile: the customer's profile, loaded fresh from GET /profile, in a form that saves it. */
export default function ProfilePage() {
  const { t } = useLingui();
  const headingId = useId();
  const profile = useProfile();

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
