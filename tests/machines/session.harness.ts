import { afterEach, beforeEach, vi } from 'vitest';
import { type Actor, createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../src/machines/session/session.machine';
import type { Address, SessionEmitted, SessionInput, User } from '../../src/machines/session/session.types';

export function aUser(overrides: Partial<User> = {}): User {
  return { id: 7, name: 'Demo Shopper', phone: '5550100001', profile_photo: null, ...overrides };
}

export function anAddress(id: number, isDefault = false): Address {
  return {
    id,
    name: 'Demo Shopper',
    phone: '5550100001',
    address_line: `${id} Market Street`,
    address_type: 'home',
    is_default: isDefault,
  };
}

export interface Fakes {
  input?: SessionInput;
  /** Each load of the addresses takes the next answer (the last one repeats): a list, or an error to throw. */
  addresses?: (Address[] | Error)[];
  favoritesCount?: number | Error;
  ping?: () => Promise<void>;
  logout?: () => Promise<void>;
}

export function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const started: Actor<typeof sessionMachine>[] = [];

/** Stops `actor` after the test (startSession does this for its own). */
export function stopAfterTest(actor: Actor<typeof sessionMachine>) {
  started.push(actor);
}

export function startSession(fakes: Fakes = {}) {
  const effects = { persistSession: vi.fn(), clearPersistedSession: vi.fn() };
  const answers = fakes.addresses ?? [[anAddress(1), anAddress(2, true)]];
  let addressCall = 0;
  const loadAddresses = vi.fn(async (_: { signal: AbortSignal }) => {
    const answer = answers[Math.min(addressCall++, answers.length - 1)] ?? [];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const loadFavoritesCount = vi.fn(async () => {
    const answer = fakes.favoritesCount ?? 3;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const pingLastSeen = vi.fn(fakes.ping ?? (async () => {}));
  const logout = vi.fn(fakes.logout ?? (async () => {}));
  const logic = sessionMachine.provide({
    actors: {
      loadAddresses: fromPromise(loadAddresses),
      loadFavoritesCount: fromPromise(loadFavoritesCount),
      pingLastSeen: fromPromise(pingLastSeen),
      logout: fromPromise(logout),
    },
    actions: effects,
  });
  const actor = createActor(logic, { input: fakes.input ?? {} });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  stopAfterTest(actor);
  return { actor, effects, emitted, loadAddresses, loadFavoritesCount, pingLastSeen, logout };
}

/** Lets the fake calls answer (no time passes). */
export const settle = () => vi.advanceTimersByTimeAsync(0);

export const TOKEN = 'token-1';
/** docs/requirements.md §9: the last-seen ping interval. */
export const TEN_MINUTES = 600_000;
export const signIn = (actor: Actor<typeof sessionMachine>, user = aUser(), token = TOKEN) =>
  actor.send({ type: 'session.signedIn', token, user });

export const SIGNED_OUT_CONTEXT = {
  token: null,
  user: null,
  addresses: [],
  favoritesCount: 0,
  basketAddressId: null,
  addressesError: null,
  favoritesCountError: null,
};

/** Fake timers for each test; the actors a test started are stopped after it. */
export function withFakeTimersAndCleanup() {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const actor of started.splice(0)) actor.stop();
    vi.useRealTimers();
  });
}
