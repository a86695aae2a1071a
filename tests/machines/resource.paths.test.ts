import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { type ResourceEvent, resourceMachine } from '../../src/machines/resource/resource.machine';

// The traversal runs no actor: the load's answers and the backoff timer are fed as events.
const events = [
  { type: 'xstate.done.actor.load', output: 'answer' },
  { type: 'xstate.error.actor.load', error: new ApiError(500, 'Server Error') },
  { type: 'xstate.error.actor.load', error: new ApiError(404, 'Not found.') },
  { type: 'xstate.after.backoff.resource.waiting' },
  { type: 'resource.retry' },
  { type: 'resource.refresh' },
  { type: 'resource.params.changed', params: { page: 2 } },
] as unknown as ResourceEvent[];

describe('resource machine: generated paths', () => {
  it('reaches every state', () => {
    const paths = getShortestPaths(resourceMachine, { events, input: { params: { page: 1 } } });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    // `failing` only decides and passes on at once: it is never a resting state.
    const resting = Object.keys(resourceMachine.root.states).filter((state) => state !== 'failing');
    expect([...reached].sort()).toEqual(resting.sort());
  });
});
