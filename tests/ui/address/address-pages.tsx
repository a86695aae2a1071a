import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type RenderAddressOptions, renderWithAddresses } from './support';

export interface RenderAddressPageOptions extends RenderAddressOptions {
  /** The address the page is opened at. */
  path: string;
  /** The route pattern the page sits under. @default path */
  pattern?: string;
}

/**
 * Renders an address page as the app does, signed in as the demo customer over the fake address book, in an
 * in-memory router whose `url()` is the address shown now (links are routed through it).
 */
export async function renderAddressPage(
  page: ReactElement,
  { path, pattern = path, ...options }: RenderAddressPageOptions,
) {
  const location = memoryLocation({ path, record: true });
  const view = await renderWithAddresses(
    <Router hook={location.hook}>
      <RouterProvider navigate={(to) => location.navigate(to)}>
        <Route path={pattern}>{page}</Route>
      </RouterProvider>
    </Router>,
    options,
  );
  const history = location.history ?? [];
  return { ...view, url: () => history[history.length - 1] ?? path };
}
