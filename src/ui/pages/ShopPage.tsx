import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useShop } from '../../app/catalog/use-shops';
import { positiveIdOf } from '../../lib/positive-id';
import { LoadFailed } from '../common/LoadFailed';
import { Breadcrumbs } from '../kit/Breadcrumbs';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { ShopHeader } from '../shops/ShopHeader';
import { ShopPopularProducts } from '../shops/ShopPopularProducts';
import { ShopProducts } from '../shops/ShopProducts';

/** /shops/{id}: the shop (banner, logo, name, rating), its products by category, and its best sellers. */
export default function ShopPage() {
  const { t } = useLingui();
  const shopId = positiveIdOf(useParams<{ id: string }>().id);
  const shop = useShop(shopId);

  if (shopId === null || shop.errorStatus !== null) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <h1 className="font-bold text-2xl text-gray-900">{t`Shop`}</h1>
        <LoadFailed status={shopId === null ? 404 : (shop.errorStatus ?? 0)} onRetry={shop.retry} />
      </div>
    );
  }
  const crumbs = shop.current ? [{ label: t`Shops`, href: '/shops' }, { label: shop.current.name }] : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <Breadcrumbs crumbs={crumbs} />
      <div className="flex flex-col gap-10">
        {shop.current ? (
          <ShopHeader shop={shop.current} />
        ) : (
          <SkeletonGroup>
            <Skeleton className="aspect-[4/1] h-auto w-full rounded-lg" />
            <Skeleton className="mt-4 h-8 w-64" />
          </SkeletonGroup>
        )}
        <ShopProducts shopId={shopId} />
        <ShopPopularProducts shopId={shopId} />
      </div>
    </div>
  );
}
