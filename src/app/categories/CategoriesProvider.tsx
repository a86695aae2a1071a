import { createActorContext } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { createApiClient } from '../../api/client';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import type { Schema } from '../../api/types';
import { resourceMachine } from '../../machines/resource/resource.machine';
import type { Inspect } from '../inspector';

type Category = Schema<'Category'>;

export const CategoriesActorContext = createActorContext(resourceMachine);

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
    resourceMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ signal }) => load(signal)) },
    }),
  );
  const [options] = useState(() => ({ systemId: 'categories', inspect, input: { params: ALL_CATEGORIES } }));
  return (
    <CategoriesActorContext.Provider logic={logic} options={options}>
      {children}
    </CategoriesActorContext.Provider>
  );
}

const NO_CATEGORIES: Category[] = [];

const categoriesOf = (snapshot: SnapshotFrom<typeof resourceMachine>) =>
  (snapshot.context.data as Category[] | null) ?? NO_CATEGORIES;

export function useCategories(): Category[] {
  return CategoriesActorContext.useSelector(categoriesOf);
}
