import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { SALE_PRODUCTS_PER_PAGE, useFlashSale } from '../../app/catalog/use-flash-sale';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { formatPercent } from '../../lib/percent';
import { positiveIdOf } from '../../lib/positive-id';
import { LoadFailed } from '../common/LoadFailed';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { ItemTitle } from '../layout/ItemTitle';
import { CategoryProducts } from '../shops/CategoryProducts';
import { ListSkeleton } from '../shops/ListSkeleton';
import { useListQuery } from '../shops/list-query';
import { SaleCountdown } from '../shops/SaleCountdown';

/**
 * /flash-sale/{id}: the sale's name, the time it has left (or until it starts), and its products at sale
 * prices, narrowed by category; page and category are in the URL.
 */
export default function FlashSalePage() {
  const { t, i18n } = useLingui();
  const saleId = positiveIdOf(useParams<{ id: string }>().id);
  const { query } = useListQuery();
  const details = useFlashSale(saleId, query.page, query.categoryId);
  const data = details.data;
  // A new filter or page keeps the sale shown while its products load; only a new sale starts blank. An answer to
  // this address shows whatever sale it holds, under that sale's own address.
  const sale = data && (data.flash_sale.id === saleId || details.current) ? data.flash_sale : null;
  useCanonicalAddress(details.current ? `/flash-sale/${details.current.flash_sale.id}` : null);

  if (details.errorStatus !== null && !sale) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <h1 className="font-bold text-2xl text-gray-900">{t`Flash Sale`}</h1>
        <LoadFailed status={details.errorStatus} onRetry={details.retry} />
      </div>
    );
  }
  if (!data || !sale) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <SkeletonGroup className="flex flex-col gap-6">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-12 w-80" />
          <ListSkeleton />
        </SkeletonGroup>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6">
      <header className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2">
          <ItemTitle name={sale.name} />
          <h1 className="font-bold text-2xl text-gray-900">{sale.name}</h1>
          <p className="font-medium text-red-700">
            <Trans>Up to {formatPercent(i18n.locale, sale.discount)} off</Trans>
          </p>
          {sale.description && <p className="text-gray-700">{sale.description}</p>}
        </div>
        <SaleCountdown sale={sale} />
      </header>
      <CategoryProducts
        title={t`Products on sale`}
        categories={sale.categories}
        shown={{ products: data.products, total: data.total_products }}
        isLoading={details.isLoading}
        errorStatus={details.errorStatus}
        retry={details.retry}
        perPage={SALE_PRODUCTS_PER_PAGE}
        firstIsLcp
      />
    </div>
  );
}
