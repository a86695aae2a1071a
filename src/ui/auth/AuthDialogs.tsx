import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SocialAuthSetting } from '../../app/auth/social-sdks';
import { type Country, useCountries } from '../../app/auth/use-countries';
import type { AuthToast } from '../../machines/auth/auth.types';
import type { authDialogsMachine } from '../../machines/auth/auth-dialogs.machine';
import { Dialog, Modal } from '../kit/Dialog';
import { ForgotRequestForm } from './ForgotRequestForm';
import { LoginForm } from './LoginForm';
import { OtpForm } from './OtpForm';
import { RegistrationForm } from './RegistrationForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export type AuthDialogsActor = ActorRefFrom<typeof authDialogsMachine>;
type Step = 'closed' | 'login' | 'registration' | 'otp' | 'forgotRequest' | 'forgotCode' | 'newPassword';

function stepOf(snapshot: SnapshotFrom<typeof authDialogsMachine>): Step {
  if (snapshot.matches('login')) return 'login';
  if (snapshot.matches('registration')) return 'registration';
  if (snapshot.matches('otp')) return 'otp';
  if (snapshot.matches({ forgot: 'request' })) return 'forgotRequest';
  if (snapshot.matches({ forgot: 'code' })) return 'forgotCode';
  if (snapshot.matches({ forgot: 'newPassword' })) return 'newPassword';
  return 'closed';
}

export interface AuthDialogsProps {
  actor: AuthDialogsActor;
  socialAuths: SocialAuthSetting[];
  /** GET /countries, for the country pickers (loaded once one of them first opens). */
  loadCountries: (signal: AbortSignal) => Promise<Country[]>;
  /** Shows a toast a step emitted (the server's message on a failed call). */
  onToast: (toast: AuthToast) => void;
}

/** Shows the step's toasts while it runs (each child emits its own failures). */
function useStepToasts(step: { on: AuthDialogsActor['on'] } | undefined, onToast: (toast: AuthToast) => void) {
  useEffect(() => {
    if (!step) return;
    const subscription = step.on('auth.toast', onToast);
    return () => subscription.unsubscribe();
  }, [step, onToast]);
}

/**
 * The open auth dialog, one modal at a time: login, registration, the code dialog, and forgot password's
 * request, code and new password. Escape or the close button closes it; a press outside does not, so
 * nothing typed is lost by a stray tap.
 */
export function AuthDialogs({ actor, socialAuths, loadCountries, onToast }: AuthDialogsProps) {
  const { t } = useLingui();
  const step = useSelector(actor, stepOf);
  const children = useSelector(actor, (snapshot) => snapshot.children);
  const countries = useCountries(loadCountries, step === 'registration' || step === 'forgotRequest');
  const child =
    children.login ?? children.registration ?? children.otp ?? children.forgotRequest ?? children.resetPassword;
  useStepToasts(child as { on: AuthDialogsActor['on'] } | undefined, onToast);

  const send = actor.send;
  const close = () => send({ type: 'auth.close' });
  let title: string = '';
  let body: ReactNode = null;
  if (step === 'login' && children.login) {
    title = t`Log In`;
    body = (
      <LoginForm
        login={children.login}
        socialAuths={socialAuths}
        onSocial={(provider) => send({ type: 'auth.social', provider })}
        onSignUp={() => send({ type: 'auth.toSignUp' })}
        onForgot={() => send({ type: 'auth.toForgot' })}
      />
    );
  } else if (step === 'registration' && children.registration) {
    title = t`Sign Up`;
    body = (
      <RegistrationForm
        registration={children.registration}
        countries={countries}
        onLogIn={() => send({ type: 'auth.toLogin' })}
        onLeave={close}
      />
    );
  } else if ((step === 'otp' || step === 'forgotCode') && children.otp) {
    title = t`Verification Code`;
    body = <OtpForm otp={children.otp} />;
  } else if (step === 'forgotRequest' && children.forgotRequest) {
    title = t`Forgot Password`;
    body = <ForgotRequestForm forgot={children.forgotRequest} countries={countries} />;
  } else if (step === 'newPassword' && children.resetPassword) {
    title = t`Reset Password`;
    body = <ResetPasswordForm reset={children.resetPassword} />;
  }

  // While the modal fades out, it keeps showing the last step instead of an empty box.
  const shown = useRef({ step, title, body });
  if (body !== null) shown.current = { step, title, body };

  return (
    <Modal isOpen={body !== null} onOpenChange={(isOpen) => !isOpen && close()} isDismissable={false}>
      {/* A new key per step: each step's dialog starts fresh, with focus in its first field. */}
      <Dialog key={shown.current.step} title={shown.current.title}>
        {shown.current.body}
      </Dialog>
    </Modal>
  );
}
