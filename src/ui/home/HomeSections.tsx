import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Answer } from '../../api/types';
import { useRecentlyViewed } from '../../app/catalog/recently-viewed';
import { ProductRow } from '../catalog/details/ProductRow';
import { CategorySection } from './CategorySection';
import { FlashSaleSection } from './FlashSaleSection';
import { JustForYouSection } from './JustForYouSection';
import { ProductGrid } from './ProductGrid';
import { SectionHeading } from './SectionHeading';
import { ShopSection } from './ShopSection';

export interface HomeSectionsProps {
  data: Answer<'getHome'>['data'];
  /** Products in a page of "Just for you". */
  perPage: number;
}

/**
 * The home page below its offers: the flash sale, categories, shops, popular products and "Just for you".
 * A chunk of its own, fetched while /home loads, so the first screen's code is the offers' alone.
 */
export default function HomeSections({ data, perPage }: HomeSectionsProps) {
  const { t } = useLingui();
  const popularId = useId();
  const recent = useRecentlyViewed();
  return (
    <>
      <FlashSaleSection running={data.running_flash_sale} incoming={data.incoming_flash_sale} />
      <CategorySection categories={data.categories} />
      <ShopSection shops={data.shops} />
      {data.popular_products.length > 0 && (
        <section aria-labelledby={popularId} className="product-grid-when-near">
          <SectionHeading id={popularId} more={{ href: '/most-popular', label: t`All popular products` }}>
            {t`Most Popular`}
          </SectionHeading>
          {/* Without banners, the first product's picture is the page's largest. */}
          <ProductGrid products={data.popular_products} firstIsLcp={data.banners.length === 0} />
        </section>
      )}
      <ProductRow title={t`Recently viewed`} products={recent} />
      <JustForYouSection products={data.just_for_you.products} total={data.just_for_you.total} perPage={perPage} />
    </>
  );
}
