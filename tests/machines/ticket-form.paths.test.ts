import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ticketFormMachine } from '../../src/machines/ticket-form/ticket-form.machine';
import type { CreatedTicketAnswer, NewTicket } from '../../src/machines/ticket-form/ticket-form.types';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';
import { createdAnswer, createdTicket, refused } from './ticket-form.fakes';

// Filled fields first, so the generated paths can reach the call; the rest exercise the checks. Files are left
// to the example tests: each choice numbers its files anew, so the graph of contexts would never end.
const formEvents = [
  { type: 'ticket.issueType.changed', issueType: 1 },
  { type: 'ticket.field.changed', field: 'message', value: 'The parcel is late.' },
  // An empty choice and a removal of nothing keep the graph finite.
  { type: 'ticket.files.added', files: [] },
  { type: 'ticket.file.removed', id: 1 },
  { type: 'ticket.submitted' },
  { type: 'xstate.done.actor.createTicket', output: createdAnswer(createdTicket()) },
  { type: 'xstate.error.actor.createTicket', error: refused('Invalid.', { email: 'The email is invalid.' }) },
];

describe('ticket form machine: generated paths', () => {
  it('reach every state the new-ticket form can rest in, and replay with fake calls', async () => {
    const input = { email: 'sam@example.com' };
    const paths = pathPerState(ticketFormMachine, formEvents, input);
    expect([...paths.keys()].sort()).toEqual(restingStates(ticketFormMachine));
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        ticketFormMachine.provide({ actors: { createTicket: actor<CreatedTicketAnswer, NewTicket>('createTicket') } }),
        { input },
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});
