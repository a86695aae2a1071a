import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../kit/Button';
import { Link } from '../../../kit/Link';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../kit/Menu';
import { Popover } from '../../../kit/Popover';
import { UserAvatar } from '../../account/UserAvatar';
import { UserMenuButton, type UserMenuProps } from '../UserMenu';
import { LogoutConfirmDialog } from './LogoutConfirmDialog';

/** docs/requirements.md §2, 'Signed-in user menu'. */
const USER_MENU_LINKS: { href: string; label: MessageDescriptor }[] = [
  { href: '/dashboard', label: msg`Dashboard` },
  { href: '/order-history', label: msg`Order History` },
  { href: '/profile', label: msg`My Profile` },
  { href: '/change-password', label: msg`Change Password` },
];

/**
 * The signed-in user's photo and name with Dashboard, Order History, My Profile, Change Password and Log Out.
 * Log Out asks for confirmation first.
 */
export function UserMenu({ user, variant = 'dropdown', onNavigate }: UserMenuProps) {
  const { t, i18n } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const [isConfirming, setConfirming] = useState(false);

  // A menu closes itself (and drops its items) when Log Out is chosen, so the item that opened the
  // confirmation is gone when it closes: focus goes back to the menu button (inline, the Log Out button).
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (wasConfirming.current && !isConfirming) {
      root.current?.querySelector<HTMLElement>('[data-logout-opener]')?.focus();
    }
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  const confirmation = <LogoutConfirmDialog isOpen={isConfirming} onOpenChange={setConfirming} />;

  if (variant === 'inline') {
    return (
      <div ref={root}>
        <div className="flex items-center gap-3 px-2 py-2">
          <UserAvatar user={user} size={40} />
          <bdi className="min-w-0 truncate font-semibold">{user.name}</bdi>
        </div>
        <nav aria-label={t`My account`}>
          <ul className="flex flex-col">
            {USER_MENU_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  variant="standalone"
                  onPress={onNavigate}
                  className="min-h-11 w-full px-2 text-gray-900 hover:bg-gray-100"
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Button
                variant="ghost"
                data-logout-opener
                onPress={() => setConfirming(true)}
                className="w-full justify-start px-2 font-normal"
              >
                {t`Log Out`}
              </Button>
            </li>
          </ul>
        </nav>
        {confirmation}
      </div>
    );
  }

  return (
    <div ref={root}>
      <MenuTrigger>
        <UserMenuButton user={user} />
        <Popover placement="bottom end">
          <Menu>
            {USER_MENU_LINKS.map((link) => (
              <MenuItem key={link.href} id={link.href} href={link.href}>
                {i18n._(link.label)}
              </MenuItem>
            ))}
            <MenuSeparator />
            <MenuItem id="logout" onAction={() => setConfirming(true)}>
              {t`Log Out`}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {confirmation}
    </div>
  );
}
