import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useCatalogEndpoints } from '../../app/catalog/use-catalog-endpoints';
import { useResource } from '../../app/resource/use-resource';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { ProductGrid } from '../home/ProductGrid';

/** One row of popular products on a wide screen. */
const POPULAR_COUNT = 5;

/** A shop's best sellers. Left out when it has none or they could not be loaded (the main list says so). */
export function ShopPopularProducts({ shopId }: { shopId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const catalog = useCatalogEndpoints();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const popular = useResource(
    ({ shop }: { shop: number; signedIn: boolean }, signal) =>
      catalog
        .listShopPopularProducts({ shop_id: shop, per_page: POPULAR_COUNT }, signal)
        .then((answer) => answer.data.products),
    { shop: shopId, signedIn: isSignedIn },
  );
  if (!popular.data || popular.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-bold text-gray-900 text-xl">
        {t`Popular products`}
      </h2>
      <ProductGrid products={popular.data} />
    </section>
  );
}
