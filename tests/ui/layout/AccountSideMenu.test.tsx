import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CategoriesProvider } from '../../../src/app/categories/CategoriesProvider';
import { ChatActorContext } from '../../../src/app/chat/chat-actor-context';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import { AccountLayout } from '../../../src/ui/layout/AccountLayout';
import { AccountSideMenu, type AccountSideMenuProps } from '../../../src/ui/layout/account/AccountSideMenu';
import { fakeChatServer, greenLeaf, startChat } from '../../machines/chat/chat.fakes';
import { masterSettings } from '../settings/master-settings';
import { demoUser, fakeAuthDialogs, SessionTestProviders, startTestSession } from '../support/session';

function renderSideMenu(path: string, props: Partial<AccountSideMenuProps> = {}) {
  const location = memoryLocation({ path });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <AccountSideMenu user={demoUser} {...props} />
      </Router>
    </I18nProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

const ENTRIES = [
  ['Dashboard', '/dashboard'],
  ['Order History', '/order-history'],
  ['Return Orders', '/returned-order-history'],
  ['Wishlist', '/wishlist'],
  ['Message', '/massages'],
  ['My Profile', '/profile'],
  ['Manage Address', '/manage-address'],
  ['Support Ticket', '/support-tickets'],
  ['Change Password', '/change-password'],
  ['Terms & Conditions', '/terms-and-conditions'],
  ['Privacy Policy', '/privacy-policy'],
];

describe('AccountSideMenu', () => {
  it('links every account page of docs/requirements.md §2, in its order', () => {
    const menu = renderSideMenu('/dashboard');
    const links = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(ENTRIES);
  });

  it("shows the customer's photo, name and phone", () => {
    const menu = renderSideMenu('/dashboard');
    expect(menu.getByText('Sam Shopper')).toBeInTheDocument();
    expect(menu.getByText('+1 555 010 0001')).toBeInTheDocument();
    const photo = screen.getByRole('navigation', { name: 'Account' }).querySelector('img');
    expect(photo).toHaveAttribute('src', '/media/users/1.svg');
    expect(photo).toHaveAttribute('width', '56');
    expect(photo).toHaveAttribute('height', '56');
  });

  it('shows an initial without a photo, and no phone line without a phone', () => {
    const menu = renderSideMenu('/dashboard', { user: { ...demoUser, profile_photo: null, phone: null } });
    expect(screen.getByRole('navigation', { name: 'Account' }).querySelector('img')).toBeNull();
    expect(menu.getByText('S')).toBeInTheDocument();
    expect(menu.queryByText(/5550100001/)).not.toBeInTheDocument();
  });

  it.each(ENTRIES)('marks %s as the current page at %s, and no other entry', (name, path) => {
    const menu = renderSideMenu(path as string);
    const current = menu.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current).toEqual([menu.getByRole('link', { name: new RegExp(`^${name}`) })]);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/order-history/7', 'Order History'],
    ['/return-product/7', 'Order History'],
    ['/returned-order-history/7', 'Return Orders'],
    ['/manage-address/new', 'Manage Address'],
    ['/support-ticket/T-1001', 'Support Ticket'],
  ])('at %s marks the %s section, but not as the page', (path, name) => {
    const menu = renderSideMenu(path);
    const current = menu.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current).toEqual([menu.getByRole('link', { name })]);
    expect(current[0]).toHaveAttribute('aria-current', 'true');
  });

  it('counts unread messages on the Message entry only when there are any', () => {
    const menu = renderSideMenu('/dashboard', { unreadCount: 3 });
    const message = menu.getByRole('link', { name: 'Message, 3 unread messages' });
    expect(message).toHaveAttribute('href', '/massages');
    expect(message).toHaveTextContent(/^Message3$/);
  });

  it('shows no badge at zero', () => {
    const menu = renderSideMenu('/dashboard', { unreadCount: 0 });
    const message = menu.getByRole('link', { name: 'Message' });
    expect(message).toHaveTextContent(/^Message$/);
  });
});

describe('AccountLayout', () => {
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };

  it('puts the side menu, with the session user, before the page content', async () => {
    const { actor } = startTestSession({ user: demoUser });
    const location = memoryLocation({ path: '/profile' });
    render(
      <I18nProvider i18n={i18n}>
        <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
          <SettingsGate>
            <CategoriesProvider load={async () => []}>
              <SessionTestProviders session={actor} authDialogs={fakeAuthDialogs()}>
                <Router hook={location.hook}>
                  <AccountLayout>
                    <h1>My Profile</h1>
                  </AccountLayout>
                </Router>
              </SessionTestProviders>
            </CategoriesProvider>
          </SettingsGate>
        </SettingsProvider>
      </I18nProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(main).not.toContainElement(nav);
    expect(nav.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(nav).getByText('Sam Shopper')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    // The header's user menu (its code loads after the first paint).
    expect(await screen.findByRole('button', { name: 'Sam Shopper' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows the chat's unread count on Message, rising when a shop writes", async () => {
    const { actor } = startTestSession({ user: demoUser });
    const chat = startChat({ server: fakeChatServer({ unread: 2 }) });
    const location = memoryLocation({ path: '/order-history' });
    render(
      <I18nProvider i18n={i18n}>
        <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
          <SettingsGate>
            <CategoriesProvider load={async () => []}>
              <SessionTestProviders session={actor} authDialogs={fakeAuthDialogs()}>
                <ChatActorContext.Provider value={chat.actor}>
                  <Router hook={location.hook}>
                    <AccountLayout>
                      <h1>Order History</h1>
                    </AccountLayout>
                  </Router>
                </ChatActorContext.Provider>
              </SessionTestProviders>
            </CategoriesProvider>
          </SettingsGate>
        </SettingsProvider>
      </I18nProvider>,
    );
    const nav = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(await nav.findByRole('link', { name: 'Message, 2 unread messages' })).toHaveAttribute('href', '/massages');
    chat.server.shopWrites(greenLeaf, 'Your order is packed.');
    act(() => chat.live.deliver());
    expect(await nav.findByRole('link', { name: 'Message, 3 unread messages' })).toBeInTheDocument();
  });
});
