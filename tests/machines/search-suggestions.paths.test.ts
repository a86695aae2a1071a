import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  type SearchSuggestions,
  type SearchSuggestionsEvent,
  type SuggestionsQuery,
  searchSuggestionsMachine,
  TYPING_PAUSE_MS,
} from '../../src/machines/search-suggestions/search-suggestions.machine';

const ANSWER: SearchSuggestions = {
  products: [{ id: 21, name: 'Smart LED Desk Lamp', thumbnail: '/media/products/21-1.svg' }],
  categories: [],
  shops: [],
};

// The traversal runs no actor: the pause and the call's answers are fed as events.
const PAUSE = 'xstate.after.typingPause.searchSuggestions.waiting';
const events = [
  { type: 'suggestions.text.changed', text: 'l' },
  { type: 'suggestions.text.changed', text: 'lamp' },
  { type: PAUSE },
  { type: 'xstate.done.actor.fetchSuggestions', output: ANSWER },
  { type: 'xstate.error.actor.fetchSuggestions', error: new ApiError(500, 'Server Error') },
  { type: 'suggestions.closed' },
] as unknown as SearchSuggestionsEvent[];

type Step = { event: { type: string; output?: SearchSuggestions; error?: unknown; text?: string } };

describe('search suggestions machine: generated paths', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const paths = getShortestPaths(searchSuggestionsMachine, { events });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(searchSuggestionsMachine.root.states).sort());
  });

  const named = paths.map((path) => {
    const steps = (path.steps as unknown as Step[])
      .map(({ event }) => event.type)
      .filter((type) => type !== 'xstate.init');
    return [String(path.state.value), steps.join(' → ') || 'start', path] as const;
  });

  it.each(named)('a real actor reaches %s after %s', async (target, _steps, path) => {
    const settle: ((step: Step['event']) => void)[] = [];
    const actor = createActor(
      searchSuggestionsMachine.provide({
        actors: {
          fetchSuggestions: fromPromise<SearchSuggestions, SuggestionsQuery>(
            () =>
              new Promise((resolve, reject) => {
                settle.push((event) => (event.error ? reject(event.error) : resolve(event.output ?? ANSWER)));
              }),
          ),
        },
      }),
    ).start();
    for (const { event } of path.steps as unknown as Step[]) {
      if (event.type === 'xstate.init') continue;
      if (event.type === PAUSE) await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
      else if (event.type.startsWith('xstate.')) {
        settle.shift()?.(event);
        await vi.advanceTimersByTimeAsync(0);
      } else actor.send(event as SearchSuggestionsEvent);
    }
    expect(String(actor.getSnapshot().value)).toBe(target);
  });
});
