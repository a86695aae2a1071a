import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyStateNode, createActor, fromPromise, SimulatedClock, type StateValue } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { sessionMachine } from '../../src/machines/session/session.machine';
import type { Address, SessionEvent, SessionInput } from '../../src/machines/session/session.types';
import { anAddress, aUser } from './session.harness';

const CALLS = ['loadAddresses', 'loadFavoritesCount', 'pingLastSeen', 'logout'] as const;
type Call = (typeof CALLS)[number];

// The invoked calls' answers are events too; the traversal runs no actor, so it feeds them directly.
const failure = new ApiError(500, 'Server Error');
const events = [
  { type: 'session.signedIn', token: 'token-1', user: aUser() },
  { type: 'session.expired', path: '/carts' },
  { type: 'session.logout.requested' },
  { type: 'session.user.updated', user: aUser({ name: 'Renamed Shopper' }) },
  { type: 'session.addresses.changed' },
  { type: 'session.favorites.changed', count: 4 },
  { type: 'xstate.done.actor.loadAddresses', output: [anAddress(1), anAddress(2, true)] },
  { type: 'xstate.done.actor.loadFavoritesCount', output: 3 },
  { type: 'xstate.done.actor.pingLastSeen', output: undefined },
  { type: 'xstate.done.actor.logout', output: undefined },
  ...CALLS.map((call) => ({ type: `xstate.error.actor.${call}`, error: failure })),
] as unknown as SessionEvent[];

/** Every state node under `node`, at any depth. */
function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodes(child)]);
}

/** A state as a dotted path: `signedIn`, `signedIn.addresses.loading`, … */
const dotted = (node: AnyStateNode) => node.path.join('.');

/** The states a snapshot is in, as dotted paths. */
function activePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => [
    prefix + key,
    ...(child ? activePaths(child, `${prefix}${key}.`) : []),
  ]);
}

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** The machine with calls that wait for the path to answer them. */
function replayable(input: SessionInput) {
  const pending: Record<Call, Pending[]> = { loadAddresses: [], loadFavoritesCount: [], pingLastSeen: [], logout: [] };
  const waiting = <Output>(call: Call) =>
    fromPromise<Output>(
      ({ signal }) =>
        new Promise((resolve, reject) =>
          pending[call].push({ resolve: (output) => resolve(output as Output), reject, signal }),
        ),
    );
  const logic = sessionMachine.provide({
    actors: {
      loadAddresses: waiting<Address[]>('loadAddresses'),
      loadFavoritesCount: waiting<number>('loadFavoritesCount'),
      pingLastSeen: waiting<void>('pingLastSeen'),
      logout: waiting<void>('logout'),
    },
  });
  const actor = createActor(logic, { input, clock: new SimulatedClock() });
  actor.start();
  /** The call running now, answered as the event says. */
  const answer = (event: { type: string; output?: unknown; error?: unknown }) => {
    const [, outcome, , call] = event.type.split('.') as [string, 'done' | 'error', string, Call];
    const running = pending[call].filter((entry) => !entry.signal.aborted).at(-1);
    if (!running) throw new Error(`${call} is not running, yet the path answers it`);
    if (outcome === 'done') running.resolve(event.output);
    else running.reject(event.error);
  };
  return { actor, answer };
}

/** A path's name: its events after the start, `(start)` for the initial snapshot. */
function describePath(steps: { event: { type: string } }[]): string {
  const types = steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
  return types.join(' → ') || '(start)';
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// `restoring` only decides where to start (eventless), so no snapshot ever rests in it.
const allStates = stateNodes(sessionMachine.root);
const transient = allStates.filter((node) => node.always?.length).map(dotted);

describe.each([
  { who: 'a visitor', input: {} },
  { who: 'a shopper with a stored session', input: { token: 'stored-token', user: aUser() } },
])('session machine: generated paths for $who', ({ input }) => {
  // One shortest path to each distinct snapshot (state and context), so each step's context is exact.
  const paths = getShortestPaths(sessionMachine, { events, input });

  it('reach every state but the transient one', () => {
    expect(transient).toEqual(['restoring']);
    const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)));
    const expected = allStates.map(dotted).filter((path) => !transient.includes(path));
    expect([...reached].sort()).toEqual(expected.sort());
  });

  it.each(paths.map((path) => [describePath(path.steps), path] as const))(
    'replays %s against the machine with fake calls',
    async (_, path) => {
      const { actor, answer } = replayable(input);
      for (const step of path.steps) {
        // The traversal's events include the start and the calls' answers, outside SessionEvent.
        const type: string = step.event.type;
        if (type === 'xstate.init') continue;
        if (type.startsWith('xstate.')) answer(step.event);
        else actor.send(step.event);
        await settle();
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context).toEqual(step.state.context);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    },
  );
});
