import { useLingui } from '@lingui/react/macro';
import { SHOP_PRODUCTS_PER_PAGE, useShopCategories, useShopProducts } from '../../app/catalog/use-shops';
import { CategoryProducts } from './CategoryProducts';
import { useListQuery } from './list-query';

/** A shop's products, a page at a time, narrowed by the shop's categories; page and category are in the URL. */
export function ShopProducts({ shopId }: { shopId: number }) {
  const { t } = useLingui();
  const { query } = useListQuery();
  const categories = useShopCategories(shopId);
  const products = useShopProducts(shopId, query.page, query.categoryId);

  return (
    <CategoryProducts
      title={t`Products`}
      categories={categories.data ?? []}
      shown={products.data}
      isLoading={products.isLoading}
      errorStatus={products.errorStatus}
      retry={products.retry}
      perPage={SHOP_PRODUCTS_PER_PAGE}
    />
  );
}
