import type { ReactNode } from 'react';
import type { Schema } from '../../../api/types';
import { LOGO_SIZE } from '../../../lib/logo-size';
import { Link } from '../../kit/Link';
import { CategoriesMenu } from './CategoriesMenu';
import { DownloadAppMenu } from './DownloadAppMenu';
import { HeaderBadgeButton } from './HeaderBadgeButton';
import { InlineSearch } from './InlineSearch';
import { MobileMenu } from './MobileMenu';
import { MobileSearchDialog } from './MobileSearchDialog';
import { SiteMenu } from './SiteMenu';

// Each control here that opens a menu or a panel (categories, the app download menu, and on small screens the side
// menu and the search dialog) is drawn by a stand-in until a shopper reaches for it: the code of the overlays comes
// then (HeaderOverlay.tsx). The search box is built only where it can be shown (InlineSearch.tsx).

export interface NavbarProps {
  settings: Pick<
    Schema<'MasterSettings'>,
    'app_name' | 'web_logo' | 'menus' | 'show_download_app' | 'google_playstore_link' | 'app_store_link'
  >;
  categories: Schema<'Category'>[];
  /** The shared search text. */
  searchText: string;
  onSearch: (text: string) => void;
  /** A search suggestion was chosen: its page's path (without it the search box suggests nothing). */
  onOpenSuggestion?: (path: string) => void;
  wishlistCount: number;
  onWishlist: () => void;
  cartCount: number;
  onOpenCart: () => void;
  /** The login button or the signed-in user's menu. */
  account: ReactNode;
}

/**
 * The navbar: logo, search, wishlist, cart and account; where the header is narrower than 48rem (a phone, or
 * text enlarged: a container query counts the shopper's rem) a search button and a side menu take the search
 * box's and the site menu's places. The bottom bar holds categories, the site menu and the
 * app download menu (when the shop enables it).
 */
export function Navbar({
  settings,
  categories,
  searchText,
  onSearch,
  onOpenSuggestion,
  wishlistCount,
  onWishlist,
  cartCount,
  onOpenCart,
  account,
}: NavbarProps) {
  return (
    <div className="bg-white text-gray-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3 @3xl:flex-nowrap @3xl:gap-6">
        <div className="@3xl:hidden">
          <MobileMenu
            menus={settings.menus}
            account={account}
            wishlistCount={wishlistCount}
            onWishlist={onWishlist}
            cartCount={cartCount}
            onOpenCart={onOpenCart}
          />
        </div>
        <Link href="/" variant="plain" className="shrink-0">
          <img src={settings.web_logo} alt={settings.app_name} width={160} height={40} className={LOGO_SIZE} />
        </Link>
        <InlineSearch
          searchText={searchText}
          onSearch={onSearch}
          onOpenSuggestion={onOpenSuggestion}
          className="hidden max-w-2xl flex-1 @3xl:flex"
        />
        <div className="ms-auto flex items-center gap-1">
          <div className="@3xl:hidden">
            <MobileSearchDialog searchText={searchText} onSearch={onSearch} onOpenSuggestion={onOpenSuggestion} />
          </div>
          <HeaderBadgeButton kind="wishlist" count={wishlistCount} onPress={onWishlist} className="@max-3xl:hidden" />
          <HeaderBadgeButton kind="cart" count={cartCount} onPress={onOpenCart} />
          <div className="@max-3xl:hidden">{account}</div>
        </div>
      </div>
      <div className="border-gray-200 border-t">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1 @3xl:gap-6">
          <CategoriesMenu categories={categories} />
          <div className="@max-3xl:hidden">
            <SiteMenu menus={settings.menus} orientation="horizontal" />
          </div>
          {settings.show_download_app && (
            <div className="ms-auto">
              <DownloadAppMenu settings={settings} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
