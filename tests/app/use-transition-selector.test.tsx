import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTransitionSelector } from '../../src/app/use-transition-selector';

/** The part of an actor the hook uses: a snapshot and subscribers told of each new one. */
function fakeActor<T>(initial: T) {
  let snapshot = initial;
  const observers = new Set<() => void>();
  return {
    observers,
    getSnapshot: () => snapshot,
    subscribe(observer: () => void) {
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer) };
    },
    next(value: T) {
      snapshot = value;
      for (const observer of observers) observer();
    },
  };
}

describe('useTransitionSelector', () => {
  it('follows the selection from each new snapshot, keeping the shown one while it is the same', async () => {
    const actor = fakeActor({ status: 'loading', items: [1] });
    const { result, unmount } = renderHook(() =>
      useTransitionSelector(
        actor,
        (snapshot) => ({ items: snapshot.items }),
        (a, b) => a.items === b.items,
      ),
    );
    const first = result.current;
    expect(first.items).toEqual([1]);
    act(() => actor.next({ ...actor.getSnapshot(), status: 'ready' }));
    expect(result.current).toBe(first);
    act(() => actor.next({ status: 'ready', items: [1, 2] }));
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    unmount();
    expect(actor.observers.size).toBe(0);
  });

  it('shows a change made between the first render and the subscription', async () => {
    const actor = fakeActor('loading');
    const { result } = renderHook(() => {
      const selected = useTransitionSelector(actor, (snapshot) => snapshot);
      // The actor moves on while the component renders for the first time, before it has subscribed.
      if (actor.getSnapshot() === 'loading') actor.next('ready');
      return selected;
    });
    await waitFor(() => expect(result.current).toBe('ready'));
  });
});
