import { describe, expect, it, vi } from 'vitest';
import { codeOnIntent } from '../../src/lib/code-on-intent';

describe('codeOnIntent', () => {
  it('fetches once however often it is wanted, and keeps what came', async () => {
    const fetch = vi.fn(async () => ({ name: 'menu' }));
    const code = codeOnIntent(fetch);
    expect(code.current).toBeNull();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.current).toBe(first);
    await code.load();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('fetches again when wanted after a failure', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('menu');
    const code = codeOnIntent(fetch);
    await expect(code.load()).rejects.toThrow('dynamically imported module');
    expect(code.current).toBeNull();
    await expect(code.load()).resolves.toBe('menu');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
