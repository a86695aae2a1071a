import { useContext, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuthDialogs } from '../../../app/auth/AuthDialogsContext';
import { useCartActorRef } from '../../../app/cart/CartProvider';
import { useCartSelector } from '../../../app/cart/use-cart';
import { useCategories } from '../../../app/categories/CategoriesProvider';
import { useSessionSelector } from '../../../app/session/SessionProvider';
import {
  useCurrencies,
  useLanguages,
  useLocale,
  useSelectedCurrency,
  useSettings,
  useSettingsActorRef,
} from '../../../app/settings/use-settings';
import { selectCartCount } from '../../../machines/cart/cart.selectors';
import { selectFavoritesCount, selectUser } from '../../../machines/session/session.selectors';
import type { User } from '../../../machines/session/session.types';
import { LoginButton } from './LoginButton';
import { Navbar } from './Navbar';
import { SidePanelContext } from './side-panel';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';

interface HeaderAccountProps {
  user: User | null;
  /** The shopper has just logged out here: the Login button takes over the focus the user menu had. */
  afterLogout: boolean;
}

/**
 * The navbar's account slot: Login for a visitor, the user menu when signed in. The same element also fills
 * the small-screen side panel, which says so through its context: there the user menu is an inline
 * list, and following an entry or opening the login dialog closes the panel first.
 */
function HeaderAccount({ user, afterLogout }: HeaderAccountProps) {
  const panel = useContext(SidePanelContext);
  if (!user) {
    return (
      <LoginButton
        takeLostFocus={afterLogout}
        onBeforeOpen={panel ? () => panel.close() : undefined}
        className={panel ? 'w-full' : undefined}
      />
    );
  }
  if (panel) return <UserMenu user={user} variant="inline" onNavigate={() => panel.close()} />;
  return <UserMenu user={user} />;
}

/** True from the render in which the session's user goes away until the header unmounts. */
function useLoggedOutHere(user: User | null): boolean {
  const [previous, setPrevious] = useState(user);
  const [loggedOut, setLoggedOut] = useState(false);
  if (previous !== user) {
    setPrevious(user);
    setLoggedOut(previous !== null && user === null);
  }
  return loggedOut;
}

/** The top bar and the navbar (docs/requirements.md §2), bound to the settings, categories and session actors. */
export default function HeaderBar() {
  const user = useSessionSelector(selectUser);
  const favoritesCount = useSessionSelector(selectFavoritesCount);
  const cart = useCartActorRef();
  const cartCount = useCartSelector(selectCartCount);
  const afterLogout = useLoggedOutHere(user);
  const authDialogs = useAuthDialogs();
  const settings = useSettings();
  const settingsActor = useSettingsActorRef();
  const categories = useCategories();
  const currencies = useCurrencies();
  const selectedCurrency = useSelectedCurrency();
  const languages = useLanguages();
  const locale = useLocale();
  const [location, navigate] = useLocation();
  // The search text lives in the URL of the listing, so a search can be shared, reloaded and gone back to.
  const search = new URLSearchParams(useSearch());
  const searchText = location === '/products' ? (search.get('search') ?? '') : '';

  return (
    <>
      <TopBar
        settings={settings}
        currencies={currencies}
        selectedCurrencyId={selectedCurrency?.id ?? null}
        onCurrencyChange={(currencyId) => settingsActor.send({ type: 'currency.select', currencyId })}
        languages={languages}
        locale={locale}
        onLocaleChange={(next) => settingsActor.send({ type: 'locale.select', locale: next })}
      />
      <Navbar
        settings={settings}
        categories={categories}
        searchText={searchText}
        onSearch={(text) => navigate(text ? `/products?search=${encodeURIComponent(text)}` : '/products')}
        onOpenSuggestion={(path) => navigate(path)}
        wishlistCount={favoritesCount}
        // docs/requirements.md §2: a visitor gets the login dialog instead of the wishlist.
        onWishlist={() => (user ? navigate('/wishlist') : authDialogs.open('login'))}
        cartCount={cartCount}
        onOpenCart={() => cart.send({ type: 'cart.drawer.open' })}
        account={<HeaderAccount user={user} afterLogout={afterLogout} />}
      />
    </>
  );
}
