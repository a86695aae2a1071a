import { createActorContext } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { fromPromise } from 'xstate';
import { createApiClient } from '../../api/client';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import { type Category, categoriesMachine } from '../../machines/categories/categories.machine';
import type { Inspect } from '../inspector';

export const CategoriesActorContext = createActorContext(categoriesMachine);

/** Enough for the header's grid: every category with its sub-categories. */
const ALL_CATEGORIES = { page: 1, per_page: 100 };

export interface CategoriesProviderProps {
  children: ReactNode;
  inspect?: Inspect;
  /** Loads the categories; the real endpoint unless a test passes a fake. */
  load?: (signal: AbortSignal) => Promise<Category[]>;
}

function loadFromApi(signal: AbortSignal): Promise<Category[]> {
  return catalogEndpoints(createApiClient())
    .listCategories(ALL_CATEGORIES, signal)
    .then((body) => body.data.categories);
}

/** Starts the categories actor (systemId `categories`) on the real endpoint. */
export function CategoriesProvider({ children, inspect, load = loadFromApi }: CategoriesProviderProps) {
  const [logic] = useState(() =>
    categoriesMachine.provide({
      actors: { loadCategories: fromPromise<Category[]>(({ signal }) => load(signal)) },
    }),
  );
  const [options] = useState(() => ({ systemId: 'categories', inspect }));
  return (
    <CategoriesActorContext.Provider logic={logic} options={options}>
      {children}
    </CategoriesActorContext.Provider>
  );
}

export function useCategories(): Category[] {
  return CategoriesActorContext.useSelector((snapshot) => snapshot.context.categories);
}
