import { type ApiClient, unwrap } from '../client';
import { asContractForm, toFormData } from '../form-data';
import type { FormBody, JsonBody, Query } from '../types';

/** A new ticket: every field of the contract, with the attachments as files (jpg, png or pdf, at most 2 MB each). */
export type NewTicket = Omit<FormBody<'createSupportTicket'>, 'attachments[]'> & { attachments?: Blob[] };

/** A reply, with files as a new ticket's (none: the reply goes as JSON, as clients without files send it). */
export type TicketReply = Omit<FormBody<'replySupportTicket'>, 'attachments[]'> & { attachments?: Blob[] };

/** Support tickets: issue types, the list with its counts, opening one with attachments, the thread and replies. */
export function ticketsEndpoints(client: ApiClient) {
  return {
    listTicketIssueTypes: (signal?: AbortSignal) => unwrap(client.GET('/ticket-issue-types', { signal })),
    listSupportTickets: (query: Query<'listSupportTickets'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/support-tickets', { params: { query }, signal })),
    createSupportTicket: (body: NewTicket, signal?: AbortSignal) =>
      unwrap(
        client.POST('/support-ticket', {
          body: asContractForm<FormBody<'createSupportTicket'>>(body),
          bodySerializer: toFormData,
          signal,
        }),
      ),
    getSupportTicket: (query: Query<'getSupportTicket'>, signal?: AbortSignal) =>
      unwrap(client.GET('/support-ticket/show', { params: { query }, signal })),
    listSupportTicketMessages: (query: Query<'listSupportTicketMessages'>, signal?: AbortSignal) =>
      unwrap(client.GET('/support-ticket-messages', { params: { query }, signal })),
    replySupportTicket: ({ attachments, ...fields }: TicketReply, signal?: AbortSignal) =>
      unwrap(
        attachments && attachments.length > 0
          ? client.POST('/support-ticket-message', {
              body: asContractForm<FormBody<'replySupportTicket'>>({ ...fields, attachments }),
              bodySerializer: toFormData,
              signal,
            })
          : client.POST('/support-ticket-message', { body: fields satisfies JsonBody<'replySupportTicket'>, signal }),
      ),
  };
}

export type TicketsEndpoints = ReturnType<typeof ticketsEndpoints>;
