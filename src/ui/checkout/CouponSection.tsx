import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMoney } from '../../app/settings/use-settings';
import { useCollectedVouchers } from '../../app/vouchers/use-collected-vouchers';
import { formatPercent } from '../../lib/percent';
import type { Coupon } from '../../machines/vouchers/vouchers.types';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';

export interface CouponSectionProps {
  shopIds: number[];
  /** The code sent with the figures, or null. */
  appliedCode: string | null;
  /** Whether the server applied it; when not, `message` says why. */
  isApplied: boolean;
  message: string | null;
  /** The figures for `appliedCode` have not come yet: whether it applies is not known. */
  isChecking?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  isDisabled?: boolean;
}

/**
 * The voucher part of the checkout: the vouchers the shopper collected from the selected shops, each one
 * press away, and a field for any code. The server decides whether a code applies and says why not.
 */
export function CouponSection({
  shopIds,
  appliedCode,
  isApplied,
  message,
  isChecking = false,
  onApply,
  onRemove,
  isDisabled,
}: CouponSectionProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const collected = useCollectedVouchers();
  const [code, setCode] = useState('');
  const usable = (collected.data ?? []).filter(
    (coupon) => coupon.shop_id !== undefined && shopIds.includes(coupon.shop_id),
  );
  const describe = (coupon: Coupon) =>
    coupon.discount_type === 'Percentage'
      ? t`${formatPercent(i18n.locale, coupon.discount)} off`
      : t`${money.format(coupon.discount)} off`;

  return (
    <section aria-labelledby="coupon-heading" className="flex flex-col gap-3">
      <h2 id="coupon-heading" className="font-semibold text-gray-900 text-lg">
        <Trans>Voucher</Trans>
      </h2>
      {usable.length > 0 && (
        <ul className="flex flex-col gap-2">
          {usable.map((coupon) => (
            <li
              key={coupon.id}
              className="flex items-center justify-between gap-3 rounded-md border border-primary-200 border-dashed bg-primary-50 px-3 py-2"
            >
              <span className="flex flex-col text-sm">
                <span className="font-semibold text-primary-800">{describe(coupon)}</span>
                <span className="text-gray-700">{t`Min. order ${money.format(coupon.min_order_amount)}`}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={isDisabled || appliedCode === coupon.code}
                onPress={() => onApply(coupon.code)}
                aria-label={t`Use voucher: ${describe(coupon)}`}
              >
                {appliedCode === coupon.code ? <Trans>In use</Trans> : <Trans>Use</Trans>}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) onApply(code.trim());
        }}
      >
        {/* Apply goes below the field rather than be squeezed off the card when text is enlarged. */}
        <div className="min-w-40 flex-1">
          <TextField
            label={t`Coupon Code`}
            value={code}
            onChange={setCode}
            autoComplete="off"
            isDisabled={isDisabled}
          />
        </div>
        <Button type="submit" variant="secondary" isDisabled={isDisabled || !code.trim()}>
          <Trans>Apply</Trans>
        </Button>
      </form>
      {appliedCode && (
        <div role="status" className="flex items-center justify-between gap-3 text-sm">
          {isChecking ? (
            <p className="text-gray-700">{t`Checking voucher ${appliedCode}…`}</p>
          ) : (
            <p className={isApplied ? 'text-green-800' : 'text-red-700'}>
              {isApplied
                ? t`Voucher ${appliedCode} applied.`
                : message || t`Voucher ${appliedCode} could not be applied.`}
            </p>
          )}
          <Button variant="link" size="sm" onPress={onRemove} isDisabled={isDisabled}>
            <Trans>Remove voucher</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
