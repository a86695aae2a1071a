import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import type { ProductDetailsCalls, ProductDetailsData } from '../../../app/catalog/details-calls';
import { useRecentlyViewed, useRememberViewed } from '../../../app/catalog/recently-viewed';
import { useResource } from '../../../app/resource/use-resource';
import { useSessionSelector } from '../../../app/session/SessionProvider';
import { useCanonicalAddress } from '../../../app/use-canonical-address';
import { useRevealAppWhen } from '../../../app/use-reveal-app';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { ChatWithShopButton } from '../../chat/ChatWithShopButton';
import { LoadFailed } from '../../common/LoadFailed';
import { AfterFirstScreen } from '../../layout/AfterFirstScreen';
import { FavoriteButton } from '../FavoriteButton';
import { ProductDescription } from './ProductDescription';
import { ProductDetailsSkeleton } from './ProductDetailsSkeleton';
import { ProductFirstRow } from './ProductFirstRow';
import { ProductGallery } from './ProductGallery';
import { ProductNotFound } from './ProductNotFound';
import { ProductPageColumn } from './ProductPageColumn';
import { ProductReviews } from './ProductReviews';
import { ProductRow } from './ProductRow';
import { ProductSummary } from './ProductSummary';
import { PurchasePanel } from './PurchasePanel';
import { productCrumbs } from './product-crumbs';
import { noChoices, type PurchaseChoices } from './purchase-choices';
import { ShareProductButton } from './ShareProductButton';
import { ShopVouchers } from './ShopVouchers';

export interface ProductDetailsViewProps {
  productId: number;
  calls: ProductDetailsCalls;
}

function ProductContent({ details, calls }: { details: ProductDetailsData; calls: ProductDetailsCalls }) {
  const { t } = useLingui();
  const { product } = details;
  // Whether a voucher is collected depends on who asks: a sign-in or a sign-out loads them again.
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  // Held here: the price in the summary follows the size chosen in the panel.
  const [choices, setChoices] = useState<PurchaseChoices>(noChoices);
  const images = product.thumbnails.length ? product.thumbnails : [{ id: 0, url: product.thumbnail }];
  const recent = useRecentlyViewed(product.id);
  const rememberViewed = useRememberViewed();
  // The product, as its card, joins the shopper's recently viewed (src/app/catalog/recently-viewed.ts): on the
  // account when signed in, else in this browser. Once per product: signing in or out records nothing.
  useEffect(() => {
    rememberViewed({ ...product, brand: product.brand?.name ?? null });
  }, [product, rememberViewed]);
  return (
    <div className="flex flex-col gap-12">
      <ProductFirstRow gallery={<ProductGallery name={product.name} images={images} />}>
        <ProductSummary product={product} choices={choices} favorite={<FavoriteButton product={product} />} />
        <PurchasePanel product={product} choices={choices} onChoicesChange={setChoices} />
        <div className="flex flex-wrap gap-3">
          <ChatWithShopButton
            shop={{ id: product.shop.id, name: product.shop.name, logo: product.shop.logo }}
            productId={product.id}
          />
          <ShareProductButton
            name={product.name}
            url={new URL(`/products/${product.id}/details`, window.location.origin).toString()}
          />
        </div>
      </ProductFirstRow>
      <AfterFirstScreen>
        <ShopVouchers
          key={isSignedIn ? 'customer' : 'visitor'}
          shopId={product.shop.id}
          shopName={product.shop.name}
          calls={calls}
        />
        <ProductDescription html={product.description} />
        <ProductReviews productId={product.id} loadReviews={calls.loadReviews} />
        <ProductRow title={t`Related products`} products={details.related_products} />
        <ProductRow title={t`Popular products from ${product.shop.name}`} products={details.popular_products} />
        <ProductRow title={t`Recently viewed`} products={recent} />
      </AfterFirstScreen>
    </div>
  );
}

/**
 * The product page: gallery, name, price and purchase options, the shop's vouchers, description, reviews,
 * related and popular products. Placeholders while it loads, a retry when it fails, a clear message when
 * there is no such product.
 */
export function ProductDetailsView({ productId, calls }: ProductDetailsViewProps) {
  // Another product's answer is kept while this one loads: only the answer to this address shows under it, and under
  // the id it answered with.
  const { current: data, errorStatus, retry } = useResource(calls.loadProduct, productId);
  useCanonicalAddress(data ? `/products/${data.product.id}/details` : null);
  // Where the server drew this page, the app takes its place once the product (or the failure) is in.
  useRevealAppWhen(data !== null || errorStatus !== null);
  let content: ReactNode;
  if (errorStatus === 404) return <ProductNotFound />;
  if (errorStatus !== null) content = <LoadFailed status={errorStatus} onRetry={retry} />;
  else if (!data) content = <ProductDetailsSkeleton />;
  else content = <ProductContent key={data.product.id} details={data} calls={calls} />;
  return <ProductPageColumn crumbs={data ? productCrumbs(data.product) : null}>{content}</ProductPageColumn>;
}
