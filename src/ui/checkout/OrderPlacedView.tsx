import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useMoney } from '../../app/settings/use-settings';
import type { PlacedOrder } from '../../machines/checkout/checkout.types';
import { buttonStyles } from '../kit/Button';
import { Link } from '../kit/Link';

/** After a cash order: what was ordered, each order linking to its details, and the way on. Focus moves here. */
export function OrderPlacedView({ orders }: { orders: PlacedOrder[] }) {
  const money = useMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <h2 ref={heading} tabIndex={-1} className="font-bold text-2xl text-gray-900 outline-hidden">
        <Trans>Order placed successfully</Trans>
      </h2>
      <p className="text-gray-700">
        <Trans>You pay on delivery. You can follow your orders in your order history.</Trans>
      </p>
      <ul className="flex w-full flex-col gap-2">
        {orders.map((order) => (
          <li key={order.id} className="flex justify-between gap-4 rounded-md border border-gray-200 px-4 py-3">
            <Link href={`/order-history/${order.id}`}>{order.order_code}</Link>
            <span className="tabular-nums">{money.format(order.payable_amount)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/order-history" variant="plain" className={buttonStyles({ variant: 'primary' })}>
          <Trans>View Order History</Trans>
        </Link>
        <Link href="/products" variant="plain" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
    </section>
  );
}
