import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetailsCalls } from '../../../app/catalog/details-calls';
import { useShopVouchers } from '../../../app/vouchers/use-shop-vouchers';
import { Button } from '../../kit/Button';
import { Skeleton, SkeletonGroup } from '../../kit/Skeleton';
import { VoucherCard } from './VoucherCard';

export interface ShopVouchersProps {
  shopId: number;
  shopName: string;
  calls: Pick<ProductDetailsCalls, 'loadVouchers' | 'collectVoucher'>;
}

/** The shop's vouchers, each with Collect. Nothing shows when the shop has none. */
export function ShopVouchers({ shopId, shopName, calls }: ShopVouchersProps) {
  const { t } = useLingui();
  const { status, vouchers, collect, retry } = useShopVouchers(shopId, calls);
  if (status === 'ready' && vouchers.length === 0) return null;
  const headingId = `vouchers-${shopId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-gray-900 text-xl">
        {t`Vouchers from ${shopName}`}
      </h2>
      {status === 'loading' && (
        <SkeletonGroup label={t`Loading vouchers`}>
          <Skeleton className="h-24 w-full max-w-md" />
        </SkeletonGroup>
      )}
      {status === 'failed' && (
        <div className="flex items-center gap-3">
          <p className="text-gray-700">
            <Trans>The vouchers could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {status === 'ready' && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {vouchers.map((voucher) => (
            <VoucherCard
              key={voucher.id}
              voucher={voucher}
              onCollect={() => collect(voucher.getSnapshot().context.coupon.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
