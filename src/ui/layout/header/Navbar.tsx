import { type ReactNode, Suspense } from 'react';
import type { Schema } from '../../../api/types';
import { lazyRetrying } from '../../../app/lazy-retrying';
import { Link } from '../../kit/Link';
import { DownloadAppMenu } from './DownloadAppMenu';
import { HeaderBadgeButton } from './HeaderBadgeButton';
import { SearchBox } from './SearchBox';
import { SiteMenu } from './SiteMenu';

// The categories grid and the phone-only side menu and search dialog are chunks of their own, so the
// header's code stays small; a same-sized space holds their place for the moment they take to load.
const CategoriesMenu = lazyRetrying(() =>
  import('./CategoriesMenu').then((module) => ({ default: module.CategoriesMenu })),
);
const MobileMenu = lazyRetrying(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));
const MobileSearchDialog = lazyRetrying(() =>
  import('./MobileSearchDialog').then((module) => ({ default: module.MobileSearchDialog })),
);
// A block, as tall as the button it stands for: an inline box would sit on the text baseline and add the
// space under it, so the row would shrink when the button arrives.
const buttonSpace = <span className="block size-11" />;

export interface NavbarProps {
  settings: Pick<
    Schema<'MasterSettings'>,
    'app_name' | 'web_logo' | 'menus' | 'show_download_app' | 'google_playstore_link' | 'app_store_link'
  >;
  categories: Schema<'Category'>[];
  /** The shared search text. */
  searchText: string;
  onSearch: (text: string) => void;
  wishlistCount: number;
  onWishlist: () => void;
  cartCount: number;
  onOpenCart: () => void;
  /** The login button or the signed-in user's menu. */
  account: ReactNode;
}

/**
 * The navbar: logo, search, wishlist, cart and account; below `md` a search button and a side menu take
 * the search box's and the site menu's places. The bottom bar holds categories, the site menu and the
 * app download menu (when the shop enables it).
 */
export function Navbar({
  settings,
  categories,
  searchText,
  onSearch,
  wishlistCount,
  onWishlist,
  cartCount,
  onOpenCart,
  account,
}: NavbarProps) {
  return (
    <div className="bg-white text-gray-900">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 md:gap-6">
        <div className="md:hidden">
          <Suspense fallback={buttonSpace}>
            <MobileMenu
              menus={settings.menus}
              account={account}
              wishlistCount={wishlistCount}
              onWishlist={onWishlist}
              cartCount={cartCount}
              onOpenCart={onOpenCart}
            />
          </Suspense>
        </div>
        <Link href="/" variant="plain" className="shrink-0">
          <img src={settings.web_logo} alt={settings.app_name} width={160} height={40} className="h-10 w-auto" />
        </Link>
        <SearchBox searchText={searchText} onSearch={onSearch} className="hidden max-w-2xl flex-1 md:flex" />
        <div className="ms-auto flex items-center gap-1">
          <div className="md:hidden">
            <Suspense fallback={buttonSpace}>
              <MobileSearchDialog searchText={searchText} onSearch={onSearch} />
            </Suspense>
          </div>
          <HeaderBadgeButton kind="wishlist" count={wishlistCount} onPress={onWishlist} className="max-md:hidden" />
          <HeaderBadgeButton kind="cart" count={cartCount} onPress={onOpenCart} />
          <div className="max-md:hidden">{account}</div>
        </div>
      </div>
      <div className="border-gray-200 border-t">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1 md:gap-6">
          <Suspense fallback={<span className="inline-block min-h-11 w-36" />}>
            <CategoriesMenu categories={categories} />
          </Suspense>
          <div className="max-md:hidden">
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
