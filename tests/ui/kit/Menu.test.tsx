import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/kit/Button';
import { Dropdown, MenuItem, MenuSection } from '../../../src/ui/kit/Menu';
import { renderWithI18n } from './renderWithI18n';

function UserMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <Dropdown button={<Button variant="ghost">Account</Button>}>
      <MenuSection title="My account">
        <MenuItem href="/dashboard">Dashboard</MenuItem>
        <MenuItem href="/order-history">Order History</MenuItem>
      </MenuSection>
      <MenuSection title="Session">
        <MenuItem onAction={onLogout}>Log Out</MenuItem>
      </MenuSection>
    </Dropdown>
  );
}

describe('Dropdown menu', () => {
  it('opens from its button with the keyboard, moves with arrows and activates with Enter', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithI18n(<UserMenu onLogout={onLogout} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Order History' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('groups items in named sections and renders links as links', async () => {
    const { user } = renderWithI18n(<UserMenu onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const section = screen.getByRole('group', { name: 'My account' });
    expect(within(section).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('group', { name: 'Session' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderWithI18n(<UserMenu onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens external links in a new tab and disables a refused href', async () => {
    const scriptHref = 'javascript:alert(1)';
    const { user } = renderWithI18n(
      <Dropdown button={<Button>Download our app</Button>}>
        <MenuItem href="https://apps.apple.com/app/1" isExternal>
          App Store
        </MenuItem>
        <MenuItem href={scriptHref}>Bad</MenuItem>
      </Dropdown>,
    );
    await user.click(screen.getByRole('button', { name: 'Download our app' }));
    const external = screen.getByRole('menuitem', { name: /^App Store ?\(opens in a new tab\)$/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const refused = screen.getByRole('menuitem', { name: 'Bad' });
    expect(refused).not.toHaveAttribute('href');
    expect(refused).toHaveAttribute('aria-disabled', 'true');
  });
});
