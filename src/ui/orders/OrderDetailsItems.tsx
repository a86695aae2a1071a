import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { Button } from '../kit/Button';
import { CheckIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { PriceTag, pricePaid } from '../kit/PriceTag';

/** An order's line; the return pages list returned lines with it too (they carry no review flag). */
type OrderProduct = Schema<'OrderItem'> & Partial<Pick<Schema<'OrderProduct'>, 'is_reviewed'>>;

/** Reviewed already, or a way to write a review when the order lets the shopper review it (a Delivered order). */
function LineReview({ line, onWrite }: { line: OrderProduct; onWrite: ((line: OrderProduct) => void) | null }) {
  const { t } = useLingui();
  if (line.is_reviewed) {
    return (
      <p className="inline-flex items-center gap-1 text-green-800 text-sm">
        <CheckIcon className="size-4" />
        <Trans>You reviewed this product</Trans>
      </p>
    );
  }
  if (!onWrite) return null;
  const { name } = line;
  return (
    // The name says which product; it begins with the words shown.
    <Button
      variant="secondary"
      size="sm"
      className="self-start"
      aria-label={t`Write a review: ${name}`}
      onPress={() => onWrite(line)}
    >
      <Trans>Write a review</Trans>
    </Button>
  );
}

/** One ordered line: image, name, brand, the options chosen, the price paid, the quantity and the line's total. */
function OrderLine({
  line,
  onWriteReview,
}: {
  line: OrderProduct;
  onWriteReview: ((line: OrderProduct) => void) | null;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const options = [line.size && t`Size: ${line.size.name}`, line.color && t`Color: ${line.color.name}`].filter(Boolean);
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <Picture
        sizes="72px"
        src={line.thumbnail}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-md border border-gray-200 bg-gray-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 @sm:flex-row @sm:justify-between @sm:gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="font-medium text-gray-900">
            <Link
              href={`/products/${line.id}/details`}
              variant="plain"
              className="inline-flex min-h-6 items-center hover:underline"
            >
              {line.name}
            </Link>
          </h3>
          {line.brand && <p className="text-gray-600 text-sm">{line.brand}</p>}
          {options.length > 0 && <p className="text-gray-700 text-sm">{options.join(' · ')}</p>}
          <div className="mt-1 flex empty:hidden">
            <LineReview line={line} onWrite={onWriteReview} />
          </div>
        </div>
        <dl className="grid shrink-0 grid-cols-[auto_auto] content-start gap-x-3 text-sm @sm:justify-items-end">
          <dt className="text-gray-600">{t`Price`}</dt>
          <dd>
            <PriceTag size="sm" price={line.price} discountPrice={line.discount_price} format={money.format} />
          </dd>
          <dt className="text-gray-600">{t`Quantity`}</dt>
          <dd className="text-gray-900 tabular-nums">{line.quantity}</dd>
          <dt className="text-gray-600">{t`Total`}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">
            {money.formatConverted(money.convertLine(pricePaid(line.price, line.discount_price), line.quantity))}
          </dd>
        </dl>
      </div>
    </li>
  );
}

export interface OrderDetailsItemsProps {
  products: OrderProduct[];
  /** Opens the review of a line not yet reviewed; null when the order cannot be reviewed (not Delivered). */
  onWriteReview?: ((line: OrderProduct) => void) | null;
}

/** The order's products, as they were ordered, each saying whether the shopper reviewed it. */
export function OrderDetailsItems({ products, onWriteReview = null }: OrderDetailsItemsProps) {
  return (
    <ul className="divide-y divide-gray-200">
      {products.map((line) => (
        <OrderLine
          key={`${line.id}-${line.size?.id ?? ''}-${line.color?.id ?? ''}`}
          line={line}
          onWriteReview={onWriteReview}
        />
      ))}
    </ul>
  );
}
