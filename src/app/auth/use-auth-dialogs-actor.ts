import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { authEndpoints } from '../../api/endpoints/auth';
import { settingsEndpoints } from '../../api/endpoints/settings';
import type { AuthToast } from '../../machines/auth/auth.types';
import type { AuthDialogsInput } from '../../machines/auth/auth-dialogs.types';
import { phoneLengthsOf } from '../../machines/auth/phone-rules';
import { verificationTarget } from '../../machines/auth/verification-target';
import { selectUser } from '../../machines/session/session.selectors';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useSessionActorRef } from '../session/SessionProvider';
import { useSettings } from '../settings/use-settings';
import type { AuthDialogsHostProps } from './AuthDialogsProvider';
import { createAuthDialogsLogic } from './auth-dialogs-logic';
import { loginDefaultsFor } from './demo-customer';

/** The dialogs' toasts: the server's messages; sign-in successes stay 3000 ms (docs/requirements.md §9). */
function showToast({ kind, message, durationMs }: AuthToast): void {
  if (message) notify[kind](message, durationMs ? { duration: durationMs } : undefined);
}

/**
 * Starts the auth dialogs actor (systemId `authDialogs`) the first time a dialog is asked for, opens the
 * asked-for step on every request and hands sign-ins to the session; gives what the dialogs are drawn with
 * (src/ui/auth/AuthDialogsHost.tsx).
 */
export function useAuthDialogsActor({ request, inspect }: AuthDialogsHostProps) {
  const client = useApiClient();
  const settings = useSettings();
  const session = useSessionActorRef();
  const [logic] = useState(() => createAuthDialogsLogic(authEndpoints(client), settings.social_auths ?? []));
  const [loadCountries] = useState(
    () => (signal: AbortSignal) =>
      settingsEndpoints(client)
        .listCountries(signal)
        .then((body) => body.data.countries),
  );
  const [input] = useState<AuthDialogsInput>(() => ({
    registerOtpVerify: settings.register_otp_verify ?? false,
    registerOtpType: settings.register_otp_type === 'phone' ? 'phone' : 'email',
    phoneRequired: settings.phone_required ?? undefined,
    ...phoneLengthsOf(settings.phone_min_length, settings.phone_max_length),
    loginDefaults: loginDefaultsFor(settings.app_environment),
  }));
  const actor = useActorRef(logic, { systemId: 'authDialogs', input, inspect });

  useEffect(() => {
    const signedIn = actor.on('auth.signedIn', ({ token, user }) =>
      session.send({ type: 'session.signedIn', token, user }),
    );
    const verified = actor.on('auth.accountVerified', () => {
      const user = selectUser(session.getSnapshot());
      if (user) session.send({ type: 'session.user.updated', user: { ...user, is_verified: true } });
    });
    const toasts = actor.on('auth.toast', showToast);
    return () => {
      signedIn.unsubscribe();
      verified.unsubscribe();
      toasts.unsubscribe();
    };
  }, [actor, session]);

  useEffect(() => {
    if (request.step !== 'verifyAccount') {
      actor.send({ type: 'auth.open', step: request.step });
      return;
    }
    // The code goes where the server sends codes of new accounts, to the signed-in shopper's own contact.
    const user = selectUser(session.getSnapshot());
    const { email, phone, phone_code: phoneCode } = user ?? {};
    const target = verificationTarget({ email, phone, phoneCode }, input.registerOtpType ?? 'email');
    if (target) actor.send({ type: 'auth.open', step: 'verifyAccount', target });
  }, [actor, request, session, input]);

  return { actor, socialAuths: settings.social_auths ?? [], loadCountries, onToast: showToast };
}
