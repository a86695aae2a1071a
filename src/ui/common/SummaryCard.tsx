import type { ReactNode } from 'react';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { useDateFormat } from '../orders/order-date';

const term = 'text-gray-600 text-xs';
const detail = 'font-medium text-gray-900 text-sm';

interface SummaryCardProps {
  /** Where the title leads: the item's own page. */
  href: string;
  /** The item's code or number, the row's link. */
  title: ReactNode;
  /** What stands under the title (a date, a subject). */
  subtitle: ReactNode;
  /** The details' columns once the row is wide enough to hold them (an `@2xl:grid-cols-[…]` class). */
  columns: string;
  /** The details: SummaryDetail items. */
  children: ReactNode;
}

/** One row of an account list (orders, returns, tickets): the title links to the item, details beside it. */
export function SummaryCard({ href, title, subtitle, columns, children }: SummaryCardProps) {
  return (
    <article className="relative flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-gray-400 @2xl:flex-row @2xl:items-center @2xl:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold text-base text-gray-900">
          {/* The title is the row's link; its box covers the row so the whole row can be pressed. */}
          <Link href={href} variant="plain" className="after:absolute after:inset-0 hover:underline">
            {title}
          </Link>
        </h2>
        {subtitle}
      </div>
      {/* Fixed columns where the row (not the screen: text may be enlarged) holds them, so the figures line up
          from one row to the next. */}
      <dl className={`grid grid-cols-2 gap-x-6 gap-y-2 @2xl:flex-[2] ${columns} @2xl:gap-x-4`}>{children}</dl>
    </article>
  );
}

/** How a detail is set: text that wraps within its column, a figure, a badge, or plain. */
type DetailKind = 'wrap' | 'figure' | 'badge' | 'plain';

const boxClassOf: Record<DetailKind, string> = {
  wrap: 'flex min-w-0 flex-col',
  figure: 'flex flex-col',
  badge: 'flex flex-col items-start gap-0.5',
  plain: 'flex flex-col',
};

const valueClassOf: Record<DetailKind, string | undefined> = {
  wrap: detail,
  figure: `${detail} tabular-nums`,
  badge: undefined,
  plain: detail,
};

interface SummaryDetailProps {
  term: ReactNode;
  kind: DetailKind;
  /** Placement in the grid (column span or start). */
  className?: string;
  children: ReactNode;
}

/** One term and its value in a SummaryCard. */
export function SummaryDetail({ term: label, kind, className, children }: SummaryDetailProps) {
  return (
    <div className={className ? `${className} ${boxClassOf[kind]}` : boxClassOf[kind]}>
      <dt className={term}>{label}</dt>
      <dd className={valueClassOf[kind]}>{children}</dd>
    </div>
  );
}

/** When an item was made, under its title. */
export function SummaryDate({ dateTime }: { dateTime: string }) {
  const formatDate = useDateFormat();
  return (
    <p className="text-gray-600 text-sm">
      <time dateTime={dateTime}>{formatDate(dateTime)}</time>
    </p>
  );
}

interface SummaryListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
}

/** A page of SummaryCards, one list item each. */
export function SummaryList<T>({ items, keyOf, children }: SummaryListProps<T>) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={keyOf(item)} className="@container">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e'];

/** Grey rows where a SummaryList is on its way; `label` says what is loading. */
export function SummaryListSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <SkeletonGroup label={label} className="flex flex-col gap-3">
      {ROW_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className="h-24 w-full rounded-lg sm:h-16" />
      ))}
    </SkeletonGroup>
  );
}
