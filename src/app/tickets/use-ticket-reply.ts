import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { ticketsEndpoints } from '../../api/endpoints/tickets';
import {
  type ReplyAnswer,
  type ReplyBody,
  type TicketReplyEmitted,
  ticketReplyMachine,
} from '../../machines/ticket-reply/ticket-reply.machine';
import { notify } from '../notify';
import { useApiClient } from '../session/ApiContext';
import { useEmitted } from '../use-emitted';

/** The reply box's actor for one ticket, on the session's client; a kept reply is confirmed by a toast. */
export function useTicketReply(ticketNumber: string) {
  const client = useApiClient();
  const [logic] = useState(() => {
    const api = ticketsEndpoints(client);
    return ticketReplyMachine.provide({
      actors: {
        sendReply: fromPromise<ReplyAnswer, ReplyBody>(({ input, signal }) => api.replySupportTicket(input, signal)),
      },
    });
  });
  const actor = useActorRef(logic, { input: { ticketNumber } });
  useEmitted(actor, (event: TicketReplyEmitted) => {
    if (event.type === 'reply.sent') notify.success(event.notice);
  });
  return actor;
}

export type TicketReplyActorRef = ReturnType<typeof useTicketReply>;
