import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Schema } from '../../../api/types';
import { Button, type ButtonProps } from '../../kit/Button';
import { MenuIcon } from '../../kit/Icon';
import { HeaderOverlay } from './HeaderOverlay';

export interface MobileMenuProps {
  menus: Schema<'MenuItem'>[];
  /** The login button or the signed-in user's menu. */
  account: ReactNode;
  wishlistCount: number;
  onWishlist: () => void;
  cartCount: number;
  onOpenCart: () => void;
}

/** The small screens' 'Menu' button, as the side panel (./overlays/MobileMenu.tsx) and its stand-in draw it. */
export function SidePanelButton(props: Omit<ButtonProps, 'children'>) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" aria-label={t`Menu`} {...props}>
      <MenuIcon />
    </Button>
  );
}

/** Small screens: a Menu button opening a side panel with the account slot, wishlist, cart and the site menu. */
export function MobileMenu(props: MobileMenuProps) {
  return (
    <HeaderOverlay standIn={(intent) => <SidePanelButton {...intent} aria-expanded={false} />}>
      {(overlays) => <overlays.MobileMenu {...props} />}
    </HeaderOverlay>
  );
}
