import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useShopPopularProducts } from '../../app/catalog/use-shops';
import { ProductGrid } from '../home/ProductGrid';

/** A shop's best sellers. Left out when it has none or they could not be loaded (the main list says so). */
export function ShopPopularProducts({ shopId }: { shopId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const popular = useShopPopularProducts(shopId);
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
