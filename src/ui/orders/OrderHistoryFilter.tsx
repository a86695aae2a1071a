import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from './order-history-query';
import { STATUS_FILTER_LABELS } from './order-labels';

export interface OrderHistoryFilterProps {
  /** The customer's orders counted per status; null while the first page loads. */
  counts: Schema<'OrderStatusCounts'> | null;
  selected: OrderStatusFilter | null;
  /** The page's address with this status chosen (null: every status), back on page 1. */
  hrefFor: (status: OrderStatusFilter | null) => string;
}

const chip = [
  'inline-flex min-h-9 items-center gap-2 rounded-full border border-gray-300 bg-white px-3 font-medium text-gray-900 text-sm',
  'hover:bg-gray-100 aria-[current=true]:border-primary-700 aria-[current=true]:bg-primary-700',
  'aria-[current=true]:text-white aria-[current=true]:hover:bg-primary-800',
  // Forced colours drop the fill: the chosen one keeps it in the system's selection colours.
  'forced-colors:aria-[current=true]:border-[Highlight] forced-colors:aria-[current=true]:bg-[Highlight]',
  'forced-colors:aria-[current=true]:text-[HighlightText]',
].join(' ');

const count = 'min-w-6 rounded-full bg-gray-100 px-1.5 text-center text-gray-900 text-xs tabular-nums';

/** Links that narrow the order history to one status, each with how many orders it holds; the chosen one is current. */
export function OrderHistoryFilter({ counts, selected, hrefFor }: OrderHistoryFilterProps) {
  const { t, i18n } = useLingui();
  const options = [
    { status: null, label: t`All`, total: counts?.all },
    ...ORDER_STATUS_FILTERS.map((status) => ({
      status,
      label: i18n._(STATUS_FILTER_LABELS[status]),
      total: counts?.[status],
    })),
  ];
  return (
    <nav aria-label={t`Filter by status`}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const { label, total } = option;
          return (
            <li key={option.status ?? 'all'}>
              <Link
                href={hrefFor(option.status)}
                variant="plain"
                aria-current={option.status === selected ? 'true' : undefined}
                // The count belongs to the name ("Pending, 2 orders"), not a bare number read after it.
                aria-label={
                  total === undefined ? label : t`${label}, ${plural(total, { one: '# order', other: '# orders' })}`
                }
                className={chip}
              >
                {label}
                {total !== undefined && (
                  <span aria-hidden="true" className={count}>
                    {total}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
