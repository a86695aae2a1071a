import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { resetProblemText } from '../../app/auth/auth-messages';
import type { resetPasswordMachine } from '../../machines/auth/reset-password.machine';
import { Button } from '../kit/Button';
import { PasswordField } from '../kit/PasswordField';
import { AuthForm } from './AuthForm';

/** The last step of forgot password: the new password twice. */
export function ResetPasswordForm({ reset }: { reset: ActorRefFrom<typeof resetPasswordMachine> }) {
  const { t, i18n } = useLingui();
  const password = useSelector(reset, (snapshot) => snapshot.context.password);
  const confirmation = useSelector(reset, (snapshot) => snapshot.context.password_confirmation);
  const problem = useSelector(reset, (snapshot) => snapshot.context.problem);
  const fieldErrors = useSelector(reset, (snapshot) => snapshot.context.error?.fieldErrors);
  const isBusy = useSelector(reset, (snapshot) => snapshot.hasTag('busy'));

  return (
    <AuthForm step={reset} onSubmit={() => reset.send({ type: 'reset.submitted' })}>
      <PasswordField
        label={t`New Password`}
        name="password"
        autoComplete="new-password"
        autoFocus
        isRequired
        value={password}
        onChange={(value) => reset.send({ type: 'reset.field.changed', field: 'password', value })}
        errorMessage={fieldErrors?.password ?? fieldErrors?.token}
      />
      <PasswordField
        label={t`Confirm Password`}
        name="password_confirmation"
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={(value) => reset.send({ type: 'reset.field.changed', field: 'password_confirmation', value })}
        errorMessage={problem ? resetProblemText(i18n, problem) : fieldErrors?.password_confirmation}
      />
      <Button type="submit" isPending={isBusy}>
        <Trans>Reset Password</Trans>
      </Button>
    </AuthForm>
  );
}
