import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { genderLabel } from '../../../app/account/profile-text';
import { useProfileFieldError, useProfileForm } from '../../../app/account/use-profile-form';
import { GENDERS, type User } from '../../../machines/profile-form/profile-form.types';
import { EventForm, SubmitRow } from '../../common/EventForm';
import { usePhoneFieldProps } from '../../common/phone-field-props';
import { useFocusFirstInvalid } from '../../common/use-focus-first-invalid';
import { Select } from '../../kit/Select';
import { DateOfBirthField } from './DateOfBirthField';
import { ProfilePhotoField } from './ProfilePhotoField';
import { ProfileTextField } from './ProfileTextField';

export interface ProfileFormProps {
  /** The customer as GET /profile returned them. */
  user: User;
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string;
}

/**
 * My Profile: photo, name, phone, e-mail, gender and date of birth. Checks are the machine's and the server's,
 * shown under the fields; after a refused save focus moves to the first field in error.
 */
export function ProfileForm({ user, ...props }: ProfileFormProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, '[aria-invalid="true"], [data-invalid-photo]');
  const actor = useProfileForm(user, (hasFieldErrors) => hasFieldErrors && focusFirstInvalid());
  const phoneField = usePhoneFieldProps(useSelector(actor, (snapshot) => snapshot.context.rules));
  const gender = useSelector(actor, (snapshot) => snapshot.context.values.gender);
  const genderError = useProfileFieldError(actor, 'gender');
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const genders = GENDERS.map((value) => ({ value, label: genderLabel(i18n, value) }));

  return (
    <EventForm
      ref={formRef}
      aria-labelledby={props['aria-labelledby']}
      onSubmit={() => actor.send({ type: 'profile.submitted' })}
      className="flex flex-col gap-5 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <ProfilePhotoField actor={actor} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileTextField actor={actor} field="name" label={t`Name`} autoComplete="name" isRequired maxLength={255} />
        <ProfileTextField actor={actor} field="phone" {...phoneField} />
        <ProfileTextField actor={actor} field="email" label={t`Email`} type="email" autoComplete="email" />
        <Select
          name="gender"
          label={t`Gender`}
          options={genders}
          value={gender || null}
          onChange={(key) => actor.send({ type: 'profile.field.changed', field: 'gender', value: String(key ?? '') })}
          errorMessage={genderError}
        />
        <DateOfBirthField actor={actor} />
      </div>
      <SubmitRow isBusy={isBusy}>
        <Trans>Save Changes</Trans>
      </SubmitRow>
    </EventForm>
  );
}
