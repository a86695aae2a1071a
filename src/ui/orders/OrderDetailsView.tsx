import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { Schema } from '../../api/types';
import { useActiveGateways, usePayAgain } from '../../app/orders/use-pay-again';
import { useOptionalSessionSelector } from '../../app/session/SessionProvider';
import { formatPhone } from '../../lib/phone-number';
import { selectIsOffered } from '../../machines/pay-again/pay-again.selectors';
import { OrderActions } from './OrderActions';
import { OrderDetailsFigures } from './OrderDetailsFigures';
import { OrderDetailsItems } from './OrderDetailsItems';
import { OrderPaymentSection } from './OrderPaymentSection';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderStatusTimeline } from './OrderStatusTimeline';
import { useDateFormat } from './order-date';
import { PaymentCancelledDialog } from './PaymentCancelledDialog';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog';

type OrderDetails = Schema<'OrderDetails'>;

// Each card, and the page, lays out by its own width rather than the screen's: text may be enlarged.
const card = '@container flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5';
const sectionHeading = 'font-semibold text-gray-900 text-lg';

interface SectionProps {
  title: string;
  children: ReactNode;
  className?: string;
  /** Lets the page move focus to the heading (after a change took away the control that had it). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** A titled part of the order page, named by its heading for landmarks navigation. */
function Section({ title, children, className = '', headingRef }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${card} ${className}`}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={`${sectionHeading} outline-none`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The shipping address as it was when the order was placed. */
function ShippingAddress({ address }: { address: OrderDetails['address'] }) {
  const { t } = useLingui();
  const callingCode = useOptionalSessionSelector((snapshot) => snapshot.context.user?.phone_code ?? null, null);
  const street = [address.flat_no, address.address_line, address.address_line2].filter(Boolean).join(', ');
  const place = [address.area, address.post_code].filter(Boolean).join(' ');
  return (
    <address className="flex flex-col gap-0.5 text-gray-700 text-sm not-italic">
      <bdi className="font-medium text-gray-900">{address.name}</bdi>
      <span>
        <bdi>{street}</bdi>
      </span>
      {place && (
        <span>
          <bdi>{place}</bdi>
        </span>
      )}
      {/* A number reads left to right in every language (an Arabic page would show "0001 010 555 1+"). */}
      <span>
        {t`Phone:`} <bdi dir="ltr">{formatPhone(address.phone, callingCode)}</bdi>
      </span>
    </address>
  );
}

export interface OrderDetailsViewProps {
  order: OrderDetails;
  /** The payment page sent the shopper back cancelled: offer to pay now or later. */
  isPaymentCancelled: boolean;
  /** Pay Later: the dialog closes and the outcome leaves the URL. */
  onPayLater: () => void;
  /** The order changed on the server (cancelled, a line reviewed): read it again. */
  onOrderChanged: () => void;
}

/**
 * Focus for after the order is read again: cancelling or reviewing takes away the button that had focus, so
 * focus goes to the heading of the part that changed once the new order is shown.
 */
function useFocusAfterReload(order: OrderDetails) {
  const pending = useRef<RefObject<HTMLHeadingElement | null> | null>(null);
  useEffect(() => {
    if (!order || !pending.current) return;
    pending.current.current?.focus();
    pending.current = null;
  }, [order]);
  return (heading: RefObject<HTMLHeadingElement | null>) => {
    pending.current = heading;
  };
}

/**
 * One loaded order: its code, date, shop and status, what may be done with it, the lines (with their reviews),
 * the status history, the figures, the address and the payment.
 */
export function OrderDetailsView({ order, isPaymentCancelled, onPayLater, onOrderChanged }: OrderDetailsViewProps) {
  const { t } = useLingui();
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterReload = useFocusAfterReload(order);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const isReviewable = order.order_status === 'Delivered';
  const formatDate = useDateFormat();
  const gateways = useActiveGateways();
  const payAgain = usePayAgain(order);
  const canPayAgain = useSelector(payAgain, selectIsOffered);

  return (
    <div className="@container flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 @md:grid-cols-2 @2xl:grid-cols-4">
        <div className="flex flex-col gap-0.5">
          <dt className="text-gray-600 text-sm">{t`Order code`}</dt>
          <dd className="font-semibold text-gray-900 text-lg">{order.order_code}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-gray-600 text-sm">{t`Placed on`}</dt>
          <dd className="text-gray-900">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </dd>
        </div>
        {order.shop?.name && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-gray-600 text-sm">{t`Shop`}</dt>
            <dd className="text-gray-900">{order.shop.name}</dd>
          </div>
        )}
        <div className="flex flex-col items-start gap-1">
          <dt className="text-gray-600 text-sm">{t`Order status`}</dt>
          <dd>
            <OrderStatusBadge status={order.order_status} />
          </dd>
        </div>
      </dl>

      <OrderActions
        order={order}
        onCancelled={() => {
          focusAfterReload(statusHeading);
          onOrderChanged();
        }}
      />

      <div className="grid gap-6 @2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Section title={t`Items`} headingRef={itemsHeading}>
            <OrderDetailsItems
              products={order.products}
              onWriteReview={
                isReviewable
                  ? (line) => setReviewing({ orderId: order.id, productId: line.id, productName: line.name })
                  : null
              }
            />
          </Section>
          {order.note && (
            <Section title={t`Note`}>
              <p className="whitespace-pre-line text-gray-700 text-sm">{order.note}</p>
            </Section>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <Section title={t`Status history`} headingRef={statusHeading}>
            <OrderStatusTimeline history={order.status_history} status={order.order_status} />
          </Section>
          <Section title={t`Order summary`}>
            <OrderDetailsFigures order={order} />
          </Section>
          <Section title={t`Payment`}>
            <OrderPaymentSection order={order} payAgain={canPayAgain ? { actor: payAgain, gateways } : null} />
          </Section>
          <Section title={t`Shipping address`}>
            <ShippingAddress address={order.address} />
          </Section>
        </div>
      </div>

      <ReviewDialog
        target={reviewing}
        onClose={() => setReviewing(null)}
        onSaved={() => {
          focusAfterReload(itemsHeading);
          onOrderChanged();
        }}
      />
      <PaymentCancelledDialog
        isOpen={isPaymentCancelled && canPayAgain}
        orderCode={order.order_code}
        actor={payAgain}
        gateways={gateways}
        onPayLater={() => {
          payAgain.send({ type: 'payAgain.reset' });
          onPayLater();
        }}
      />
    </div>
  );
}
