import { assign, emit, setup } from 'xstate';
import { failedEvent, failedSubmitTransition, submitTransitions, withFieldEdited } from '../form-submission';
import { providedByApp } from '../provided-by-app';
import {
  addFiles,
  hasShownFieldErrors,
  initialValues,
  problemsOf,
  toTicketBody,
  toTicketFailure,
  withoutFieldError,
} from './ticket-form.rules';
import type {
  CreatedTicketAnswer,
  NewTicket,
  TicketFormContext,
  TicketFormEmitted,
  TicketFormEvent,
  TicketFormInput,
  TicketFormValues,
} from './ticket-form.types';

/**
 * The "New ticket" form: the shopper picks an issue type, writes, and attaches files (each checked the moment
 * it is chosen: a wrong kind or a file over 2 MB is turned away by name, never sent). Submitted, the form
 * checks the required fields, then opens the ticket. Created, it emits `ticket.created` and stops; refused, it
 * goes back to editing with everything kept, the server's field errors under the fields.
 */
export const ticketFormMachine = setup({
  types: {
    context: {} as TicketFormContext,
    events: {} as TicketFormEvent,
    emitted: {} as TicketFormEmitted,
    input: {} as TicketFormInput,
    output: {} as TicketFormContext['created'],
    tags: {} as 'busy',
  },
  actors: {
    /** POST /support-ticket (multipart). */
    createTicket: providedByApp<CreatedTicketAnswer, NewTicket>('createTicket'),
  },
  actions: {
    keepCreated: assign((_, answer: CreatedTicketAnswer) => ({ created: answer.data.support_ticket, failure: null })),
    announceCreated: emit((_, answer: CreatedTicketAnswer) => ({
      type: 'ticket.created' as const,
      ticket: answer.data.support_ticket,
      message: answer.message,
    })),
    keepValue: assign(
      ({ context }, params: { field: keyof TicketFormValues; value: TicketFormValues[keyof TicketFormValues] }) =>
        withFieldEdited(context, params.field, params.value),
    ),
    showProblems: assign({ problems: ({ context }) => problemsOf(context.values) }),
    announceInvalid: emit({ type: 'ticket.invalid' as const }),
    // The files turned away are named until the next submit.
    clearProblems: assign({ problems: {}, rejections: [] }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toTicketFailure(params.error) })),
    announceFailure: emit(({ context }) => failedEvent('ticket.failed', context.failure, hasShownFieldErrors)),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(problemsOf(context.values)).length > 0,
  },
}).createMachine({
  id: 'ticketForm',
  context: ({ input }) => ({
    values: initialValues(input.email),
    files: [],
    nextFileId: 1,
    rejections: [],
    problems: {},
    failure: null,
    created: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The shopper fills in the form; a field's errors go away as it is edited.",
      on: {
        'ticket.field.changed': { actions: { type: 'keepValue', params: ({ event }) => event } },
        'ticket.issueType.changed': {
          actions: { type: 'keepValue', params: ({ event }) => ({ field: 'issue_type', value: event.issueType }) },
        },
        'ticket.files.added': {
          description: 'Keep the jpg, png and pdf files of 2 MB or less (five at most); name each one turned away.',
          actions: assign(({ context, event }) => {
            const added = addFiles(context.files, event.files, context.nextFileId);
            return {
              files: added.files,
              nextFileId: added.nextId,
              rejections: added.rejections,
              failure: withoutFieldError(context.failure, 'attachments'),
            };
          }),
        },
        'ticket.file.removed': {
          actions: assign(({ context, event }) => ({
            files: context.files.filter((chosen) => chosen.id !== event.id),
            rejections: [],
            failure: withoutFieldError(context.failure, 'attachments'),
          })),
        },
        'ticket.submitted': submitTransitions(
          'creating',
          'A required field is empty or too long, or the e-mail is malformed: say which, send nothing.',
          'Open the ticket.',
        ),
      },
    },
    creating: {
      description: 'Waiting for the server; another submit is ignored and everything typed and chosen stays.',
      tags: ['busy'],
      invoke: {
        id: 'createTicket',
        src: 'createTicket',
        input: ({ context }) => toTicketBody(context.values, context.files),
        onDone: {
          target: 'created',
          actions: [
            { type: 'keepCreated', params: ({ event }) => event.output },
            { type: 'announceCreated', params: ({ event }) => event.output },
          ],
        },
        onError: failedSubmitTransition(
          'editing',
          'Refused or not delivered: back to the form, values and files kept.',
        ),
      },
    },
    created: {
      type: 'final',
      description: 'The server opened the ticket; the screen closes the form and shows it in the list.',
    },
  },
  output: ({ context }) => context.created,
});
