import { useLingui } from '@lingui/react/macro';
import { DialogTrigger } from '../../../kit/Dialog';
import { Drawer } from '../../../kit/Drawer';
import { HeaderBadgeButton } from '../HeaderBadgeButton';
import { type MobileMenuProps, SidePanelButton } from '../MobileMenu';
import { SiteMenu } from '../SiteMenu';
import { SidePanelContext } from '../side-panel';

/**
 * Small screens: a Menu button opening a side panel with the account slot, wishlist, cart and the site menu.
 * Following a link or pressing wishlist or cart closes it first; Escape closes it and focus goes back to the button.
 */
export function MobileMenu({ menus, account, wishlistCount, onWishlist, cartCount, onOpenCart }: MobileMenuProps) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <SidePanelButton />
      <Drawer title={t`Menu`}>
        {({ close }) => (
          <SidePanelContext value={{ close }}>
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
          </SidePanelContext>
        )}
      </Drawer>
    </DialogTrigger>
  );
}
