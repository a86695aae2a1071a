import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { RECENT_ORDERS, useOrdersOverview } from '../../app/orders/use-order-history';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { selectUser } from '../../machines/session/session.selectors';
import { LoadFailed } from '../common/LoadFailed';
import { OrderCounts, OrderCountsSkeleton } from '../dashboard/OrderCounts';
import { QuickLinks } from '../dashboard/QuickLinks';
import { RecentOrders, RecentOrdersSkeleton } from '../dashboard/RecentOrders';
import { Link } from '../kit/Link';

/** A titled part of the dashboard, named by its heading; `aside` sits at the heading's end (a "View all" link). */
function Section({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-gray-900 text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * /dashboard: a greeting by name, the customer's orders counted per status (each leading to the history narrowed to
 * it), the newest orders and the account pages used most. One call (the history's first page) feeds it.
 */
export default function DashboardPage() {
  const { t } = useLingui();
  const user = useSessionSelector(selectUser);
  const overview = useOrdersOverview();
  const data = overview.data;
  const name = user?.name ?? '';

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        {/* The route's title heads the page, as on every page; the greeting follows it. */}
        <h1 className="font-bold text-2xl text-gray-900">{t`Dashboard`}</h1>
        <p className="font-medium text-gray-900 text-lg">{name ? t`Hello, ${name}!` : t`Hello!`}</p>
        <p className="text-gray-700">
          <Trans>Here is how your orders stand, and where to go next.</Trans>
        </p>
      </div>

      {overview.errorStatus !== null ? (
        <LoadFailed status={overview.errorStatus} onRetry={overview.retry} />
      ) : (
        <>
          <Section title={<Trans>Your orders</Trans>}>
            {data ? <OrderCounts counts={data.status_wise_orders} /> : <OrderCountsSkeleton />}
          </Section>
          <Section
            title={<Trans>Recent orders</Trans>}
            aside={
              data && data.orders.length > 0 ? (
                <Link href="/order-history" variant="standalone">
                  <Trans>View all orders</Trans>
                </Link>
              ) : null
            }
          >
            <div className="rounded-lg border border-gray-200 bg-white p-4">
              {data ? <RecentOrders orders={data.orders.slice(0, RECENT_ORDERS)} /> : <RecentOrdersSkeleton />}
            </div>
          </Section>
        </>
      )}

      <Section title={<Trans>Quick links</Trans>}>
        <QuickLinks />
      </Section>
    </div>
  );
}
