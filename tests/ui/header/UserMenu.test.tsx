import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CategoriesProvider } from '../../../src/app/categories/CategoriesProvider';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { User } from '../../../src/machines/session/session.types';
import HeaderBar from '../../../src/ui/layout/header/HeaderBar';
import { masterSettings } from '../settings/master-settings';
import { demoUser, fakeAuthDialogs, SessionTestProviders, startTestSession } from '../support/session';

const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

function renderHeader({ user = null, favoritesCount = 0 }: { user?: User | null; favoritesCount?: number } = {}) {
  const { actor, logout } = startTestSession({ user, favoritesCount });
  const authDialogs = fakeAuthDialogs();
  const location = memoryLocation({ path: '/', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <CategoriesProvider load={async () => []}>
            <SessionTestProviders session={actor} authDialogs={authDialogs}>
              <Router hook={location.hook}>
                <HeaderBar />
              </Router>
            </SessionTestProviders>
          </CategoriesProvider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { user: userEvent.setup(), actor, logout, authDialogs, location };
}

/** Moves focus with Tab alone until it reaches `element`. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== element; step++) await user.tab();
  expect(element).toHaveFocus();
}

/** The navbar's user menu button, named by the user. */
const findMenuButton = (name = demoUser.name) => screen.findByRole('button', { name });

async function openUserMenu(user: UserEvent) {
  await tabTo(user, await findMenuButton());
  await user.keyboard('{ArrowDown}');
  return screen.getByRole('menu', { name: demoUser.name });
}

/** Opens the menu and chooses Log Out with the arrow keys and Enter. */
async function chooseLogOut(user: UserEvent) {
  const menu = await openUserMenu(user);
  const logOut = within(menu).getByRole('menuitem', { name: 'Log Out' });
  while (document.activeElement !== logOut) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
  return screen.getByRole('alertdialog', { name: 'Log Out!' });
}

describe('header account for a visitor', () => {
  it('shows Login, which starts loading the dialogs on focus and opens the login dialog', async () => {
    const { user, authDialogs } = renderHeader();
    const login = await screen.findByRole('button', { name: 'Login' });
    await tabTo(user, login);
    expect(authDialogs.preload).toHaveBeenCalled();
    expect(authDialogs.open).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(screen.queryByRole('button', { name: demoUser.name })).not.toBeInTheDocument();
  });

  it('answers the wishlist with the login dialog, not the wishlist page', async () => {
    const { user, authDialogs, location } = renderHeader();
    await tabTo(user, await screen.findByRole('button', { name: 'Wishlist, 0 items' }));
    await user.keyboard('{Enter}');
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(location.history).toEqual(['/']);
  });

  it('closes the small-screen side panel before opening the login dialog', async () => {
    const { user, authDialogs } = renderHeader();
    await tabTo(user, await screen.findByRole('button', { name: 'Menu' }));
    await user.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await tabTo(user, panel.getByRole('button', { name: 'Login' }));
    await user.keyboard('{Enter}');
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('header account for a signed-in user', () => {
  it('counts the wishlist from the session and goes to the wishlist page', async () => {
    const { user, authDialogs, location } = renderHeader({ user: demoUser, favoritesCount: 3 });
    const wishlist = await screen.findByRole('button', { name: 'Wishlist, 3 items' });
    await tabTo(user, wishlist);
    await user.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/wishlist');
    expect(authDialogs.open).not.toHaveBeenCalled();
  });

  it("shows the user's photo and name, and a menu of the account pages and Log Out", async () => {
    const { user } = renderHeader({ user: demoUser });
    const button = await findMenuButton();
    expect(button.querySelector('img')).toHaveAttribute('src', '/media/users/1.svg');
    expect(button.querySelector('img')).toHaveAttribute('width', '32');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    const menu = within(await openUserMenu(user));
    expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    const links = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Order History', '/order-history'],
      ['My Profile', '/profile'],
      ['Change Password', '/change-password'],
      ['Log Out', null],
    ]);
  });

  it('shows an initial instead of a photo when the user has none', async () => {
    renderHeader({ user: { ...demoUser, name: 'ada Lovelace', profile_photo: null } });
    const button = await findMenuButton('ada Lovelace');
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent(/^Aada Lovelace$/);
  });

  it('asks for confirmation on Log Out; Cancel closes it, logs nobody out and returns focus to the menu button', async () => {
    const { user, actor, logout } = renderHeader({ user: demoUser });
    const confirmation = await chooseLogOut(user);
    expect(confirmation).toHaveAccessibleDescription('Logout Confirmation');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const cancel = within(confirmation).getByRole('button', { name: 'Cancel' });
    await tabTo(user, cancel);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: demoUser.name })).toHaveFocus());
    expect(logout).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
  });

  it('closes the confirmation with Escape and returns focus to the menu button', async () => {
    const { user, logout } = renderHeader({ user: demoUser });
    await chooseLogOut(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: demoUser.name })).toHaveFocus());
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out on Yes: the session calls the logout, and Login takes the menu’s place and its focus', async () => {
    const { user, actor, logout } = renderHeader({ user: demoUser });
    const confirmation = await chooseLogOut(user);
    await tabTo(user, within(confirmation).getByRole('button', { name: 'Yes' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logout).toHaveBeenCalledOnce();
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: demoUser.name })).not.toBeInTheDocument();
    expect(actor.getSnapshot().context.token).toBeNull();
    await waitFor(() => expect(login).toHaveFocus());
  });

  it('lists the same entries inline in the small-screen side panel', async () => {
    const { user } = renderHeader({ user: demoUser });
    await tabTo(user, await screen.findByRole('button', { name: 'Menu' }));
    await user.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(panel.getByText(demoUser.name)).toBeInTheDocument();
    const account = within(panel.getByRole('navigation', { name: 'My account' }));
    expect(account.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Order History', '/order-history'],
      ['My Profile', '/profile'],
      ['Change Password', '/change-password'],
    ]);
    expect(account.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(panel.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('confirms Log Out over the side panel: Escape closes the confirmation alone, Yes logs out', async () => {
    const { user, logout } = renderHeader({ user: demoUser });
    await tabTo(user, await screen.findByRole('button', { name: 'Menu' }));
    await user.keyboard('{Enter}');
    const panelElement = await screen.findByRole('dialog', { name: 'Menu' });
    const logOut = within(panelElement).getByRole('button', { name: 'Log Out' });
    await tabTo(user, logOut);
    await user.keyboard('{Enter}');

    const confirmation = screen.getByRole('alertdialog', { name: 'Log Out!' });
    expect(confirmation.id).not.toBe(panelElement.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await waitFor(() => expect(logOut).toHaveFocus());
    expect(logout).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await tabTo(
      user,
      within(screen.getByRole('alertdialog', { name: 'Log Out!' })).getByRole('button', { name: 'Yes' }),
    );
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledOnce();
    const panel = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(await panel.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });
});
