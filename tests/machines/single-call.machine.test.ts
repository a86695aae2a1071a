import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { FormFailure } from '../../src/machines/form-failure';
import { singleCallMachine } from '../../src/machines/single-call/single-call.machine';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

type Emitted = { type: 'saveNote.done'; id: number } | ({ type: 'saveNote.failed' } & FormFailure);

/** A flow of one call, as a screen would declare it. */
const saveNoteMachine = singleCallMachine({
  name: 'saveNote',
  submit: 'saveNote.submit',
  request: ({ noteId }: { noteId: number }) => ({ note_id: noteId }),
  done: (answer: { id: number }): Emitted => ({ type: 'saveNote.done', id: answer.id }),
  failed: (failure): Emitted => ({ type: 'saveNote.failed', ...failure }),
});

/** Starts the flow on a call that answers each request only when the test says, with the outcomes in turn. */
function start(...outcomes: ({ id: number } | Error)[]) {
  const requests: { note_id: number }[] = [];
  const signals: AbortSignal[] = [];
  const pending: (() => void)[] = [];
  const call = fromPromise<{ id: number }, { note_id: number }>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const outcome = outcomes[requests.length];
        requests.push(input);
        signals.push(signal);
        pending.push(() => (outcome instanceof Error || outcome === undefined ? reject(outcome) : resolve(outcome)));
      }),
  );
  const actor = createActor(saveNoteMachine.provide({ actors: { saveNote: call } }), { input: { noteId: 3 } });
  const emitted = recordEmitted(actor);
  actor.start();
  const answer = async () => {
    pending.shift()?.();
    await flush();
  };
  return { actor, emitted, requests, signals, answer, snapshot: () => actor.getSnapshot() };
}

describe('single-call machine', () => {
  it('waits idle, is busy during the call (a second submit is ignored), then is done and says so', async () => {
    const flow = start({ id: 11 });
    expect(flow.snapshot().value).toBe('idle');
    expect(flow.requests).toEqual([]);

    flow.actor.send({ type: 'saveNote.submit' });
    flow.actor.send({ type: 'saveNote.submit' });
    expect(flow.snapshot().value).toBe('busy');
    expect(flow.snapshot().hasTag('busy')).toBe(true);
    expect(flow.requests).toEqual([{ note_id: 3 }]);

    await flow.answer();
    expect(flow.snapshot().value).toBe('done');
    expect(flow.snapshot().status).toBe('done');
    expect(flow.emitted).toEqual([{ type: 'saveNote.done', id: 11 }]);
  });

  it('keeps the failure and says it, then tries again on the same submit, forgetting it', async () => {
    const flow = start(new ApiError(422, 'The note is too long.', { text: 'Too long.' }), { id: 12 });
    flow.actor.send({ type: 'saveNote.submit' });
    await flow.answer();
    const failure = { status: 422, message: 'The note is too long.', fieldErrors: { text: 'Too long.' } };
    expect(flow.snapshot().value).toBe('failed');
    expect(flow.snapshot().hasTag('busy')).toBe(false);
    expect(flow.snapshot().context).toEqual({ noteId: 3, failure });
    expect(flow.emitted).toEqual([{ type: 'saveNote.failed', ...failure }]);

    flow.actor.send({ type: 'saveNote.submit' });
    expect(flow.snapshot().context.failure).toBeNull();
    await flow.answer();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.requests).toHaveLength(2);
    expect(flow.emitted.at(-1)).toEqual({ type: 'saveNote.done', id: 12 });
  });

  it('counts a call that never reached the server as status 0', async () => {
    const flow = start(new ApiError(0, 'Failed to fetch'));
    flow.actor.send({ type: 'saveNote.submit' });
    await flow.answer();
    expect(flow.snapshot().context.failure).toEqual({ status: 0, message: 'Failed to fetch', fieldErrors: {} });
  });

  it('cancels the call when the flow is left while busy', () => {
    const flow = start({ id: 13 });
    flow.actor.send({ type: 'saveNote.submit' });
    expect(flow.signals[0]?.aborted).toBe(false);
    flow.actor.stop();
    expect(flow.signals[0]?.aborted).toBe(true);
  });

  it('names its invoke after the call, so its events and fakes are named by it', () => {
    expect(saveNoteMachine.id).toBe('saveNote');
    expect(saveNoteMachine.config.states?.busy?.invoke).toMatchObject({ id: 'saveNote', src: 'saveNote' });
  });
});
