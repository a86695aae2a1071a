import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { MasterSettings } from '../../../src/machines/settings/settings.types';
import SellerRegisterPage from '../../../src/ui/pages/SellerRegisterPage';
import { masterSettings } from '../settings/master-settings';

/** /shop/register with these settings; its calls (the country list) answer an empty list. */
function renderPage(settings: Partial<MasterSettings>) {
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings(settings) }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  const fetch = async () =>
    new Response(JSON.stringify({ message: 'Countries', data: { countries: [] } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch: fetch as typeof globalThis.fetch });
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <ApiContext.Provider value={client}>
            <SellerRegisterPage />
          </ApiContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
}

describe('/shop/register', () => {
  it('shows the application form, named by the page heading, with the phone lengths of the settings', async () => {
    renderPage({ app_name: 'Test Market', seller_register_url: null, phone_min_length: 10, phone_max_length: 12 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Seller' })).toBeInTheDocument();
    expect(screen.getByText(/^Open your shop on Test Market\./)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Become a Seller' });
    expect(within(form).getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Digits only, 10 to 12. Choose a country for its code.',
    );
  });

  it("sends to the marketplace's own seller sign-up page instead, when the settings name one", async () => {
    renderPage({ app_name: 'Test Market', seller_register_url: 'https://sellers.example.com/join' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Seller' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^sign up to sell\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://sellers.example.com/join');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
