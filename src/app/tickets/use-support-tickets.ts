import { useMemo } from 'react';
import { ticketsEndpoints } from '../../api/endpoints/tickets';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** Tickets per page (docs/requirements.md §9: 10 items per page). */
export const TICKETS_PER_PAGE = 10;

function useTicketsCalls() {
  const client = useApiClient();
  return useMemo(() => ticketsEndpoints(client), [client]);
}

/** A page of the customer's tickets, newest first, with the counts per status (GET /support-tickets). */
export function useSupportTickets(page: number) {
  const tickets = useTicketsCalls();
  return useResource(
    (params: { page: number }, signal) =>
      tickets
        .listSupportTickets({ page: params.page, per_page: TICKETS_PER_PAGE }, signal)
        .then((answer) => answer.data),
    { page },
  );
}

/** One of the customer's tickets by its number, with its conversation (two calls, read together). */
export function useSupportTicket(ticketNumber: string) {
  const tickets = useTicketsCalls();
  return useResource(
    ({ number }: { number: string }, signal) =>
      Promise.all([
        tickets.getSupportTicket({ ticket_number: number }, signal),
        tickets.listSupportTicketMessages({ ticket_number: number }, signal),
      ]).then(([ticket, messages]) => ({ ticket: ticket.data.support_ticket, replies: messages.data.messages })),
    { number: ticketNumber },
  );
}

/** The kinds of issue a new ticket may be about (GET /ticket-issue-types). */
export function useTicketIssueTypes() {
  const tickets = useTicketsCalls();
  return useResource(
    (_params: Record<string, never>, signal) =>
      tickets.listTicketIssueTypes(signal).then((answer) => answer.data.issue_types),
    {},
  );
}
