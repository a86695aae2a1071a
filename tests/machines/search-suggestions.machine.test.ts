import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  isSuggestible,
  NO_SUGGESTIONS,
  type SearchSuggestions,
  type SuggestionsQuery,
  searchSuggestionsMachine,
  suggestionCount,
  TYPING_PAUSE_MS,
} from '../../src/machines/search-suggestions/search-suggestions.machine';

const LAMPS: SearchSuggestions = {
  products: [{ id: 21, name: 'Smart LED Desk Lamp', thumbnail: '/media/products/21-1.svg' }],
  categories: [{ id: 3, name: 'Home & Living', slug: 'home-living' }],
  shops: [],
};

interface Call {
  query: SuggestionsQuery;
  signal: AbortSignal;
  answer: (outcome: SearchSuggestions | Error) => void;
}

/** A suggestions actor whose calls wait until the test answers them. */
function start() {
  const calls: Call[] = [];
  const logic = searchSuggestionsMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<SearchSuggestions, SuggestionsQuery>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({
              query: input,
              signal,
              answer: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
            });
          }),
      ),
    },
  });
  const actor = createActor(logic).start();
  const type = (text: string) => actor.send({ type: 'suggestions.text.changed', text });
  const answer = async (outcome: SearchSuggestions | Error) => {
    calls.at(-1)?.answer(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, type, answer, state: () => String(actor.getSnapshot().value) };
}

describe('search suggestions machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a text of two characters or more once typing pauses, and shows the answer', async () => {
    const box = start();
    box.type('l');
    expect(box.state()).toBe('idle');
    box.type('la');
    expect(box.state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1);
    expect(box.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(box.state()).toBe('loading');
    expect(box.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(box.calls.map((call) => call.query)).toEqual([{ search: 'la' }]);

    await box.answer(LAMPS);
    expect(box.state()).toBe('showing');
    expect(box.actor.getSnapshot().context).toMatchObject({ suggestions: LAMPS, suggestedFor: 'la' });
  });

  it('makes one call for a burst of typing: each keystroke starts the pause again', async () => {
    const box = start();
    for (const text of ['la', 'lam', 'lamp']) {
      box.type(text);
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
    }
    expect(box.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(box.calls.map((call) => call.query)).toEqual([{ search: 'lamp' }]);
  });

  it('asks for the trimmed text, and not again for the same text with spaces', async () => {
    const box = start();
    box.type('  lamp ');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(box.calls.map((call) => call.query)).toEqual([{ search: 'lamp' }]);
    await box.answer(LAMPS);
    box.type('lamp  ');
    expect(box.state()).toBe('showing');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(box.calls).toHaveLength(1);
  });

  it('a new text drops the call under way: its signal aborts and its answer is never shown', async () => {
    const box = start();
    box.type('la');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    const first = box.calls[0];
    box.type('lam');
    expect(box.state()).toBe('waiting');
    expect(first?.signal.aborted).toBe(true);
    first?.answer(LAMPS);
    await vi.advanceTimersByTimeAsync(0);
    expect(box.actor.getSnapshot().context.suggestions).toEqual(NO_SUGGESTIONS);

    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(box.calls.map((call) => call.query)).toEqual([{ search: 'la' }, { search: 'lam' }]);
  });

  it('keeps the last suggestions on view while the next are coming', async () => {
    const box = start();
    box.type('lamp');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await box.answer(LAMPS);
    box.type('lamps');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(box.state()).toBe('loading');
    expect(box.actor.getSnapshot().context).toMatchObject({ suggestions: LAMPS, suggestedFor: 'lamp' });
  });

  it('shows nothing once the text is shorter than two characters, and drops a call under way', async () => {
    const box = start();
    box.type('lamp');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await box.answer(LAMPS);
    box.type('lamps');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    box.type('l');
    expect(box.state()).toBe('idle');
    expect(box.calls[1]?.signal.aborted).toBe(true);
    expect(box.actor.getSnapshot().context).toMatchObject({ text: 'l', suggestions: NO_SUGGESTIONS, suggestedFor: '' });
  });

  it('a failed call shows no suggestions, until the text changes and asks again', async () => {
    const box = start();
    box.type('lamp');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await box.answer(LAMPS);
    box.type('lamps');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await box.answer(new ApiError(500, 'Server Error'));
    expect(box.state()).toBe('failed');
    expect(box.actor.getSnapshot().context.suggestions).toEqual(NO_SUGGESTIONS);

    box.type('lamp');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(box.calls.map((call) => call.query.search)).toEqual(['lamp', 'lamps', 'lamp']);
  });

  it('closed after a search or an opened suggestion: the call under way is dropped, the same text asks again', async () => {
    const box = start();
    box.type('lamp');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await box.answer(LAMPS);
    box.type('lamps');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    box.actor.send({ type: 'suggestions.closed' });
    expect(box.state()).toBe('idle');
    expect(box.calls[1]?.signal.aborted).toBe(true);
    expect(box.actor.getSnapshot().context).toEqual({ text: '', suggestions: NO_SUGGESTIONS, suggestedFor: '' });

    box.type('lamps');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(box.calls.map((call) => call.query.search)).toEqual(['lamp', 'lamps', 'lamps']);
  });

  it('asks nothing for a text longer than the contract takes', async () => {
    const box = start();
    box.type('a'.repeat(101));
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(box.state()).toBe('idle');
    expect(box.calls).toHaveLength(0);
  });

  it('counts characters as a person does, and suggestions across the sections', () => {
    expect(isSuggestible('é')).toBe(false);
    expect(isSuggestible('سم')).toBe(true);
    // One emoji is one character, though two UTF-16 units.
    expect(isSuggestible('👍')).toBe(false);
    expect(suggestionCount(LAMPS)).toBe(2);
  });
});
