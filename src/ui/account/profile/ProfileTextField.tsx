import { useSelector } from '@xstate/react';
import { type ProfileFormActorRef, useProfileFieldError } from '../../../app/account/use-profile-form';
import type { ProfileTextField as FieldName } from '../../../machines/profile-form/profile-form.types';
import { TextField, type TextFieldProps } from '../../kit/TextField';

export interface ProfileTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'errorMessage'> {
  actor: ProfileFormActorRef;
  field: Exclude<FieldName, 'gender'>;
}

/** One text field of the profile form, reading only its own value and error (a keystroke renders this field). */
export function ProfileTextField({ actor, field, ...props }: ProfileTextFieldProps) {
  const value = useSelector(actor, (snapshot) => snapshot.context.values[field]);
  const errorMessage = useProfileFieldError(actor, field);
  return (
    <TextField
      {...props}
      name={field}
      value={value}
      onChange={(next) => actor.send({ type: 'profile.field.changed', field, value: next })}
      errorMessage={errorMessage}
    />
  );
}
