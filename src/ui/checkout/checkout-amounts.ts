import { type Converted, type MoneyFormatter, sumConverted } from '../../../common/money';
import type { CheckoutSummary } from '../../machines/checkout/checkout.types';

export interface ShownTax {
  /** A VAT line of `all_vat_taxes`, or null for the order's tax shown as one line. */
  vat: { name: string; percentage: number } | null;
  amount: Converted;
}

export interface ShownAmounts {
  total: Converted;
  delivery: Converted;
  discount: Converted;
  taxes: ShownTax[];
  /** The sum of the parts above as shown (the discount subtracts). */
  payable: Converted;
}

/**
 * The checkout figures in the shown currency. Each VAT line is shown, or without any the tax as one line;
 * the payable is the sum of those parts, so the summary and the order-confirm dialog show the same amount,
 * cent for cent, in any currency.
 */
export function shownAmounts(summary: CheckoutSummary, money: MoneyFormatter): ShownAmounts {
  const total = money.convert(summary.total_amount);
  const delivery = money.convert(summary.delivery_charge);
  const discount = money.convert(summary.coupon_discount);
  const taxes: ShownTax[] =
    summary.all_vat_taxes.length > 0
      ? summary.all_vat_taxes.map((tax) => ({
          vat: { name: tax.name, percentage: tax.percentage },
          amount: money.convert(tax.amount),
        }))
      : summary.order_tax_amount > 0
        ? [{ vat: null, amount: money.convert(summary.order_tax_amount) }]
        : [];
  const payable = sumConverted([
    total,
    delivery,
    money.convert(-summary.coupon_discount),
    ...taxes.map((tax) => tax.amount),
  ]);
  return { total, delivery, discount, taxes, payable };
}
