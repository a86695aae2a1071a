import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { type Category, categoriesMachine } from '../../src/machines/categories/categories.machine';

const fashion: Category = { id: 1, name: 'Fashion', thumbnail: '/media/categories/fashion.svg', sub_categories: [] };

function start(load: () => Promise<Category[]>) {
  const actor = createActor(categoriesMachine.provide({ actors: { loadCategories: fromPromise(load) } }));
  actor.start();
  return actor;
}

describe('the categories actor', () => {
  it('loads the categories at once', async () => {
    const actor = start(async () => [fashion]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.categories).toEqual([fashion]);
  });

  it('keeps the failure status and loads again on retry', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(0, 'Failed to fetch');
      return [fashion];
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.errorStatus).toBe(0);
    actor.send({ type: 'categories.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toEqual({ categories: [fashion], errorStatus: null });
  });

  it('ignores a retry while the categories are known', async () => {
    const actor = start(async () => [fashion]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'categories.retry' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
