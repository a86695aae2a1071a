import { assign, emit, setup } from 'xstate';
import type { TicketReply } from '../../api/endpoints/tickets';
import type { Answer, Schema } from '../../api/types';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';
import { addFiles } from '../ticket-form/ticket-form.rules';
import type { ChosenFile, FileRejection } from '../ticket-form/ticket-form.types';

/** The text, and the chosen files when there are any (sent as a form then, as a new ticket's are). */
export type ReplyBody = TicketReply;
export type ReplyAnswer = Answer<'replySupportTicket'>;
export type TicketMessage = Schema<'TicketMessage'>;

/** The contract's longest reply. */
export const REPLY_MAX_LENGTH = 5000;

export type ReplyProblem = 'required' | 'tooLong';

/**
 * A refused reply: the status (0 when the server was not reached), the server's message, its error on the text
 * and on the files.
 */
export interface ReplyFailure {
  status: number;
  message: string;
  messageError: string | null;
  attachmentsError: string | null;
}

export interface TicketReplyInput {
  ticketNumber: string;
}

export interface TicketReplyContext {
  ticketNumber: string;
  text: string;
  problem: ReplyProblem | null;
  failure: ReplyFailure | null;
  /** The files to send with the reply, each checked as a new ticket's (ticket-form.rules.ts) when chosen. */
  files: ChosenFile[];
  /** The next chosen file's id. */
  nextFileId: number;
  /** The files turned away by the last choice; cleared by the next choice or removal. */
  rejections: FileRejection[];
  /** The replies the server kept during this visit, oldest first (the thread shows them after the loaded ones). */
  sent: TicketMessage[];
}

export type TicketReplyEvent =
  | { type: 'reply.changed'; text: string }
  | { type: 'reply.files.added'; files: readonly File[] }
  | { type: 'reply.file.removed'; id: number }
  | { type: 'reply.submitted' };

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

/** `attachments.0` and the like count as the files' error. */
const fieldOf = (key: string) => (key.startsWith('attachments') ? 'attachments' : key);

function toReplyFailure(error: unknown): ReplyFailure {
  const { fieldErrors, ...failure } = formFailureOf(error, fieldOf);
  return { ...failure, messageError: fieldErrors.message ?? null, attachmentsError: fieldErrors.attachments ?? null };
}

/** The body to send: the files only when some are chosen. */
function toReplyBody(context: TicketReplyContext): ReplyBody {
  const body: ReplyBody = { ticket_number: context.ticketNumber, message: context.text };
  return context.files.length > 0 ? { ...body, attachments: context.files.map((chosen) => chosen.file) } : body;
}

/**
 * The failure once the shopper edits what the server's error was on: that error goes, and a refusal that named
 * nothing else goes with it (its message spoke of what was just changed).
 */
function withoutError(failure: ReplyFailure | null, field: 'messageError' | 'attachmentsError') {
  if (!failure || failure[field] === null) return failure;
  const rest = { ...failure, [field]: null };
  return rest.messageError === null && rest.attachmentsError === null ? null : rest;
}

/**
 * The reply box of a ticket: the shopper writes, attaches files (each checked the moment it is chosen, as on a
 * new ticket), sends, and the reply joins the thread (the box and the files empty); a refused or undelivered
 * reply keeps the text, the files and the server's message, and sending again retries.
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
  context: ({ input }) => ({
    ticketNumber: input.ticketNumber,
    text: '',
    problem: null,
    failure: null,
    files: [],
    nextFileId: 1,
    rejections: [],
    sent: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper writes and chooses files; an error goes away as what it was on is edited.',
      on: {
        'reply.changed': {
          actions: assign(({ context, event }) => ({
            text: event.text,
            problem: null,
            failure: withoutError(context.failure, 'messageError'),
          })),
        },
        'reply.files.added': {
          description: 'Keep the jpg, png and pdf files of 2 MB or less (five at most); name each one turned away.',
          actions: assign(({ context, event }) => {
            const added = addFiles(context.files, event.files, context.nextFileId);
            return {
              files: added.files,
              nextFileId: added.nextId,
              rejections: added.rejections,
              failure: withoutError(context.failure, 'attachmentsError'),
            };
          }),
        },
        'reply.file.removed': {
          actions: assign(({ context, event }) => ({
            files: context.files.filter((chosen) => chosen.id !== event.id),
            rejections: [],
            failure: withoutError(context.failure, 'attachmentsError'),
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
            actions: assign({ problem: null, failure: null, rejections: [] }),
          },
        ],
      },
    },
    sending: {
      description: 'Waiting for the server; the text and files stay and another send is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => toReplyBody(context),
        onDone: {
          target: 'editing',
          description: 'The reply joins the thread; the box and the files empty for the next one.',
          actions: [
            assign(({ context, event }) => ({
              text: '',
              files: [],
              sent: [...context.sent, event.output.data.message],
            })),
            emit(({ event }) => ({
              type: 'reply.sent' as const,
              message: event.output.data.message,
              notice: event.output.message,
            })),
          ],
        },
        onError: {
          target: 'editing',
          description:
            "Refused or not delivered: the text and files stay, with the server's message and a way to retry.",
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
