import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  type ReplyAnswer,
  type ReplyBody,
  type TicketMessage,
  ticketReplyMachine,
} from '../../src/machines/ticket-reply/ticket-reply.machine';
import { leavesOf, replay, restingStates, settledByPath } from './auth.graph';
import { refused } from './ticket-form.fakes';

const sent: TicketMessage = {
  id: 12,
  message: 'The light stays off.',
  sender: 'customer',
  created_at: '2025-03-10T14:31:00Z',
  attachments: [],
};

// Text first, so the generated paths can reach the call. Files are left to the example tests: each choice
// numbers its files anew, so the graph of contexts would never end; an empty choice and a removal of nothing
// keep it finite.
const replyEvents = [
  { type: 'reply.changed', text: 'The light stays off.' },
  { type: 'reply.files.added', files: [] },
  { type: 'reply.file.removed', id: 1 },
  { type: 'reply.submitted' },
  { type: 'xstate.done.actor.sendReply', output: { message: 'Message sent', data: { message: sent } } },
  { type: 'xstate.error.actor.sendReply', error: refused('Invalid.', { 'attachments.0': 'Not a file.' }) },
];

type Path = Parameters<typeof replay>[1];

/**
 * The shortest path to each state. Every kept reply grows the list of those sent, so a state is told apart by
 * its value and what the box holds, never by that list (which would make the graph endless).
 */
function pathPerState(input: { ticketNumber: string }): Map<string, Path> {
  const serializeState = (snapshot: AnyMachineSnapshot) => {
    const { text, files, problem, failure } = snapshot.context as { [key: string]: unknown };
    return JSON.stringify([snapshot.value, text, files, problem, failure]);
  };
  const paths = getShortestPaths(ticketReplyMachine, { events: replyEvents, input, serializeState } as never);
  const chosen = new Map<string, Path>();
  for (const path of paths as unknown as Path[]) {
    for (const leaf of leavesOf(path.state.value)) {
      const known = chosen.get(leaf);
      if (!known || path.steps.length < known.steps.length) chosen.set(leaf, path);
    }
  }
  return chosen;
}

describe('ticket reply machine: generated paths', () => {
  it('reach every state the reply box can rest in, and replay with fake calls', async () => {
    const input = { ticketNumber: 'TK-100001' };
    const paths = pathPerState(input);
    expect([...paths.keys()].sort()).toEqual(restingStates(ticketReplyMachine));
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        ticketReplyMachine.provide({ actors: { sendReply: actor<ReplyAnswer, ReplyBody>('sendReply') } }),
        { input },
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});
