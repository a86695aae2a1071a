import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { MAX_RETRIES, RETRY_BASE_MS, resourceMachine } from '../../src/machines/resource/resource.machine';

type Answer = string | Error;

/** A resource actor whose load answers from a script, one entry per call (the last repeats). */
function start(answers: Answer[], params: unknown = { page: 1 }) {
  const calls: unknown[] = [];
  const logic = resourceMachine.provide({
    actors: {
      load: fromPromise<unknown, unknown>(async ({ input }) => {
        calls.push(input);
        const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(logic, { input: { params } }).start();
  return { actor, calls, state: () => String(actor.getSnapshot().value) };
}

describe('resource machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads with the screen parameters and keeps the answer', async () => {
    const { actor, calls, state } = start(['page one']);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ page: 1 }]);
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.data).toBe('page one');
  });

  it('says which parameters its answer is for, so a screen never shows an answer to others', async () => {
    const { actor } = start(['post one', 'post two'], { slug: 'one' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.dataKey).toBe(JSON.stringify({ slug: 'one' }));
    actor.send({ type: 'resource.params.changed', params: { slug: '02' } });
    // The old answer is kept while the new one loads, still marked as the old one's.
    expect(actor.getSnapshot().context.data).toBe('post one');
    expect(actor.getSnapshot().context.dataKey).toBe(JSON.stringify({ slug: 'one' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ data: 'post two', dataKey: JSON.stringify({ slug: '02' }) });
  });

  it('tries a transient failure again after 0.5 s, 1 s and 2 s, then offers Try again', async () => {
    const offline = new ApiError(0, 'Failed to fetch');
    const { actor, calls, state } = start([offline]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(state()).toBe('waiting');
    for (const [retry, wait] of [RETRY_BASE_MS, RETRY_BASE_MS * 2, RETRY_BASE_MS * 4].entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toHaveLength(retry + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(retry + 2);
    }
    expect(calls).toHaveLength(MAX_RETRIES + 1);
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.errorStatus).toBe(0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('does not retry an answer that will not change (404), and Try again loads once more', async () => {
    const { actor, calls, state } = start([new ApiError(404, 'Not found.'), 'found']);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.errorStatus).toBe(404);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);

    actor.send({ type: 'resource.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.errorStatus).toBeNull();
  });

  it('recovers when a retry succeeds', async () => {
    const { calls, state, actor } = start([new ApiError(503, 'Busy'), 'second time']);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    expect(calls).toHaveLength(2);
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.data).toBe('second time');
  });

  it('loads again with new parameters, dropping the answer for the old ones', async () => {
    let release: (value: string) => void = () => {};
    const calls: unknown[] = [];
    const logic = resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(({ input }) => {
          calls.push(input);
          if ((input as { page: number }).page === 1) return new Promise((resolve) => (release = resolve));
          return Promise.resolve('page two');
        }),
      },
    });
    const actor = createActor(logic, { input: { params: { page: 1 } } }).start();
    actor.send({ type: 'resource.params.changed', params: { page: 2 } });
    await vi.advanceTimersByTimeAsync(0);
    release('page one, too late');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ page: 1 }, { page: 2 }]);
    expect(actor.getSnapshot().context.data).toBe('page two');
    expect(actor.getSnapshot().context.params).toEqual({ page: 2 });
  });

  it('refreshes in the background, keeping what is shown until the new answer arrives', async () => {
    const { actor, state } = start(['first', 'second']);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'resource.refresh' });
    expect(state()).toBe('loading');
    expect(actor.getSnapshot().context.data).toBe('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.data).toBe('second');
  });
});
