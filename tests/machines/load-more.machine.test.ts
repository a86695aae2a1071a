import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { type LoadMoreInput, type LoadMorePage, loadMoreMachine } from '../../src/machines/load-more/load-more.machine';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

function start(input: LoadMoreInput, answers: (LoadMorePage | ApiError)[]) {
  const asked: { page: number; perPage: number }[] = [];
  const logic = loadMoreMachine.provide({
    actors: {
      loadPage: fromPromise<LoadMorePage, { page: number; perPage: number }>(async ({ input: page }) => {
        asked.push(page);
        const answer = answers.shift();
        if (!answer || answer instanceof ApiError) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  const actor = createActor(logic, { input }).start();
  return { actor, asked };
}

const settled = (snapshot: { hasTag: (tag: 'loading') => boolean }) => !snapshot.hasTag('loading');

describe('load-more machine', () => {
  it('offers more while the list has more than it shows', () => {
    expect(
      start({ items: items(1, 2), total: 5, perPage: 2 }, [])
        .actor.getSnapshot()
        .matches({ idle: 'ready' }),
    ).toBe(true);
    expect(
      start({ items: items(1, 2), total: 2, perPage: 2 }, [])
        .actor.getSnapshot()
        .matches({ idle: 'complete' }),
    ).toBe(true);
  });

  it('asks for the next page each time and appends it, counting what it added', async () => {
    const { actor, asked } = start({ items: items(1, 2), total: 5, perPage: 2 }, [
      { items: items(3, 4), total: 5 },
      { items: items(5), total: 5 },
    ]);
    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2, 3, 4));
    expect(actor.getSnapshot().context.added).toBe(2);

    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    expect(asked).toEqual([
      { page: 2, perPage: 2 },
      { page: 3, perPage: 2 },
    ]);
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2, 3, 4, 5));
    expect(actor.getSnapshot().context.added).toBe(1);
    expect(actor.getSnapshot().matches({ idle: 'complete' })).toBe(true);
  });

  it('does not repeat an item the list already shows', async () => {
    const { actor } = start({ items: items(1, 2), total: 4, perPage: 2 }, [{ items: items(2, 3), total: 4 }]);
    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2, 3));
    expect(actor.getSnapshot().context.added).toBe(1);
  });

  it('stops offering more when a page comes back empty', async () => {
    const { actor } = start({ items: items(1, 2), total: 9, perPage: 2 }, [{ items: [], total: 9 }]);
    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().matches({ idle: 'complete' })).toBe(true);
  });

  it('keeps what it shows when a load fails, and tries the same page again on request', async () => {
    const { actor, asked } = start({ items: items(1, 2), total: 4, perPage: 2 }, [
      new ApiError(503, 'Service Unavailable'),
      { items: items(3, 4), total: 4 },
    ]);
    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.errorStatus).toBe(503);
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2));

    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    expect(asked.map((page) => page.page)).toEqual([2, 2]);
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2, 3, 4));
    expect(actor.getSnapshot().context.errorStatus).toBeNull();
  });

  it('starts over from a reloaded first page', async () => {
    const { actor, asked } = start({ items: items(1, 2), total: 6, perPage: 2 }, [
      { items: items(3, 4), total: 6 },
      { items: items(3, 4), total: 6 },
    ]);
    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    actor.send({ type: 'more.reset', items: items(1, 2), total: 6 });
    expect(actor.getSnapshot().context.items).toEqual(items(1, 2));
    actor.send({ type: 'more.requested' });
    await waitFor(actor, settled);
    expect(asked.map((page) => page.page)).toEqual([2, 2]);
  });
});

describe('load-more machine: generated paths', () => {
  const events = [
    { type: 'more.requested' },
    { type: 'more.reset', items: items(1), total: 3 },
    // Answers that end the list, so the traversal's space of contexts stays finite.
    { type: 'xstate.done.actor.loadPage', output: { items: items(2, 3), total: 3 } },
    { type: 'xstate.done.actor.loadPage', output: { items: [], total: 3 } },
    { type: 'xstate.error.actor.loadPage', error: new ApiError(500, 'Server Error') },
  ];
  const input: LoadMoreInput = { items: items(1), total: 3, perPage: 1 };
  const paths = pathPerState(loadMoreMachine, events, input);

  it('reach every state it can rest in', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(loadMoreMachine));
  });

  it('replay against the machine with a fake call, state by state', async () => {
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        loadMoreMachine.provide({
          actors: { loadPage: actor<LoadMorePage, { page: number; perPage: number }>('loadPage') },
        }),
        { input },
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});
