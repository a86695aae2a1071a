import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import {
  type ChangePasswordActorRef,
  useChangePassword,
  usePasswordFieldError,
} from '../../../app/account/use-change-password';
import {
  type PasswordField as FieldName,
  NEW_PASSWORD_MIN_LENGTH,
} from '../../../machines/change-password/change-password.types';
import { EventForm, SubmitRow } from '../../common/EventForm';
import { useFocusFirstInvalid } from '../../common/use-focus-first-invalid';
import { PasswordField } from '../../kit/PasswordField';

interface BoundPasswordFieldProps {
  actor: ChangePasswordActorRef;
  field: FieldName;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  description?: ReactNode;
}

/** One password of the form, reading only its own value and error. */
function BoundPasswordField({ actor, field, ...props }: BoundPasswordFieldProps) {
  const value = useSelector(actor, (snapshot) => snapshot.context.values[field]);
  const errorMessage = usePasswordFieldError(actor, field);
  return (
    <PasswordField
      {...props}
      name={field}
      isRequired
      value={value}
      onChange={(next) => actor.send({ type: 'password.field.changed', field, value: next })}
      errorMessage={errorMessage}
    />
  );
}

/**
 * Change Password: the current password, the new one and its confirmation, each with a show/hide toggle.
 * After a refused submit focus moves to the first field in error; once changed, the fields are empty.
 */
export function ChangePasswordForm(props: { 'aria-labelledby'?: string }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const actor = useChangePassword((hasFieldErrors) => hasFieldErrors && focusFirstInvalid());
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  return (
    <EventForm
      ref={formRef}
      aria-labelledby={props['aria-labelledby']}
      onSubmit={() => actor.send({ type: 'password.submitted' })}
      className="flex max-w-lg flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <BoundPasswordField
        actor={actor}
        field="current_password"
        label={t`Current Password`}
        autoComplete="current-password"
      />
      <BoundPasswordField
        actor={actor}
        field="password"
        label={t`New Password`}
        autoComplete="new-password"
        description={t`At least ${NEW_PASSWORD_MIN_LENGTH} characters.`}
      />
      <BoundPasswordField
        actor={actor}
        field="password_confirmation"
        label={t`Confirm Password`}
        autoComplete="new-password"
      />
      <SubmitRow isBusy={isBusy}>
        <Trans>Update Password</Trans>
      </SubmitRow>
    </EventForm>
  );
}
