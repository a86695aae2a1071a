import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Navbar, type NavbarProps } from '../../../src/ui/layout/header/Navbar';

const settings: NavbarProps['settings'] = {
  app_name: 'Storefront Market',
  web_logo: '/media/settings/logo.svg',
  show_download_app: true,
  google_playstore_link: 'https://play.google.com/store/apps/details?id=market',
  app_store_link: 'https://apps.apple.com/app/market/id1',
  menus: [
    { id: 1, name: 'Shops', url: '/shops', target: '_self', is_external: false },
    { id: 2, name: 'Help Center', url: 'https://help.example.com', target: '_blank', is_external: true },
    { id: 3, name: 'Trap', url: 'javascript:alert(1)', target: '_self', is_external: true },
    { id: 4, name: 'Elsewhere', url: '//evil.example.com', target: '_self', is_external: false },
  ],
};

const categories: NavbarProps['categories'] = [
  {
    id: 1,
    name: 'Fresh Food',
    slug: 'fresh-food',
    thumbnail: '/media/c/1.svg',
    sub_categories: [
      { id: 3, name: 'Apples', slug: 'apples', thumbnail: '/media/s/3.svg' },
      { id: 4, name: 'Bread', slug: 'bread', thumbnail: '/media/s/4.svg' },
    ],
  },
  { id: 2, name: 'Gift Cards', slug: 'gift-cards', thumbnail: '/media/c/2.svg', sub_categories: [] },
];

function renderNavbar(overrides: Partial<NavbarProps> = {}) {
  const props: NavbarProps = {
    settings,
    categories,
    searchText: '',
    onSearch: vi.fn(),
    wishlistCount: 3,
    onWishlist: vi.fn(),
    cartCount: 1,
    onOpenCart: vi.fn(),
    account: <button type="button">Log in</button>,
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <Navbar {...props} />
    </I18nProvider>,
  );
  return props;
}

const newTab = (text: string) => new RegExp(`^${text}\\s*\\(opens in a new tab\\)$`);

describe('Navbar', () => {
  it('shows the logo, named by the shop, linking home', () => {
    renderNavbar();
    const logo = screen.getByRole('img', { name: 'Storefront Market' });
    expect(logo).toHaveAttribute('src', '/media/settings/logo.svg');
    expect(screen.getByRole('link', { name: 'Storefront Market' })).toHaveAttribute('href', '/');
  });

  it('searches with Enter, starting from the shared search text', async () => {
    const user = userEvent.setup();
    const props = renderNavbar({ searchText: 'tea' });
    const search = within(screen.getByRole('search'));
    const input = search.getByRole('searchbox', { name: 'Search products' });
    expect(input).toHaveValue('tea');
    await user.clear(input);
    await user.type(input, ' green apples {Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith('green apples');
  });

  it('searches with the Search button', async () => {
    const user = userEvent.setup();
    const props = renderNavbar();
    const search = within(screen.getByRole('search'));
    await user.type(search.getByRole('searchbox', { name: 'Search products' }), 'bread');
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith('bread');
  });

  it('names the wishlist and cart buttons with their counts and reports presses', async () => {
    const user = userEvent.setup();
    const props = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Wishlist, 3 items' }));
    expect(props.onWishlist).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    expect(props.onOpenCart).toHaveBeenCalledOnce();
  });

  it('shows the account slot', () => {
    renderNavbar();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens the categories with the keyboard, and a subcategory flyout with its link', async () => {
    const user = userEvent.setup();
    renderNavbar();
    screen.getByRole('button', { name: 'Categories' }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Categories' });
    expect(within(menu).getByRole('menuitem', { name: 'Gift Cards' })).toHaveAttribute(
      'href',
      '/categories/gift-cards',
    );

    expect(within(menu).getByRole('menuitem', { name: 'Fresh Food' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const flyout = screen.getByRole('menu', { name: 'Fresh Food' });
    expect(within(flyout).getByRole('menuitem', { name: 'All Fresh Food' })).toHaveAttribute(
      'href',
      '/categories/fresh-food',
    );
    expect(within(flyout).getByRole('menuitem', { name: 'Apples' })).toHaveAttribute(
      'href',
      '/categories/1?subcategory=3',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Fresh Food' })).not.toBeInTheDocument();
  });

  it('shows the site menu: internal links in the app, external ones safely, unsafe ones not at all', () => {
    renderNavbar();
    const nav = within(screen.getByRole('navigation', { name: 'Site menu' }));
    expect(nav.getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/shops');
    const help = nav.getByRole('link', { name: newTab('Help Center') });
    expect(help).toHaveAttribute('href', 'https://help.example.com/');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Trap')).not.toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('offers the app store links when the shop enables the download menu', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Download our app' }));
    const menu = screen.getByRole('menu', { name: 'Download our app' });
    expect(within(menu).getByRole('menuitem', { name: newTab('Get it on Google Play') })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=market',
    );
    expect(within(menu).getByRole('menuitem', { name: newTab('Download on the App Store') })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('has no download menu when the shop turns it off', () => {
    renderNavbar({ settings: { ...settings, show_download_app: false } });
    expect(screen.queryByRole('button', { name: 'Download our app' })).not.toBeInTheDocument();
  });

  it('searches from the mobile search dialog, which then closes', async () => {
    const user = userEvent.setup();
    const props = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Search' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Search products' }), 'milk{Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith('milk');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('opens the mobile side menu with the account, wishlist, cart and site menu; Escape closes it', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const drawer = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Wishlist, 3 items' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/shops');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    // The dialog hands focus back once it has unmounted.
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('closes the side menu before opening the cart', async () => {
    const user = userEvent.setup();
    const props = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Cart, 1 item' }),
    );
    expect(props.onOpenCart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
