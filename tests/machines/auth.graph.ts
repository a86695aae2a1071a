import { getShortestPaths } from '@xstate/graph';
import { vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  fromPromise,
  type StateValue,
} from 'xstate';
import { flush } from './auth.fakes';

/** Helpers of the model-based tests: generated paths, one per state, replayed against real actors. */

type GraphEvent = { type: string; output?: unknown; error?: unknown };
type Path = { state: { value: StateValue }; steps: { event: GraphEvent; state: { value: StateValue } }[] };

/** The active leaf states of a value, as dotted paths ("active.code.editing"). */
export function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => (child ? leavesOf(child, `${prefix}${key}.`) : []));
}

/** An eventless choice (an unguarded `always`) is passed through, never rested in. */
const isChoice = (node: AnyStateNode) => node.always?.some((transition) => !transition.guard) ?? false;

/** Every leaf state a machine can rest in. */
export function restingStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode, prefix: string): string[] =>
    Object.entries(node.states).flatMap(([key, child]) => {
      if (Object.keys(child.states).length) return walk(child, `${prefix}${key}.`);
      return isChoice(child) ? [] : [`${prefix}${key}`];
    });
  return walk(machine.root, '').sort();
}

/**
 * The shortest generated path to each leaf state (paths differ only in context otherwise). Every event a
 * state handles is tried: the given examples of its type, or the bare type (timers, submits).
 */
export function pathPerState(machine: AnyStateMachine, examples: GraphEvent[], input?: unknown): Map<string, Path> {
  const events = (snapshot: AnyMachineSnapshot) =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      const matching = examples.filter((example) => example.type === type);
      return matching.length ? matching : [{ type }];
    });
  const paths = getShortestPaths(machine, { events, input } as never) as unknown as Path[];
  const chosen = new Map<string, Path>();
  for (const path of paths) {
    for (const leaf of leavesOf(path.state.value)) {
      const known = chosen.get(leaf);
      if (!known || path.steps.length < known.steps.length) chosen.set(leaf, path);
    }
  }
  return chosen;
}

/**
 * Promise actors the replay settles: a generated `xstate.done.actor.<id>` resolves the pending call of that
 * actor with the event's output, `xstate.error.actor.<id>` rejects it with the event's error.
 */
export function settledByPath() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  /** A call that waits until `settle` answers it with the path's done or error event for `id`. */
  const call =
    <TOutput>(id: string) =>
    () =>
      new Promise<TOutput>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      });
  const actor = <TOutput, TInput = unknown>(id: string) => fromPromise<TOutput, TInput>(call<TOutput>(id));
  async function settle(event: GraphEvent): Promise<boolean> {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match?.[2]) return false;
    const call = pending.get(match[2]);
    if (!call) throw new Error(`No pending call of ${match[2]}`);
    pending.delete(match[2]);
    if (match[1] === 'done') call.resolve(event.output);
    else call.reject(event.error);
    await flush();
    return true;
  }
  return { actor, call, settle };
}

/** Replays a path: actors' answers through `settle`, ticks through the fake clock, the rest as sent events. */
export async function replay(
  actor: AnyActorRef,
  path: Path,
  settle: (event: GraphEvent) => Promise<boolean>,
  expectValue: (actual: StateValue, expected: StateValue, event: GraphEvent) => void,
): Promise<void> {
  // The first step is the initial state (`xstate.init`): where the actor starts.
  for (const step of path.steps) {
    if (step.event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(1000);
    else if (step.event.type !== 'xstate.init' && !(await settle(step.event))) {
      actor.send(step.event);
      await flush();
    }
    expectValue(actor.getSnapshot().value, step.state.value, step.event);
  }
}
