import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * Runs `handle` for every event the actor emits (toasts, navigation, dialogs: the effects a machine leaves to
 * the screen). The latest `handle` is used, so it may read fresh props without re-subscribing.
 */
export function useEmitted<TEvent extends { type: string }>(actor: AnyActorRef, handle: (event: TEvent) => void) {
  const handler = useRef(handle);
  handler.current = handle;
  useEffect(() => {
    const subscription = actor.on('*', (event: TEvent) => handler.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);
}
