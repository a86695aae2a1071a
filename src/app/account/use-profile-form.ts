import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountEndpoints } from '../../api/endpoints/account';
import { failureText } from '../../lib/failure-text';
import { phoneLengthsOf } from '../../machines/auth/phone-rules';
import { profileFormMachine } from '../../machines/profile-form/profile-form.machine';
import { localIsoDate } from '../../machines/profile-form/profile-form.rules';
import type {
  ProfileField,
  ProfileFormEmitted,
  ProfileUpdate,
  SavedProfileAnswer,
  User,
} from '../../machines/profile-form/profile-form.types';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useSessionActorRef } from '../session/SessionProvider';
import { useSettings } from '../settings/use-settings';
import { useEmitted } from '../use-emitted';
import { profileProblemText } from './profile-text';

/**
 * A profile form actor on the session's client, with the phone rules of `/master`. A saved profile becomes the
 * session's user (the header's menu and the account menu show it) and the server's message is a toast; a
 * refusal that names no field of the form shows its message as a toast (field errors go under the fields).
 */
export function useProfileForm(user: User, onRefused: (hasFieldErrors: boolean) => void) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const session = useSessionActorRef();
  const settings = useSettings();
  const [logic] = useState(() => {
    const api = accountEndpoints(client);
    return profileFormMachine.provide({
      actors: {
        saveProfile: fromPromise<SavedProfileAnswer, ProfileUpdate>(({ input, signal }) =>
          api.updateProfile(input, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic, {
    input: {
      user,
      today: localIsoDate(new Date()),
      rules: phoneLengthsOf(settings.phone_min_length, settings.phone_max_length),
    },
  });

  useEmitted(actor, (event: ProfileFormEmitted) => {
    if (event.type === 'profile.saved') {
      session.send({ type: 'session.user.updated', user: event.user });
      notify.success(event.message);
    } else if (event.type === 'profile.invalid') {
      onRefused(true);
    } else if (event.type === 'profile.failed') {
      if (!event.hasFieldErrors) notify.error(failureText(i18n, event));
      onRefused(event.hasFieldErrors);
    }
  });
  return actor;
}

export type ProfileFormActorRef = ReturnType<typeof useProfileForm>;

/** The words under a field: the form's own check first, else the server's first message for it. */
export function useProfileFieldError(actor: ProfileFormActorRef, field: ProfileField): string | undefined {
  const { i18n } = useLingui();
  const problem = useSelector(actor, (snapshot) => snapshot.context.problems[field]);
  const rules = useSelector(actor, (snapshot) => snapshot.context.rules);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors[field]);
  return problem ? profileProblemText(i18n, problem, rules) : serverError;
}
