import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { OrderDetailsItems } from '../orders/OrderDetailsItems';
import { useDateFormat } from '../orders/order-date';
import { ReturnStatusBadge } from './ReturnStatusBadge';

type ReturnOrderDetails = Schema<'ReturnOrderDetails'>;

// Each card, and the page, lays out by its own width rather than the screen's: text may be enlarged.
const card = '@container flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5';
const term = 'text-gray-600 text-sm';

/** A titled part of the return page, named by its heading for landmarks navigation. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-semibold text-gray-900 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One term and its value. */
function Entry({ term: name, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-0.5">
      <dt className={term}>{name}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}

/** One loaded return: code, order, status and dates; the products; the reason; the refund; the return address. */
export function ReturnOrderDetailsView({ request }: { request: ReturnOrderDetails }) {
  const { t } = useLingui();
  const money = useMoney();
  const formatDate = useDateFormat();
  return (
    <div className="@container flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 @md:grid-cols-2 @2xl:grid-cols-4">
        <Entry term={t`Return code`}>
          <span className="font-semibold text-lg">{request.return_code}</span>
        </Entry>
        <Entry term={t`Order`}>
          <Link href={`/order-history/${request.order_id}`} variant="standalone">
            {request.order_code}
          </Link>
        </Entry>
        <Entry term={t`Requested on`}>
          <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
        </Entry>
        <Entry term={t`Return status`}>
          <ReturnStatusBadge status={request.status} />
        </Entry>
        <Entry term={t`Order placed on`}>
          <time dateTime={request.order.created_at}>{formatDate(request.order.created_at)}</time>
        </Entry>
        {request.order.shop?.name && <Entry term={t`Shop`}>{request.order.shop.name}</Entry>}
      </dl>

      <div className="grid gap-6 @2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Section title={t`Returned products`}>
            <OrderDetailsItems products={request.products} />
          </Section>
          <Section title={t`Reason`}>
            <p className="whitespace-pre-line break-words text-gray-700 text-sm">{request.reason}</p>
          </Section>
        </div>
        <div className="flex flex-col gap-6">
          <Section title={t`Refund`}>
            <dl className="flex flex-col gap-3">
              <Entry term={t`Refund amount`}>
                <span className="font-semibold tabular-nums">{money.format(request.amount)}</span>
              </Entry>
              <Entry term={t`Bank name`}>{request.bank_name || t`Not given`}</Entry>
              <Entry term={t`Bank account number`}>
                <span dir="ltr" className="break-all">
                  {request.bank_account_number}
                </span>
              </Entry>
            </dl>
          </Section>
          <Section title={t`Return address`}>
            <p className="whitespace-pre-line break-words text-gray-700 text-sm">{request.return_address}</p>
          </Section>
        </div>
      </div>
    </div>
  );
}

/** Grey blocks in the return page's shape while the return is on its way. */
export function ReturnOrderDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the return`} className="flex flex-col gap-6">
      <Skeleton className="h-20 w-full rounded-lg" />
      <div className="grid gap-6 @2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="h-64 w-full rounded-lg" />
        <Skeleton className="h-44 w-full rounded-lg" />
      </div>
    </SkeletonGroup>
  );
}
