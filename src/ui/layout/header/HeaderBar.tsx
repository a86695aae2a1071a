import { useLocation, useSearch } from 'wouter';
import { useCategories } from '../../../app/categories/CategoriesProvider';
import {
  useCurrencies,
  useLanguages,
  useLocale,
  useSelectedCurrency,
  useSettings,
  useSettingsActorRef,
} from '../../../app/settings/use-settings';
import { Navbar } from './Navbar';
import { TopBar } from './TopBar';

/** The top bar and the navbar (spec section 2), bound to the settings and categories actors. */
export default function HeaderBar() {
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
        // The wishlist and the cart panel arrive with sign-in and the cart; until then both lead to their pages.
        wishlistCount={0}
        onWishlist={() => navigate('/wishlist')}
        cartCount={0}
        onOpenCart={() => navigate('/checkout')}
        account={null}
      />
    </>
  );
}
