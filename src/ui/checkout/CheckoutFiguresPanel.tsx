import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMoney } from '../../app/settings/use-settings';
import { failureText } from '../../lib/failure-text';
import { formatPercent } from '../../lib/percent';
import type { CheckoutFigures, Failure } from '../../machines/checkout/checkout.types';
import { Button } from '../kit/Button';
import { Skeleton } from '../kit/Skeleton';
import { shownAmounts } from './checkout-amounts';

export interface CheckoutFiguresPanelProps {
  figures: CheckoutFigures | null;
  isLoading: boolean;
  /** The last reload failed: the figures shown may be out of date. */
  error: Failure | null;
  onRetry: () => void;
}

/** One term and its amount; a `<div>` straight inside the `<dl>` (the only wrapper a definition list allows). */
function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-gray-200 border-t pt-2 font-semibold text-gray-900'
          : 'flex justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The checkout figures of docs/requirements.md §3: total, delivery charge, coupon discount, each VAT line, tax and the
 * payable amount, shown as the sum of the parts shown (see `shownAmounts`). While reloading the last figures
 * stay, dimmed; a failed reload keeps them and says they may be out of date, with a retry.
 */
export function CheckoutFiguresPanel({ figures, isLoading, error, onRetry }: CheckoutFiguresPanelProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  if (!figures) {
    if (isLoading) return <Skeleton className="h-40 w-full" />;
    return error ? (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{failureText(i18n, error)}</p>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    ) : (
      <p className="text-gray-600 text-sm">
        <Trans>Select a shop to see what you will pay.</Trans>
      </p>
    );
  }
  const { summary } = figures;
  const { total, delivery, discount, taxes, payable } = shownAmounts(summary, money);
  return (
    <div className="flex flex-col gap-3" aria-busy={isLoading}>
      {error && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-md bg-amber-50 p-3 text-amber-900 text-sm">
          <p>
            <Trans>These figures may be out of date: {failureText(i18n, error)}</Trans>
          </p>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <dl
        className={
          isLoading
            ? 'flex flex-col gap-2 text-gray-700 text-sm opacity-60'
            : 'flex flex-col gap-2 text-gray-700 text-sm'
        }
      >
        <Row label={t`Total`} value={money.formatConverted(total)} />
        <Row label={t`Delivery Charge`} value={money.formatConverted(delivery)} />
        {summary.coupon_discount > 0 && (
          <Row label={t`Coupon Discount`} value={`−${money.formatConverted(discount)}`} />
        )}
        {taxes.map(({ vat, amount }) => {
          const label = vat ? t`${vat.name} (${formatPercent(i18n.locale, vat.percentage)})` : t`Tax`;
          return <Row key={label} label={label} value={money.formatConverted(amount)} />;
        })}
        <Row label={t`Payable Amount`} value={money.formatConverted(payable)} strong />
      </dl>
    </div>
  );
}
