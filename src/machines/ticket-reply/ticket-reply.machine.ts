import { assign, emit, setup } from 'xstate';
import type { Answer, JsonBody, Schema } from '../../api/types';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';

export type ReplyBody = JsonBody<'replySupportTicket'>;
export type ReplyAnswer = Answer<'replySupportTicket'>;
export type TicketMessage = Schema<'TicketMessage'>;

/** The contract's longest reply. */
export const REPLY_MAX_LENGTH = 5000;

export type ReplyProblem = 'required' | 'tooLong';

/** A refused reply: the status (0 when the server was not reached), the server's message, its error on the text. */
export interface ReplyFailure {
  status: number;
  message: string;
  messageError: string | null;
}

export interface TicketReplyInput {
  ticketNumber: string;
}

export interface TicketReplyContext {
  ticketNumber: string;
  text: string;
  problem: ReplyProblem | null;
  failure: ReplyFailure | null;
  /** The replies the server kept during this visit, oldest first (the thread shows them after the loaded ones). */
  sent: TicketMessage[];
}

export type TicketReplyEvent = { type: 'reply.changed'; text: string } | { type: 'reply.submitted' };

export type TicketReplyEmitted =
  /** `notice`: the server's words ("Message sent"). */
  | { type: 'reply.sent'; message: TicketMessage; notice: string }
  | { type: 'reply.invalid' }
  | { type: 'reply.failed'; status: number; message: string };

/** What is wrong with a reply before it is sent. */
export function replyProblem(text: string): ReplyProblem | null {
  if (!text.trim()) return 'required';
  return text.length > REPLY_MAX_LENGTH ? 'tooLong' : null;
}

function toReplyFailure(error: unknown): ReplyFailure {
  const { fieldErrors, ...failure } = formFailureOf(error);
  return { ...failure, messageError: fieldErrors.message ?? null };
}

/**
 * The reply box of a ticket: the shopper writes, sends, and the reply joins the thread (the box empties); a
 * refused or undelivered reply keeps the text and the server's message, and sending again retries.
 */
export const ticketReplyMachine = setup({
  types: {
    context: {} as TicketReplyContext,
    events: {} as TicketReplyEvent,
    emitted: {} as TicketReplyEmitted,
    input: {} as TicketReplyInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /support-ticket-message. */
    sendReply: providedByApp<ReplyAnswer, ReplyBody>('sendReply'),
  },
  guards: {
    hasProblem: ({ context }) => replyProblem(context.text) !== null,
  },
}).createMachine({
  id: 'ticketReply',
  context: ({ input }) => ({ ticketNumber: input.ticketNumber, text: '', problem: null, failure: null, sent: [] }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper writes; the error under the box goes away as they edit.',
      on: {
        'reply.changed': {
          actions: assign(({ context, event }) => ({
            text: event.text,
            problem: null,
            failure: context.failure && { ...context.failure, messageError: null },
          })),
        },
        'reply.submitted': [
          {
            description: 'Empty or over 5000 characters: say so, send nothing.',
            guard: 'hasProblem',
            actions: [
              assign({ problem: ({ context }) => replyProblem(context.text) }),
              emit({ type: 'reply.invalid' as const }),
            ],
          },
          {
            description: 'Send the reply (after a failure, this is the retry).',
            target: 'sending',
            actions: assign({ problem: null, failure: null }),
          },
        ],
      },
    },
    sending: {
      description: 'Waiting for the server; the text stays in the box and another send is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ ticket_number: context.ticketNumber, message: context.text }),
        onDone: {
          target: 'editing',
          description: 'The reply joins the thread and the box empties for the next one.',
          actions: [
            assign(({ context, event }) => ({ text: '', sent: [...context.sent, event.output.data.message] })),
            emit(({ event }) => ({
              type: 'reply.sent' as const,
              message: event.output.data.message,
              notice: event.output.message,
            })),
          ],
        },
        onError: {
          target: 'editing',
          description: "Refused or not delivered: the text stays, with the server's message and a way to retry.",
          actions: [
            assign({ failure: ({ event }) => toReplyFailure(event.error) }),
            emit(({ context }) => ({
              type: 'reply.failed' as const,
              status: context.failure?.status ?? 0,
              message: context.failure?.message ?? '',
            })),
          ],
        },
      },
    },
  },
});
