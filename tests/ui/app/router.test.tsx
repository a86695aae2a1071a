import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../src/api/client';
import { AppRouter } from '../../../src/app/AppRouter';
import { AppNameContext } from '../../../src/app/app-name';
import { CategoriesProvider } from '../../../src/app/categories/CategoriesProvider';
import { ROUTES } from '../../../src/app/routes';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { User } from '../../../src/machines/session/session.types';
import { masterSettings } from '../settings/master-settings';
import { demoUser, fakeAuthDialogs, SessionTestProviders, startTestSession } from '../support/session';

const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings({ app_name: 'Storefront Market' }) }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

// Pages read the contract through the session's client; here no call answers, so each shows its frame.
const pendingApi = createApiClient({ fetch: () => new Promise<Response>(() => {}) });

// A built page is a chunk of its own, which the test environment compiles on first use.
const PAGE_CHUNK = { timeout: 4000 };

function renderAt(path: string, user: User | null = null) {
  const location = memoryLocation({ path, record: true });
  const { actor: session } = startTestSession({ user });
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <AppNameContext.Provider value="Storefront Market">
            <SessionTestProviders session={session} authDialogs={fakeAuthDialogs()}>
              <ApiContext.Provider value={pendingApi}>
                <CategoriesProvider load={async () => []}>
                  <Router hook={location.hook}>
                    <RouterProvider navigate={(to) => location.navigate(to)}>
                      <AppRouter />
                    </RouterProvider>
                  </Router>
                </CategoriesProvider>
              </ApiContext.Provider>
            </SessionTestProviders>
          </AppNameContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return location;
}

/** A concrete address for a route pattern (`/shops/:id` → `/shops/7`). */
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, '7');

describe('the routes of docs/requirements.md §2', () => {
  const notBuilt = ROUTES.filter((route) => route.page === null && route.layout !== 'account');

  it.each(notBuilt.map((route) => [concrete(route.path), route]))(
    '%s shows its title, says it is not available yet, and names the tab',
    async (path, route) => {
      renderAt(path);
      const title = i18n._(route.title ?? { id: '' });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
      expect(document.title).toBe(`${title} - Storefront Market`);
    },
  );

  it('shows the shop name on the home page, and the app name alone as the title', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Storefront Market' }, PAGE_CHUNK)).toBeInTheDocument();
    expect(document.title).toBe('Storefront Market');
  });

  it('shows the not-found screen for any other path, without the site header', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // The title is the screen's effect: on a busy machine it may land a moment after the heading.
    await waitFor(() => expect(document.title).toBe('Page Not Found - Storefront Market'));
  });

  it.each(ROUTES.filter((route) => route.layout === 'account').map((route) => concrete(route.path)))(
    'sends a visitor from %s to the home page',
    async (path) => {
      const location = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Storefront Market' })).toBeInTheDocument();
      expect(location.history?.at(-1)).toBe('/');
    },
  );

  it('shows an account page to a signed-in customer, with the footer line', async () => {
    renderAt('/dashboard', demoUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`${new Date().getFullYear()} All rights reserved`);
  });

  it('keeps the focus on the side menu link followed with Enter, while the next account page opens', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', demoUser);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_CHUNK);
    const link = within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', {
      name: 'Manage Address',
    });
    link.focus();
    await user.keyboard('{Enter}');
    // A chunk not yet compiled in this run: allow for its first compile.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Manage Address' }, { timeout: 8000 });
    expect(heading).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveFocus();
  });

  it('puts the keyboard first on a link that skips to the content', async () => {
    renderAt('/products');
    await screen.findByRole('heading', { level: 1, name: 'Products' }, PAGE_CHUNK);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });
});
