import { assign, setup } from 'xstate';
import type { Answer, Query } from '../../api/types';
import { providedByApp } from '../provided-by-app';

export type SearchSuggestions = Answer<'getSearchSuggestions'>['data'];
export type SuggestionsQuery = Query<'getSearchSuggestions'>;

/** The shortest and longest text the suggestions are asked for (openapi.yaml, /search-suggestions). */
export const SUGGESTION_TEXT_LENGTH = { min: 2, max: 100 } as const;

/** How long typing pauses before the suggestions are asked for: each keystroke does not make a call. */
export const TYPING_PAUSE_MS = 300;

export const NO_SUGGESTIONS: SearchSuggestions = { products: [], categories: [], shops: [] };

export interface SearchSuggestionsContext {
  /** The text as typed, trimmed. */
  text: string;
  /** The last suggestions received, and the text they are for (empty before the first, and once cleared). */
  suggestions: SearchSuggestions;
  suggestedFor: string;
}

export type SearchSuggestionsEvent =
  /** The search box's text changed (typed, pasted, cleared). */
  | { type: 'suggestions.text.changed'; text: string }
  /** The shopper searched, or opened a suggestion: nothing more is suggested until the text changes. */
  | { type: 'suggestions.closed' };

export type SearchSuggestionsState = 'idle' | 'waiting' | 'loading' | 'showing' | 'failed';

/** Whether suggestions are asked for this (trimmed) text: long enough to narrow, short enough for the contract. */
export function isSuggestible(text: string): boolean {
  const length = [...text].length;
  return length >= SUGGESTION_TEXT_LENGTH.min && length <= SUGGESTION_TEXT_LENGTH.max;
}

/** How many suggestions there are in all. */
export function suggestionCount(suggestions: SearchSuggestions): number {
  return suggestions.products.length + suggestions.categories.length + suggestions.shops.length;
}

/** The trimmed text a change of the box carries. */
const typedText = (event: SearchSuggestionsEvent) =>
  event.type === 'suggestions.text.changed' ? event.text.trim() : '';

const changedTransitions = [
  {
    guard: 'isUnchanged' as const,
    description: 'The same text (spaces aside): what is shown or asked for stands.',
  },
  {
    guard: 'isSuggestible' as const,
    target: '#searchSuggestions.waiting',
    reenter: true,
    description: 'Wait for a pause in typing; a call under way is dropped (its request aborted).',
    actions: 'keepText' as const,
  },
  {
    target: '#searchSuggestions.idle',
    description: 'Too short (or too long) to suggest for: nothing is shown.',
    actions: ['keepText' as const, 'clearSuggestions' as const],
  },
];

/**
 * The search box's suggestions as the shopper types (docs/requirements.md §2): after a pause in typing a text of
 * at least two characters, the products, categories and shops whose names hold it are asked for; a new text drops
 * the call under way. The last suggestions stay on view while the next are coming; a failed call shows none.
 */
export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
    tags: {} as 'loading',
  },
  actors: {
    fetchSuggestions: providedByApp<SearchSuggestions, SuggestionsQuery>('fetchSuggestions'),
  },
  delays: {
    typingPause: TYPING_PAUSE_MS,
  },
  guards: {
    isSuggestible: ({ event }) => isSuggestible(typedText(event)),
    isUnchanged: ({ context, event }) => typedText(event) === context.text,
  },
  actions: {
    keepText: assign({ text: ({ event }) => typedText(event) }),
    clearSuggestions: assign({ suggestions: NO_SUGGESTIONS, suggestedFor: '' }),
  },
}).createMachine({
  id: 'searchSuggestions',
  context: { text: '', suggestions: NO_SUGGESTIONS, suggestedFor: '' },
  initial: 'idle',
  on: {
    'suggestions.text.changed': changedTransitions,
    'suggestions.closed': {
      target: '.idle',
      description: 'Done with this text: a call under way is dropped; typing again asks again.',
      actions: ['clearSuggestions', assign({ text: '' })],
    },
  },
  states: {
    idle: {
      description: 'No text to suggest for: nothing is shown.',
    },
    waiting: {
      description: 'Typing: the suggestions are asked for once it pauses.',
      after: { typingPause: { target: 'loading' } },
    },
    loading: {
      description: 'Asking for the suggestions of the text; leaving aborts the call.',
      tags: ['loading'],
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ search: context.text }),
        onDone: {
          target: 'showing',
          actions: assign({
            suggestions: ({ event }) => event.output,
            suggestedFor: ({ context }) => context.text,
          }),
        },
        onError: {
          target: 'failed',
          description: 'The search box still searches: it only shows no suggestions.',
          actions: 'clearSuggestions',
        },
      },
    },
    showing: {
      description: 'The suggestions of the text are shown (perhaps none).',
    },
    failed: {
      description: 'The call failed: no suggestions, until the text changes.',
    },
  },
});
