import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMoney } from '../../../app/settings/use-settings';
import { formatPercent } from '../../../lib/percent';
import type { VoucherRef } from '../../../machines/vouchers/vouchers.machine';
import { Button } from '../../kit/Button';

/** A voucher's last day, as the shopper's language writes a date (the date is a calendar day, not a moment). */
function useValidUntil(validity: string): string {
  const { i18n } = useLingui();
  const day = new Date(`${validity}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? validity : i18n.date(day, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** One voucher: its discount, minimum order and last day, and Collect ('Collected' once it is, and inert). */
export function VoucherCard({ voucher, onCollect }: { voucher: VoucherRef; onCollect: () => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const coupon = useSelector(voucher, (snapshot) => snapshot.context.coupon);
  const isCollecting = useSelector(voucher, (snapshot) => snapshot.matches('collecting'));
  const isCollected = useSelector(voucher, (snapshot) => snapshot.matches('collected'));
  const validUntil = useValidUntil(coupon.validity);
  const discount =
    coupon.discount_type === 'Percentage'
      ? t`${formatPercent(i18n.locale, coupon.discount)} off`
      : t`${money.format(coupon.discount)} off`;
  return (
    <li className="flex items-center justify-between gap-4 rounded-lg border border-primary-200 border-dashed bg-primary-50 p-4">
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-lg text-primary-800">{discount}</p>
        <p className="text-gray-700 text-sm">{t`Min. order ${money.format(coupon.min_order_amount)}`}</p>
        <p className="text-gray-700 text-sm">{t`Valid until ${validUntil}`}</p>
      </div>
      {/* Collected, the button stays focusable (aria-disabled, not disabled): the focus that pressed it stays on it
          and hears its new name, instead of falling to the page's start. */}
      <Button
        size="sm"
        variant={isCollected ? 'secondary' : 'primary'}
        aria-disabled={isCollected || undefined}
        isPending={isCollecting}
        onPress={isCollected ? undefined : onCollect}
        className={isCollected ? 'cursor-default hover:bg-white pressed:bg-white' : undefined}
        aria-label={isCollected ? t`Collected: ${discount}` : t`Collect: ${discount}`}
      >
        {isCollected ? <Trans>Collected</Trans> : <Trans>Collect</Trans>}
      </Button>
    </li>
  );
}
