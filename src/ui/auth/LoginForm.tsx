import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SocialAuthSetting } from '../../app/auth/social-sdks';
import type { SocialProvider } from '../../machines/auth/auth.types';
import type { loginMachine } from '../../machines/auth/login.machine';
import { Button } from '../kit/Button';
import { PasswordField } from '../kit/PasswordField';
import { TextField } from '../kit/TextField';
import { AuthForm, SwitchLine } from './AuthForm';
import { SocialButtons } from './SocialButtons';

export interface LoginFormProps {
  login: ActorRefFrom<typeof loginMachine>;
  socialAuths: SocialAuthSetting[];
  onSocial: (provider: SocialProvider) => void;
  onSignUp: () => void;
  onForgot: () => void;
}

/** E-mail or phone and password, Forgot Password, Sign Up and the active providers (docs/requirements.md §2). */
export function LoginForm({ login, socialAuths, onSocial, onSignUp, onForgot }: LoginFormProps) {
  const { t } = useLingui();
  const phone = useSelector(login, (snapshot) => snapshot.context.phone);
  const password = useSelector(login, (snapshot) => snapshot.context.password);
  const fieldErrors = useSelector(login, (snapshot) => snapshot.context.error?.fieldErrors);
  const isBusy = useSelector(login, (snapshot) => snapshot.hasTag('busy'));
  const change = (field: 'phone' | 'password') => (value: string) =>
    login.send({ type: 'login.field.changed', field, value });

  return (
    <>
      <AuthForm step={login} onSubmit={() => login.send({ type: 'login.submitted' })}>
        <TextField
          label={t`Email or Phone`}
          name="phone"
          autoComplete="username"
          autoFocus
          isRequired
          value={phone}
          onChange={change('phone')}
          errorMessage={fieldErrors?.phone}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={change('password')}
          errorMessage={fieldErrors?.password}
        />
        <div className="flex justify-end">
          <Button variant="link" size="sm" onPress={onForgot}>
            <Trans>Forgot Password</Trans>
          </Button>
        </div>
        <Button type="submit" isPending={isBusy}>
          <Trans>Log In</Trans>
        </Button>
      </AuthForm>
      <SocialButtons socialAuths={socialAuths} onSignIn={onSocial} />
      <SwitchLine>
        <Trans>Don't have an account?</Trans>
        <Button variant="link" size="sm" onPress={onSignUp}>
          <Trans>Sign Up</Trans>
        </Button>
      </SwitchLine>
    </>
  );
}
