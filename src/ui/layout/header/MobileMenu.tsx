import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Schema } from '../../../api/types';
import { Button } from '../../kit/Button';
import { DialogTrigger } from '../../kit/Dialog';
import { Drawer } from '../../kit/Drawer';
import { MenuIcon } from '../../kit/Icon';
import { HeaderBadgeButton } from './HeaderBadgeButton';
import { SiteMenu } from './SiteMenu';

export interface MobileMenuProps {
  menus: Schema<'MenuItem'>[];
  /** The login button or the signed-in user's menu. */
  account: ReactNode;
  wishlistCount: number;
  onWishlist: () => void;
  cartCount: number;
  onOpenCart: () => void;
}

/**
 * Small screens: a Menu button opening a side panel with the account slot, wishlist, cart and the site menu.
 * Following a link or pressing wishlist or cart closes it first; Escape closes it and focus goes back to the button.
 */
export function MobileMenu({ menus, account, wishlistCount, onWishlist, cartCount, onOpenCart }: MobileMenuProps) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button variant="ghost" size="icon" aria-label={t`Menu`}>
        <MenuIcon />
      </Button>
      <Drawer title={t`Menu`}>
        {({ close }) => (
          <>
            <div>{account}</div>
            <ul className="flex flex-col border-gray-200 border-y py-2">
              <li>
                <HeaderBadgeButton
                  kind="wishlist"
                  count={wishlistCount}
                  showText
                  onPress={() => {
                    close();
                    onWishlist();
                  }}
                />
              </li>
              <li>
                <HeaderBadgeButton
                  kind="cart"
                  count={cartCount}
                  showText
                  onPress={() => {
                    close();
                    onOpenCart();
                  }}
                />
              </li>
            </ul>
            <SiteMenu menus={menus} orientation="vertical" onNavigate={close} />
          </>
        )}
      </Drawer>
    </DialogTrigger>
  );
}
