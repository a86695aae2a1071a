import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { badgeStyles } from '../kit/Badge';
import { Checkbox } from '../kit/Checkbox';
import { CheckboxGroup } from '../kit/CheckboxGroup';
import { Picture } from '../kit/Picture';
import { pricePaid } from '../kit/PriceTag';

type OrderProduct = Schema<'OrderProduct'>;

/** One line as a choice: image, name, options, quantity and the amount it returns; a returned line says so. */
function ProductChoice({ line }: { line: OrderProduct }) {
  const { t } = useLingui();
  const money = useMoney();
  const options = [line.size && t`Size: ${line.size.name}`, line.color && t`Color: ${line.color.name}`].filter(Boolean);
  const amount = money.formatConverted(money.convertLine(pricePaid(line.price, line.discount_price), line.quantity));
  return (
    <Checkbox value={String(line.id)} isDisabled={line.is_returned} className="rounded-md border border-gray-200 p-3">
      {/* Spaces between the parts keep the words apart in the checkbox's accessible name. */}
      <span className="flex min-w-0 flex-1 items-start gap-3">
        <Picture
          sizes="48px"
          src={line.thumbnail}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-md border border-gray-200 bg-gray-100 object-cover"
        />{' '}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-medium">{line.name}</span>{' '}
          {options.length > 0 && <span className="text-gray-700 text-sm">{options.join(' · ')} </span>}
          <span className="text-gray-700 text-sm tabular-nums">
            {t`Quantity: ${line.quantity}`} · {amount}
          </span>
        </span>
        {line.is_returned && (
          <>
            {' '}
            <span className={badgeStyles({ tone: 'neutral', className: 'h-auto min-h-5 font-medium' })}>
              <Trans>Already returned</Trans>
            </span>
          </>
        )}
      </span>
    </Checkbox>
  );
}

export interface ReturnProductPickerProps {
  products: OrderProduct[];
  /** The chosen lines' product ids. */
  value: readonly number[];
  onChange: (productIds: number[]) => void;
  errorMessage?: string;
}

/** The order's lines to choose from (at least one); lines already returned are shown, and cannot be chosen. */
export function ReturnProductPicker({ products, value, onChange, errorMessage }: ReturnProductPickerProps) {
  const { t } = useLingui();
  return (
    <CheckboxGroup
      name="product_ids"
      label={t`Products to return`}
      description={t`Every unit of a chosen product is returned.`}
      isRequired
      value={value.map(String)}
      onChange={(chosen) => onChange(chosen.map(Number))}
      errorMessage={errorMessage}
    >
      {products.map((line) => (
        <ProductChoice key={`${line.id}-${line.size?.id ?? ''}-${line.color?.id ?? ''}`} line={line} />
      ))}
    </CheckboxGroup>
  );
}
