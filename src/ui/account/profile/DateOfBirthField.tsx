import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { TextField as RACTextField } from 'react-aria-components/TextField';
import { type ProfileFormActorRef, useProfileFieldError } from '../../../app/account/use-profile-form';
import { dayBefore } from '../../../machines/profile-form/profile-form.rules';
import { FieldError, Input, Label } from '../../kit/Field';

/**
 * The date of birth as the browser's own date input (its picker, the shopper's date format), which cannot offer
 * a day from today on; the form checks it again in case one is typed.
 */
export function DateOfBirthField({ actor }: { actor: ProfileFormActorRef }) {
  const { t } = useLingui();
  const value = useSelector(actor, (snapshot) => snapshot.context.values.date_of_birth);
  const today = useSelector(actor, (snapshot) => snapshot.context.today);
  const errorMessage = useProfileFieldError(actor, 'date_of_birth');
  return (
    <RACTextField
      name="date_of_birth"
      type="date"
      autoComplete="bday"
      value={value}
      onChange={(next) => actor.send({ type: 'profile.field.changed', field: 'date_of_birth', value: next })}
      isInvalid={Boolean(errorMessage)}
      className="flex flex-col gap-1"
    >
      <Label>{t`Date of Birth`}</Label>
      <Input max={dayBefore(today)} className="text-start" />
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
