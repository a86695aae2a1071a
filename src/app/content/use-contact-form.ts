import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { contentEndpoints } from '../../api/endpoints/content';
import {
  contactFormMachine,
  type SupportMessageAnswer,
  type SupportMessageBody,
} from '../../machines/contact-form/contact-form.machine';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';

/**
 * A contact form actor sending through the session's client. The server's thanks becomes a success toast;
 * a failure without field errors becomes an error toast (field errors show under their fields instead).
 * `onFieldErrors` runs after a refusal that named fields, so the form can move focus to the first one.
 */
export function useContactForm(onFieldErrors: () => void) {
  const { t } = useLingui();
  const client = useApiClient();
  const api = useMemo(() => contentEndpoints(client), [client]);
  const [logic] = useState(() =>
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<SupportMessageAnswer, SupportMessageBody>(({ input, signal }) =>
          api.sendSupportMessage(input, signal),
        ),
      },
    }),
  );
  const actor = useActorRef(logic);
  const offline = t`We could not reach the shop. Check your connection and try again.`;

  useEffect(() => {
    const sent = actor.on('contact.sent', ({ message }) => notify.success(message));
    const failed = actor.on('contact.failed', ({ status, message, hasFieldErrors }) => {
      if (hasFieldErrors) onFieldErrors();
      else notify.error(status === 0 ? offline : message);
    });
    return () => {
      sent.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, offline, onFieldErrors]);

  return actor;
}
