import type { AnyActorRef } from 'xstate';

/** Every event an actor emits, in order. */
export function recordEmitted(actor: AnyActorRef): { type: string }[] {
  const seen: { type: string }[] = [];
  actor.on('*', (event: { type: string }) => seen.push(event));
  return seen;
}
