import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { ticketFormMachine } from '../../src/machines/ticket-form/ticket-form.machine';
import type {
  CreatedTicketAnswer,
  NewTicket,
  TicketDetails,
  TicketFormInput,
  TicketTextField,
} from '../../src/machines/ticket-form/ticket-form.types';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

/** A file of `bytes` bytes with this name and type, as a picker gives it. */
export const aFile = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

export const MB = 1024 * 1024;

/** A new ticket as the contract returns it. */
export const createdTicket = (overrides: Partial<TicketDetails> = {}): TicketDetails => ({
  id: 9,
  ticket_number: 'TK-482913',
  subject: 'Earbuds not charging',
  issue_type: { id: 1, name: 'Order issue' },
  status: 'Running',
  created_at: '2025-03-10T12:00:00Z',
  last_reply_at: null,
  message: 'The right earbud does not charge.',
  attachments: [],
  email: 'shopper@example.com',
  phone: null,
  order_number: null,
  ...overrides,
});

export const createdAnswer = (ticket: TicketDetails, message = 'Support ticket created'): CreatedTicketAnswer => ({
  message,
  data: { support_ticket: ticket },
});

export const refused = (message: string, fieldErrors: Record<string, string> = {}) =>
  new ApiError(422, message, fieldErrors);

type Outcome = CreatedTicketAnswer | Error;

/**
 * A new-ticket form whose create call answers with the given outcomes in turn (each when the test calls
 * `answer()`), recording every body sent.
 */
export function startTicketForm(input: TicketFormInput = {}, ...outcomes: Outcome[]) {
  const calls: NewTicket[] = [];
  const pending: (() => void)[] = [];
  const logic = ticketFormMachine.provide({
    actors: {
      createTicket: fromPromise<CreatedTicketAnswer, NewTicket>(
        ({ input: body }) =>
          new Promise((resolve, reject) => {
            calls.push(body);
            const outcome = outcomes[calls.length - 1] ?? createdAnswer(createdTicket());
            pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
          }),
      ),
    },
  });
  const actor = createActor(logic, { input }).start();
  const emitted = recordEmitted(actor);
  return {
    actor,
    calls,
    emitted,
    type: (field: TicketTextField, value: string) => actor.send({ type: 'ticket.field.changed', field, value }),
    choose: (issueType: number | null) => actor.send({ type: 'ticket.issueType.changed', issueType }),
    attach: (...files: File[]) => actor.send({ type: 'ticket.files.added', files }),
    submit: () => actor.send({ type: 'ticket.submitted' }),
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    context: () => actor.getSnapshot().context,
    state: () => actor.getSnapshot().value,
  };
}
