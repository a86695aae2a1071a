import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInspector } from '../../../src/app/inspector';

const { inspect, createBrowserInspector } = vi.hoisted(() => {
  const inspect = { next: vi.fn() };
  return { inspect, createBrowserInspector: vi.fn(() => ({ inspect })) };
});
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  createBrowserInspector.mockClear();
});

describe('startInspector (development)', () => {
  it('does nothing without ?inspect', async () => {
    expect(await startInspector()).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it("with ?inspect, opens the browser inspector and gives its observer for every actor's options", async () => {
    window.history.replaceState(null, '', '/products?inspect');
    expect(await startInspector()).toBe(inspect);
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
  });
});
