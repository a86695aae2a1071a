import { describe, expect, it, vi } from 'vitest';

// The kit's fields stand for a chunk that could not be fetched (the phone offline for a moment): the first
// evaluation fails, the next one finds it.
const fieldsChunk = vi.hoisted(() => ({ available: false }));
vi.mock('../../../src/ui/kit/Field', () => {
  if (!fieldsChunk.available) throw new Error('Failed to fetch dynamically imported module');
  return {};
});

describe('the kit evaluated a group a task', () => {
  it('fails while a group cannot be fetched, and is tried again on the next call', async () => {
    fieldsChunk.available = false;
    const { kitEvaluated } = await import('../../../src/ui/kit/kit-stages');
    await expect(kitEvaluated()).rejects.toThrow();
    fieldsChunk.available = true;
    await expect(kitEvaluated()).resolves.toBeUndefined();
  });

  it('is evaluated once for every caller', async () => {
    fieldsChunk.available = true;
    const { kitEvaluated } = await import('../../../src/ui/kit/kit-stages');
    const first = kitEvaluated();
    expect(kitEvaluated()).toBe(first);
    await expect(first).resolves.toBeUndefined();
    await expect(kitEvaluated()).resolves.toBeUndefined();
  });
});
