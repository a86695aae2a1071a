import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ChangePasswordForm } from '../account/password/ChangePasswordForm';

/** /change-password: a new password for the signed-in customer, who confirms the current one. */
export default function ChangePasswordPage() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <div className="flex flex-col gap-6">
      <h1 id={headingId} className="font-bold text-2xl text-gray-900">
        {t`Change Password`}
      </h1>
      <ChangePasswordForm aria-labelledby={headingId} />
    </div>
  );
}
