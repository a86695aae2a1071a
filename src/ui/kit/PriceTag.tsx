import { useLingui } from '@lingui/react/macro';
import { tv } from 'tailwind-variants';
import { formatPercent } from '../../lib/percent';
import { badgeStyles } from './Badge';
import { VisuallyHidden } from './VisuallyHidden';

/** The price a shopper pays (docs/requirements.md §4: the discount price when above 0, otherwise the price). */
export function pricePaid(price: number, discountPrice?: number | null): number {
  return discountPrice != null && discountPrice > 0 ? discountPrice : price;
}

const priceStyles = tv({
  slots: {
    root: 'inline-flex flex-wrap items-baseline gap-x-2 gap-y-1',
    paid: 'font-semibold text-gray-900',
    original: 'text-gray-600',
  },
  variants: {
    size: {
      sm: { paid: 'text-sm', original: 'text-xs' },
      md: { paid: 'text-base', original: 'text-sm' },
      lg: { paid: 'text-2xl', original: 'text-base' },
    },
  },
  defaultVariants: { size: 'md' },
});

export interface PriceTagProps {
  price: number;
  /** The price after discount; 0 or missing means no discount. */
  discountPrice?: number | null;
  /** Shown as "−N%" next to a discounted price. */
  discountPercentage?: number | null;
  /** Turns an amount into text with the shop's currency (money formatting lives outside the kit). */
  format: (amount: number) => string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The price paid; when discounted, also the struck-through original price and the "−N%" off. */
export function PriceTag({ price, discountPrice, discountPercentage, format, size, className }: PriceTagProps) {
  const { t, i18n } = useLingui();
  const styles = priceStyles({ size });
  const paid = pricePaid(price, discountPrice);
  const isDiscounted = paid < price;
  const percentage = Math.round(discountPercentage ?? 0);
  const percent = formatPercent(i18n.locale, percentage);
  return (
    <span className={styles.root({ className })}>
      <span className={styles.paid()}>{format(paid)}</span>
      {isDiscounted && (
        <del className={styles.original()}>
          {/* A screen reader does not say "deleted": the label tells what the struck price is. */}
          <VisuallyHidden>{t`Original price`} </VisuallyHidden>
          {format(price)}
        </del>
      )}
      {isDiscounted && percentage > 0 && (
        <span className={badgeStyles({ tone: 'danger', className: 'rounded-md' })}>
          <span aria-hidden="true" dir="ltr">
            −{percent}
          </span>
          <VisuallyHidden>{t`${percent} off`}</VisuallyHidden>
        </span>
      )}
    </span>
  );
}
