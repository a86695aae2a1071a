import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { Answer } from '../../../src/api/types';
import { ApiContext } from '../../../src/app/session/ApiContext';

export type Suggestions = Answer<'getSearchSuggestions'>['data'];

/** Suggestions as the reference API answers them for "hea": two products, a category, a shop. */
export const HEA: Suggestions = {
  products: [
    { id: 31, name: 'Wireless Noise-Cancelling Headphones', thumbnail: '/media/products/31-1.svg' },
    { id: 34, name: 'Studio Over-Ear Headphones', thumbnail: '/media/products/34-1.svg' },
  ],
  categories: [{ id: 6, name: 'Beauty & Health', slug: 'beauty-health' }],
  shops: [{ id: 9, name: 'Heather Home', logo: '/media/shops/9-logo.svg' }],
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One request to the fake server: its search text, and its signal (aborted when a newer text replaced it). */
export interface SuggestionRequest {
  search: string | null;
  signal: AbortSignal;
  headers: Headers;
}

export type Answering = (search: string) => Response | Promise<Response>;

/**
 * Renders `ui` as the app does for the header: Lingui and the session's API client, over a fake server whose
 * /search-suggestions answers with `answering` and records every request.
 */
export function renderWithSuggestions(ui: ReactElement, answering: Answering = () => json(200, okAnswer(HEA))) {
  const requests: SuggestionRequest[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/search-suggestions') return json(404, { message: 'Not found.' });
    const search = url.searchParams.get('search');
    requests.push({ search, signal: request.signal, headers: request.headers });
    return answering(search ?? '');
  };
  const client = createApiClient({
    baseUrl: 'http://storefront.test/api',
    fetch: fetch as typeof globalThis.fetch,
    getToken: () => 'tok-1',
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <ApiContext.Provider value={client}>{ui}</ApiContext.Provider>
    </I18nProvider>,
  );
  return { ...result, user: userEvent.setup(), requests };
}

export const okAnswer = (data: Suggestions) => ({ message: 'Search suggestions', data });

export const searchProps = () => ({ searchText: '', onSearch: vi.fn(), onOpenSuggestion: vi.fn() });
