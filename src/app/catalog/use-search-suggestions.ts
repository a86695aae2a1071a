import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import {
  type SearchSuggestions,
  type SuggestionsQuery,
  searchSuggestionsMachine,
} from '../../machines/search-suggestions/search-suggestions.machine';
import { useApiClient } from '../session/ApiContext';

/**
 * The search box's suggestions (GET /search-suggestions) over the session's client; the call gets the actor's
 * signal, so a text typed after it aborts the request.
 */
export function useSearchSuggestions() {
  const client = useApiClient();
  const [logic] = useState(() => {
    const catalog = catalogEndpoints(client);
    return searchSuggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SearchSuggestions, SuggestionsQuery>(({ input, signal }) =>
          catalog.getSearchSuggestions(input, signal).then((answer) => answer.data),
        ),
      },
    });
  });
  return useActorRef(logic);
}
