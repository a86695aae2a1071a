import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate';
import { resourceMachine } from '../../machines/resource/resource.machine';
import { useTransitionSelector } from '../use-transition-selector';

export interface Resource<TData> {
  /** The last answer (kept while a new one loads), or null before the first. */
  data: TData | null;
  /**
   * The answer to the current parameters, whatever it holds, or null while they load: a detail page shows this,
   * never another item's answer, and never waits for an answer to look like what it asked for.
   */
  current: TData | null;
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

  const { data, dataKey, isLoading, errorStatus } = useResourceView(actor);
  return {
    data: data as TData | null,
    current: dataKey === key ? (data as TData) : null,
    isLoading,
    errorStatus,
    retry: () => actor.send({ type: 'resource.retry' }),
    refresh: () => actor.send({ type: 'resource.refresh' }),
  };
}

type ResourceActor = ActorRefFrom<typeof resourceMachine>;

interface ResourceView {
  data: unknown;
  dataKey: string | null;
  isLoading: boolean;
  errorStatus: number | null;
}

function viewOf(snapshot: SnapshotFrom<typeof resourceMachine>): ResourceView {
  return {
    data: snapshot.context.data,
    dataKey: snapshot.context.dataKey,
    isLoading: snapshot.hasTag('loading'),
    errorStatus: snapshot.matches('failed') ? snapshot.context.errorStatus : null,
  };
}

const sameView = (a: ResourceView, b: ResourceView) =>
  a.data === b.data && a.dataKey === b.dataKey && a.isLoading === b.isLoading && a.errorStatus === b.errorStatus;

/**
 * What the screen shows of its read. A new answer is rendered as a transition: a page of products then renders
 * in slices the browser can interrupt, and a read answered during the first render does not make React render
 * the whole page again at once.
 */
function useResourceView(actor: ResourceActor): ResourceView {
  return useTransitionSelector(actor, viewOf, sameView);
}
