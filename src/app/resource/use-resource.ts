import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/resource/resource.machine';

export interface Resource<TData> {
  /** The last answer (kept while a new one loads), or null before the first. */
  data: TData | null;
  isLoading: boolean;
  /** The status of a failure that automatic retries did not cure (0: offline), or null. */
  errorStatus: number | null;
  retry: () => void;
  /** Loads again in the background (after the shopper changed something). */
  refresh: () => void;
}

/**
 * A screen's read of the contract through a resource actor: `load(params, signal)` runs on mount and again
 * whenever `params` change (compared by value); transient failures are retried by the machine.
 */
export function useResource<TData, TParams>(
  load: (params: TParams, signal: AbortSignal) => Promise<TData>,
  params: TParams,
): Resource<TData> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [logic] = useState(() =>
    resourceMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ input, signal }) => loadRef.current(input as TParams, signal)) },
    }),
  );
  const actor = useActorRef(logic, { input: { params } });
  const key = JSON.stringify(params);
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actor.send({ type: 'resource.params.changed', params: JSON.parse(key) as TParams });
  }, [actor, key]);

  // The machine holds what `load` returned for these parameters.
  const data = useSelector(actor, (snapshot) => snapshot.context.data as TData | null);
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const errorStatus = useSelector(actor, (snapshot) =>
    snapshot.matches('failed') ? snapshot.context.errorStatus : null,
  );
  return {
    data,
    isLoading,
    errorStatus,
    retry: () => actor.send({ type: 'resource.retry' }),
    refresh: () => actor.send({ type: 'resource.refresh' }),
  };
}
