import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { HOME_FIRST_PAGE } from '../../../common/first-screen-answers-format';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import { type LoadMoreInput, type LoadMorePage, loadMoreMachine } from '../../machines/load-more/load-more.machine';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';
import { useSessionSelector } from '../session/SessionProvider';

/** "Just for you" grows by this many products (two rows of five on wide screens), as /home's first page. */
export const JUST_FOR_YOU_PER_PAGE = HOME_FIRST_PAGE.per_page;

function useCatalogCalls() {
  const client = useApiClient();
  return useMemo(() => catalogEndpoints(client), [client]);
}

/** What /home gives, first page. Read again after a sign-in or out, so the wishlist hearts are the shopper's. */
export function useHome() {
  const catalog = useCatalogCalls();
  const signedIn = useSessionSelector(selectIsSignedIn);
  return useResource(
    (_params: { signedIn: boolean }, signal) => catalog.getHome(HOME_FIRST_PAGE, signal).then((answer) => answer.data),
    { signedIn },
  );
}

/** "Just for you" as a list that grows by pages, each next page asked of /home; `input` holds page 1. */
export function useJustForYou(input: LoadMoreInput) {
  const catalog = useCatalogCalls();
  const [logic] = useState(() =>
    loadMoreMachine.provide({
      actors: {
        loadPage: fromPromise<LoadMorePage, { page: number; perPage: number }>(({ input, signal }) =>
          catalog
            .getHome({ page: input.page, per_page: input.perPage }, signal)
            .then(({ data }) => ({ items: data.just_for_you.products, total: data.just_for_you.total })),
        ),
      },
    }),
  );
  return useActorRef(logic, { input });
}
