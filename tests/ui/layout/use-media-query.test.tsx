import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from '../../../src/ui/layout/use-media-query';

/** A screen whose width can be changed: `matchMedia` for one query, telling its listeners of each change. */
function fakeScreen(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    listeners,
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers for the screen as it is, and again when it changes', () => {
    const screen = fakeScreen(false);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 64rem)', true));
    expect(result.current).toBe(false);
    act(() => screen.change(true));
    expect(result.current).toBe(true);
    act(() => screen.change(false));
    expect(result.current).toBe(false);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });

  it('gives the fallback where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(min-width: 64rem)', true)).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(min-width: 64rem)', false)).result.current).toBe(false);
  });
});
