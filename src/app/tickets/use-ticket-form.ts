import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { ticketsEndpoints } from '../../api/endpoints/tickets';
import { failureText } from '../../lib/failure-text';
import { selectUser } from '../../machines/session/session.selectors';
import { ticketFormMachine } from '../../machines/ticket-form/ticket-form.machine';
import type {
  CreatedTicketAnswer,
  NewTicket,
  TicketDetails,
  TicketFormEmitted,
  TicketTextField,
} from '../../machines/ticket-form/ticket-form.types';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useSessionSelector } from '../session/SessionProvider';
import { useEmitted } from '../use-emitted';
import { ticketProblemText } from './ticket-text';

/**
 * A new-ticket form actor on the session's client, starting with the customer's e-mail. A created ticket shows
 * the server's message; a refusal that names no field of the form shows its message as a toast.
 */
export function useTicketForm(onCreated: (ticket: TicketDetails) => void) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const email = useSessionSelector((snapshot) => selectUser(snapshot)?.email ?? null);
  const [logic] = useState(() => {
    const api = ticketsEndpoints(client);
    return ticketFormMachine.provide({
      actors: {
        createTicket: fromPromise<CreatedTicketAnswer, NewTicket>(({ input, signal }) =>
          api.createSupportTicket(input, signal),
        ),
      },
    });
  });
  const actor = useActorRef(logic, { input: { email } });

  useEmitted(actor, (event: TicketFormEmitted) => {
    if (event.type === 'ticket.created') {
      notify.success(event.message);
      onCreated(event.ticket);
    } else if (event.type === 'ticket.failed' && !event.hasFieldErrors) {
      notify.error(failureText(i18n, event));
    }
  });
  return actor;
}

export type TicketFormActorRef = ReturnType<typeof useTicketForm>;

/** The words under a field: the form's own check first, else the server's first message for it. */
export function useTicketFieldError(
  actor: TicketFormActorRef,
  field: TicketTextField | 'issue_type',
): string | undefined {
  const { i18n } = useLingui();
  const problem = useSelector(actor, (snapshot) => snapshot.context.problems[field]);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors[field]);
  return problem ? ticketProblemText(i18n, field, problem) : serverError;
}
