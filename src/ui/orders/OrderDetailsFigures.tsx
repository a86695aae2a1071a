import { useLingui } from '@lingui/react/macro';
import { type Converted, sumConverted } from '../../../common/money';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { pricePaid } from '../kit/PriceTag';

type OrderDetails = Schema<'OrderDetails'>;

/**
 * What the order costs: subtotal, delivery, the voucher's discount, tax and the payable amount. Every figure is
 * converted once and the shown totals are the sums of what is shown (the subtotal of the lines above it, the
 * payable amount of the figures), so the page never disagrees with itself by a cent.
 */
export function OrderDetailsFigures({ order }: { order: Pick<OrderDetails, 'products' | 'figures'> }) {
  const { t } = useLingui();
  const money = useMoney();
  const lines = order.products.map((line) =>
    money.convertLine(pricePaid(line.price, line.discount_price), line.quantity),
  );
  const subtotal = sumConverted(lines);
  const delivery = money.convert(order.figures.delivery_charge);
  // A discount takes away; no discount shows as 0.00, not -0.00.
  const discount = money.convert(order.figures.coupon_discount);
  const takenOff = (discount === 0 ? discount : -discount) as Converted;
  const tax = money.convert(order.figures.order_tax_amount);
  const rows = [
    { key: 'subtotal', label: t`Subtotal`, value: money.formatConverted(subtotal) },
    { key: 'delivery', label: t`Delivery charge`, value: money.formatConverted(delivery) },
    {
      key: 'discount',
      label: t`Coupon discount`,
      value: money.formatConverted(takenOff),
    },
    { key: 'tax', label: t`Tax`, value: money.formatConverted(tax) },
  ];
  return (
    <dl className="flex flex-col gap-2">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4 text-gray-700">
          <dt>{row.label}</dt>
          <dd className="text-gray-900 tabular-nums">{row.value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-gray-200 border-t pt-3 font-semibold text-gray-900 text-lg">
        <dt>{t`Payable amount`}</dt>
        <dd className="tabular-nums">{money.formatTotal([subtotal, delivery, takenOff, tax])}</dd>
      </div>
    </dl>
  );
}
