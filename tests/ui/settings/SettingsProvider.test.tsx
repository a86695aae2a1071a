import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { activateLocale, i18n } from '../../../src/app/i18n';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { SettingsApi } from '../../../src/app/settings/settings-logic';
import {
  useCurrencies,
  useDirection,
  useMoney,
  useSettings,
  useSettingsActorRef,
} from '../../../src/app/settings/use-settings';
import type { MasterSettings } from '../../../src/machines/settings/settings.types';
import { masterSettings } from './master-settings';

/** A stand-in for the top bar: the shop name, a price, a total, and plain pickers that send the events. */
function Shop() {
  const settings = useSettings();
  const money = useMoney();
  const currencies = useCurrencies();
  const direction = useDirection();
  const settingsActor = useSettingsActorRef();
  const lines = [money.convertLine(10, 3), money.convert(5)];
  return (
    <main dir={direction}>
      <h1>{settings.app_name}</h1>
      <p>Price: {money.format(12.5)}</p>
      <p>Total: {money.formatTotal(lines)}</p>
      {currencies.map((currency) => (
        <button
          key={currency.id}
          type="button"
          onClick={() => settingsActor.send({ type: 'currency.select', currencyId: currency.id })}
        >
          {currency.name}
        </button>
      ))}
      <button type="button" onClick={() => settingsActor.send({ type: 'locale.select', locale: 'ar' })}>
        العربية
      </button>
      <p>
        <Trans>Try again</Trans>
      </p>
    </main>
  );
}

function fakeApi(answers: (MasterSettings | Error)[], strings: Record<string, string> | Error = {}) {
  let call = 0;
  return {
    getMaster: vi.fn(async () => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      if (!answer || answer instanceof Error) throw answer;
      return { message: 'Settings', data: answer };
    }),
    getLanguageStrings: vi.fn(async () => {
      if (strings instanceof Error) throw strings;
      return { message: 'Translations', data: strings };
    }),
  } satisfies SettingsApi;
}

function renderShop(api: SettingsApi, reloadPage = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={api} reloadPage={reloadPage}>
        <SettingsGate>
          <Shop />
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { reloadPage };
}

afterEach(async () => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('dir');
  await activateLocale('en');
});

describe('SettingsProvider and SettingsGate', () => {
  it('shows a loading status, then the shop with the theme colours and direction of /master', async () => {
    const master = masterSettings();
    renderShop(fakeApi([master]));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    expect(await screen.findByRole('heading', { name: 'Test Market' })).toBeInTheDocument();
    const rootStyle = document.documentElement.style;
    expect(rootStyle.getPropertyValue('--color-primary-50')).toBe(master.theme_colors['50']);
    expect(rootStyle.getPropertyValue('--color-primary-950')).toBe(master.theme_colors['950']);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('announces a failed load and loads again on Try again', async () => {
    const user = userEvent.setup();
    const api = fakeApi([new ApiError(500, 'Server Error'), masterSettings()]);
    renderShop(api);

    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Test Market' })).toBeInTheDocument();
    expect(api.getMaster).toHaveBeenCalledTimes(2);
  });

  it('shows amounts in the default currency, and in a chosen one that a reload keeps', async () => {
    const user = userEvent.setup();
    renderShop(fakeApi([masterSettings()]));
    expect(await screen.findByText('Price: $12.50')).toBeInTheDocument();
    expect(screen.getByText('Total: $35.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'EUR' }));
    expect(screen.getByText('Price: €11.50')).toBeInTheDocument();
    expect(screen.getByText('Total: €32.20')).toBeInTheDocument();
    expect(localStorage.getItem('currency')).toBe('2');
  });

  it('starts with the stored currency', async () => {
    localStorage.setItem('currency', '2');
    renderShop(fakeApi([masterSettings()]));
    expect(await screen.findByText('Price: €11.50')).toBeInTheDocument();
  });

  it('stores a chosen language, sets its direction and reloads the page', async () => {
    const user = userEvent.setup();
    const { reloadPage } = renderShop(fakeApi([masterSettings()]));
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('renders in the stored language with its direction', async () => {
    localStorage.setItem('locale', 'ar');
    await activateLocale('ar');
    renderShop(fakeApi([masterSettings()]));
    expect(await screen.findByText('حاول مرة أخرى')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('dir', 'rtl');
  });

  it('merges the server strings for the locale over the bundled ones', async () => {
    renderShop(fakeApi([masterSettings()], { 'Try again': 'Give it another go' }));
    expect(await screen.findByText('Give it another go')).toBeInTheDocument();
  });

  it('keeps the bundled strings when /lang fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderShop(fakeApi([masterSettings()], new ApiError(404, 'Not Found')));
    expect(await screen.findByRole('heading', { name: 'Test Market' })).toBeInTheDocument();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
