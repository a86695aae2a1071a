import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type ApiClientOptions, createApiClient } from '../../api/client';
import type { sessionMachine } from '../../machines/session/session.machine';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import type { SessionEmitted } from '../../machines/session/session.types';
import type { Inspect } from '../inspector';
import { ApiContext } from './ApiContext';
import { createSessionLogic } from './session-logic';
import { readStoredSession } from './session-storage';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

export const SessionActorContext = createContext<SessionActorRef | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  inspect?: Inspect;
  /** Extra client options (a test's `fetch`); the token and the 401 handling are the session's. */
  clientOptions?: Omit<ApiClientOptions, 'getToken' | 'onSessionExpired'>;
  /** What the app does when a session starts or is cleared (toasts, the cart, chats). */
  onSessionEvent?: (event: SessionEmitted) => void;
}

/**
 * Starts the session actor (systemId `session`) from what storage holds, and the API every call below
 * uses: it carries the session's token, and a 401 on a call that needs the session clears it.
 */
export function SessionProvider({ children, inspect, clientOptions, onSessionEvent }: SessionProviderProps) {
  const actorRef = useRef<SessionActorRef | null>(null);
  const [client] = useState(() =>
    createApiClient({
      ...clientOptions,
      getToken: () => actorRef.current?.getSnapshot().context.token ?? null,
      onSessionExpired: (path) => actorRef.current?.send({ type: 'session.expired', path }),
    }),
  );
  const [logic] = useState(() => createSessionLogic(client));
  const actor = useActorRef(logic, { systemId: 'session', input: readStoredSession(), inspect });
  actorRef.current = actor;

  const onEvent = useRef(onSessionEvent);
  onEvent.current = onSessionEvent;
  useEffect(() => {
    const started = actor.on('session.started', (event) => onEvent.current?.(event));
    const cleared = actor.on('session.cleared', (event) => onEvent.current?.(event));
    return () => {
      started.unsubscribe();
      cleared.unsubscribe();
    };
  }, [actor]);

  return (
    <ApiContext.Provider value={client}>
      <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>
    </ApiContext.Provider>
  );
}

export function useSessionActorRef(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActorRef() is used outside <SessionProvider>');
  return actor;
}

/**
 * A read of the session where there may be none (a part shown in a test's bare tree): `fallback` then. The
 * customer's country code for their addresses' phones, say.
 */
export function useOptionalSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T, fallback: T): T {
  const actor = useContext(SessionActorContext);
  return useSelector(actor ?? undefined, (snapshot: SessionSnapshot | undefined) =>
    snapshot ? selector(snapshot) : fallback,
  );
}

/** A narrow read of the session: `useSessionSelector(selectUser)`. */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActorRef(), selector);
}
