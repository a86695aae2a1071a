import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountEndpoints } from '../../api/endpoints/account';
import { failureText } from '../../lib/failure-text';
import { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import type {
  ChangePasswordAnswer,
  ChangePasswordBody,
  ChangePasswordEmitted,
  PasswordField,
} from '../../machines/change-password/change-password.types';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useEmitted } from '../use-emitted';
import { passwordProblemText } from './password-text';

/**
 * A Change Password actor on the session's client. The server's message is a toast once changed; a refusal
 * that names no field shows its message as a toast (field errors go under the fields).
 */
export function useChangePassword(onRefused: (hasFieldErrors: boolean) => void) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [logic] = useState(() => {
    const api = accountEndpoints(client);
    return changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordBody>(({ input, signal }) =>
          api.changePassword(input, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic);

  useEmitted(actor, (event: ChangePasswordEmitted) => {
    if (event.type === 'password.changed') {
      notify.success(event.message);
    } else if (event.type === 'password.invalid') {
      onRefused(true);
    } else if (event.type === 'password.failed') {
      if (!event.hasFieldErrors) notify.error(failureText(i18n, event));
      onRefused(event.hasFieldErrors);
    }
  });
  return actor;
}

export type ChangePasswordActorRef = ReturnType<typeof useChangePassword>;

/** The words under a field: the form's own check first, else the server's first message for it. */
export function usePasswordFieldError(actor: ChangePasswordActorRef, field: PasswordField): string | undefined {
  const { i18n } = useLingui();
  const problem = useSelector(actor, (snapshot) => snapshot.context.problems[field]);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors[field]);
  return problem ? passwordProblemText(i18n, field, problem) : serverError;
}
