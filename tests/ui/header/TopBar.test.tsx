import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopBar, type TopBarProps } from '../../../src/ui/layout/header/TopBar';

function renderTopBar(overrides: Partial<TopBarProps> = {}) {
  const props: TopBarProps = {
    settings: { multi_vendor: true, mobile: '+1 555 010 0000' },
    currencies: [
      { id: 1, name: 'USD', symbol: '$', rate_from_default: 1, is_default: true },
      { id: 2, name: 'EUR', symbol: '€', rate_from_default: 0.92, is_default: false },
    ],
    selectedCurrencyId: 1,
    onCurrencyChange: vi.fn(),
    languages: [
      { id: 1, name: 'en', title: 'English', direction: 'ltr' },
      { id: 2, name: 'ar', title: 'العربية', direction: 'rtl' },
    ],
    locale: 'en',
    onLocaleChange: vi.fn(),
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <TopBar {...props} />
    </I18nProvider>,
  );
  return props;
}

describe('TopBar', () => {
  it('links to the seller sign-up in multi-vendor mode only', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/shop/register');
  });

  it("opens the marketplace's own seller sign-up page in a new tab when the settings name one", () => {
    renderTopBar({
      settings: { multi_vendor: true, mobile: null, seller_register_url: 'https://sellers.example.com/join' },
    });
    const link = screen.getByRole('link', { name: /^Become a Seller\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://sellers.example.com/join');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the seller link on the storefront form when the sign-up page given is not a web address', () => {
    renderTopBar({ settings: { multi_vendor: true, mobile: null, seller_register_url: 'javascript:alert(1)' } });
    const link = screen.getByRole('link', { name: 'Become a Seller' });
    expect(link).toHaveAttribute('href', '/shop/register');
    expect(link).not.toHaveAttribute('target');
  });

  it('has no seller link when the shop is single-vendor', () => {
    renderTopBar({ settings: { multi_vendor: false, mobile: '+1 555 010 0000' } });
    expect(screen.queryByRole('link', { name: 'Become a Seller' })).not.toBeInTheDocument();
  });

  it('links the hotline number for calling', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Hotline: +1 555 010 0000' })).toHaveAttribute('href', 'tel:+15550100000');
  });

  it('shows no hotline when the shop has no phone number', () => {
    renderTopBar({ settings: { multi_vendor: true, mobile: null } });
    expect(screen.queryByRole('link', { name: /Hotline/ })).not.toBeInTheDocument();
  });

  it('shows the current currency and reports the one chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const props = renderTopBar();
    const picker = screen.getByRole('button', { name: /Currency/ });
    expect(picker).toHaveTextContent('USD ($)');

    picker.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: /Currency/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(props.onCurrencyChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('shows the current language by its title and reports the locale chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const props = renderTopBar();
    const picker = screen.getByRole('button', { name: /Language/ });
    expect(picker).toHaveTextContent('English');

    picker.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'العربية' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(props.onLocaleChange).toHaveBeenCalledExactlyOnceWith('ar');
  });

  it('does not report choosing the language already in use', async () => {
    const user = userEvent.setup();
    const props = renderTopBar();
    screen.getByRole('button', { name: /Language/ }).focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(props.onLocaleChange).not.toHaveBeenCalled();
  });
});
