import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RouterProvider } from 'react-aria-components';
import { toast } from 'react-hot-toast/headless';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../src/api/client';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { AppToaster } from '../../../src/ui/toasts/AppToaster';

/** An answer of the fake server: a status and a JSON body. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type FakeServer = (url: URL, request: Request) => Response | Promise<Response>;

export interface RenderPageOptions {
  /** The route pattern the page is mounted under, as in `src/app/routes.ts`. */
  route: string;
  /** The address to open. */
  path: string;
  server: FakeServer;
}

/**
 * Renders a page as the app does: Lingui, the session's API client (over a fake server that records every
 * request), wouter on a memory location, React Aria's router for kit links, and the toaster.
 */
export function renderPage(Page: ComponentType, { route, path, server }: RenderPageOptions) {
  // react-hot-toast asks for prefers-reduced-motion, which jsdom does not implement.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
    return server(url, request);
  };
  const client = createApiClient({ baseUrl: 'http://storefront.test/api', fetch: fetch as typeof globalThis.fetch });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <I18nProvider i18n={i18n}>
      <ApiContext.Provider value={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <RouterProvider navigate={location.navigate}>
            <Route path={route}>
              <Page />
            </Route>
          </RouterProvider>
        </Router>
        <AppToaster direction="ltr" />
      </ApiContext.Provider>
    </I18nProvider>,
  );
  return { ...result, user: userEvent.setup(), requests, location };
}

/** Clears toasts and stubs between tests. */
export function cleanUpPage() {
  act(() => toast.remove());
  vi.unstubAllGlobals();
}
