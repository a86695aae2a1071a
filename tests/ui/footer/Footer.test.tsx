import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/api/types';
import { Footer } from '../../../src/ui/layout/footer/Footer';
import type { FooterSettings } from '../../../src/ui/layout/footer/FooterItem';

type Item = Schema<'FooterItem'>;

/** A new-tab link's name: its text plus the kit's hidden "(opens in a new tab)". */
const newTab = (text: string) => new RegExp(`^${text}\\s*\\(opens in a new tab\\)$`);
const item = (
  id: number,
  type: Item['type'],
  title: string | null,
  url: string | null,
  target: Item['target'] = null,
) => ({
  id,
  type,
  title,
  url,
  target,
});

const settings: FooterSettings = {
  app_name: 'Storefront Market',
  web_logo: '/media/settings/logo.svg',
  web_footer_logo: '/media/settings/logo-white.svg',
  web_footer_text: null,
  web_show_footer: true,
  footer_qr: '/media/settings/app-qr.svg',
  google_playstore_link: 'https://play.google.com/store/apps/details?id=market',
  app_store_link: 'https://apps.apple.com/app/market/id1',
  social_links: [
    { name: 'facebook', link: 'https://www.facebook.com/market', logo: '/media/social/facebook.svg' },
    { name: 'sneaky', link: 'javascript:alert(1)', logo: '/media/social/x.svg' },
  ],
  footers: [
    {
      id: 1,
      title: 'Storefront Market',
      items: [
        item(1, 'logo', null, '/', '_self'),
        item(2, 'text', 'Independent shops, one basket.', null),
        item(3, 'social_links', 'Follow us', null),
      ],
    },
    {
      id: 2,
      title: 'Company',
      items: [
        item(4, 'link', 'About Us', '/about-us', '_self'),
        item(5, 'link', 'Help Center', 'https://help.example.com', '_blank'),
        item(6, 'link', 'Evil', 'javascript:alert(1)', '_self'),
        item(7, 'link', 'Elsewhere', '//evil.example.com', '_self'),
        item(8, 'email', 'support@example.com', 'mailto:support@example.com'),
        item(9, 'phone', '+1 555 010 0000', 'tel:+15550100000'),
        item(11, 'email', 'Write to us', 'javascript:alert(1)'),
      ],
    },
    { id: 3, title: 'Get the app', items: [item(10, 'app_store', 'Shop on the go', null, '_blank')] },
  ],
};

function renderFooter(overrides: Partial<FooterSettings> = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <Footer settings={{ ...settings, ...overrides }} />
    </I18nProvider>,
  );
}

describe('Footer', () => {
  it('shows the logo as an image named by the shop, linking home', () => {
    renderFooter();
    const logo = screen.getByRole('img', { name: 'Storefront Market' });
    expect(logo).toHaveAttribute('src', '/media/settings/logo-white.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows text entries and the column titles as headings', () => {
    renderFooter();
    expect(screen.getByText('Independent shops, one basket.')).toBeInTheDocument();
    // A collapsible column's title is a button for phones and plain text from 640 px; jsdom applies no CSS, so both count.
    expect(screen.getByRole('heading', { level: 2, name: /^Company/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Get the app' })).toBeInTheDocument();
  });

  it('links e-mail and phone entries with mailto and tel', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(screen.getByRole('link', { name: '+1 555 010 0000' })).toHaveAttribute('href', 'tel:+15550100000');
  });

  it('shows the social links by name, in a new tab, and drops an unsafe one', () => {
    renderFooter();
    const facebook = screen.getByRole('link', { name: newTab('facebook') });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/market');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /sneaky/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'sneaky' })).not.toBeInTheDocument();
  });

  it('shows the app QR code and the store links', () => {
    renderFooter();
    expect(screen.getByRole('img', { name: 'Scan to download the app' })).toHaveAttribute(
      'src',
      '/media/settings/app-qr.svg',
    );
    expect(screen.getByRole('link', { name: newTab('Get it on Google Play') })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=market',
    );
    expect(screen.getByRole('link', { name: newTab('Download on the App Store') })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/market/id1',
    );
  });

  it('leaves out a store link that is not a web address', () => {
    renderFooter({ app_store_link: 'data:text/html,<script>alert(1)</script>' });
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });

  it('links internal pages in the app and external ones safely, and drops unsafe links', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    const help = screen.getByRole('link', { name: newTab('Help Center') });
    expect(help).toHaveAttribute('href', 'https://help.example.com/');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Evil')).not.toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(screen.queryByText('Write to us')).not.toBeInTheDocument();
    // Dropped entries leave no empty list items behind.
    const company = document.getElementById(
      screen.getByRole('button', { name: 'Company' }).getAttribute('aria-controls') ?? '',
    );
    expect(within(company as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });

  it("sends its link to the seller form to the marketplace's own sign-up page, in a new tab, when the settings name one", () => {
    const sell = {
      id: 5,
      title: 'Sell with us',
      items: [item(20, 'link', 'Become a Seller', '/shop/register', '_self')],
    };
    renderFooter({ footers: [...settings.footers, sell], seller_register_url: 'https://sellers.example.com/join' });
    const seller = screen.getByRole('link', { name: newTab('Become a Seller') });
    expect(seller).toHaveAttribute('href', 'https://sellers.example.com/join');
    expect(seller).toHaveAttribute('target', '_blank');
    expect(seller).toHaveAttribute('rel', 'noopener noreferrer');
    // Other site links stay in the app.
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  it('keeps the link to the seller form in the app without a sign-up page that is a web address', () => {
    const sell = {
      id: 5,
      title: 'Sell with us',
      items: [item(20, 'link', 'Become a Seller', '/shop/register', '_self')],
    };
    for (const url of [null, 'javascript:alert(1)']) {
      const view = renderFooter({ footers: [sell], seller_register_url: url });
      const seller = screen.getByRole('link', { name: 'Become a Seller' });
      expect(seller).toHaveAttribute('href', '/shop/register');
      expect(seller).not.toHaveAttribute('target');
      view.unmount();
    }
  });

  it('collapses a link list behind its title button, which toggles it', async () => {
    const user = userEvent.setup();
    renderFooter();
    const toggle = screen.getByRole('button', { name: 'Company' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByRole('link', { name: 'About Us' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not collapse columns that are not link lists', () => {
    renderFooter();
    expect(screen.queryByRole('button', { name: 'Storefront Market' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('hides the columns when the shop turns the footer off, keeping the bottom line', () => {
    renderFooter({ web_show_footer: false });
    expect(screen.queryByRole('heading', { name: /Company/ })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} All rights reserved`);
  });

  it("shows the year and the shop's footer text, without a second ©", () => {
    renderFooter({ web_footer_text: '© Storefront Market. Since 2020.' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      new RegExp(`© ${new Date().getFullYear()} Storefront Market\\. Since 2020\\.$`),
    );
  });
});
