import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAuthDialogs } from '../../app/auth/AuthDialogsContext';
import { useCartSelector } from '../../app/cart/use-cart';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { useSettings } from '../../app/settings/use-settings';
import { selectBuyNow } from '../../machines/cart/cart.selectors';
import type { CheckoutEmitted } from '../../machines/checkout/checkout.types';
import { selectAddresses } from '../../machines/session/session.selectors';
import { Button } from '../kit/Button';
import { TextArea } from '../kit/TextArea';
import { notify } from '../toasts/notify';
import { AddressSummary } from './AddressSummary';
import { BuyNowLines } from './BuyNowLines';
import { CheckoutFiguresPanel } from './CheckoutFiguresPanel';
import { CouponSection } from './CouponSection';
import { CHECKOUT_PROBLEMS } from './checkout-problems';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import { OrderPlacedView } from './OrderPlacedView';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { ShopSelectionList } from './ShopSelectionList';
import { useCheckout } from './use-checkout';

/**
 * The checkout of the cart (`/checkout`) or of the buy-now product (`/buynow`), for a signed-in shopper.
 * `onPlaced` is told when the order is placed (the page then keeps this view, which shows the outcome).
 */
export function CheckoutView({ isBuyNow, onPlaced }: { isBuyNow: boolean; onPlaced?: () => void }) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const authDialogs = useAuthDialogs();
  const onEmitted = (event: CheckoutEmitted) => {
    if (event.type === 'checkout.blocked') notify.error(i18n._(CHECKOUT_PROBLEMS[event.problem]));
    if (event.type === 'checkout.placed') onPlaced?.();
    if (event.type === 'checkout.verificationRequired') authDialogs.open('verifyAccount');
  };
  const checkout = useCheckout(isBuyNow, onEmitted);
  const context = useSelector(checkout, (snapshot) => snapshot.context);
  const isLoadingFigures = useSelector(checkout, (snapshot) => snapshot.hasTag('loadingFigures'));
  const isPlacing = useSelector(checkout, (snapshot) => snapshot.hasTag('placing'));
  const isConfirming = useSelector(checkout, (snapshot) =>
    (['confirming', 'placing', 'failed'] as const).some((state) => snapshot.matches({ order: state })),
  );
  const buyNow = useCartSelector(selectBuyNow);
  const addresses = useSessionSelector(selectAddresses);
  const address = addresses.find((candidate) => candidate.id === context.addressId);

  if (context.placed) {
    if (context.placed.paymentUrl) {
      return (
        <p role="status" className="py-12 text-center">
          <Trans>Taking you to the payment page…</Trans>
        </p>
      );
    }
    return <OrderPlacedView orders={context.placed.orders} />;
  }

  const method = context.paymentMethod;
  const gateway = settings.payment_gateways.find((candidate) => candidate.name === method);
  const paymentLabel = gateway ? gateway.title : t`Cash on Delivery`;
  const send = checkout.send;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-8">
        <section aria-labelledby="checkout-items" className="flex flex-col gap-4">
          <h2 id="checkout-items" className="font-semibold text-gray-900 text-lg">
            {isBuyNow ? <Trans>Your item</Trans> : <Trans>Your cart</Trans>}
          </h2>
          {isBuyNow ? buyNow && <BuyNowLines group={buyNow.group} /> : <ShopSelectionList />}
        </section>
        <section aria-labelledby="checkout-address" className="flex flex-col gap-3">
          <h2 id="checkout-address" className="font-semibold text-gray-900 text-lg">
            <Trans>Delivery Address</Trans>
          </h2>
          <AddressSummary
            addressId={context.addressId}
            onSelect={(addressId: number) => send({ type: 'checkout.address.select', addressId })}
          />
        </section>
        <section aria-labelledby="checkout-payment" className="flex flex-col gap-3">
          <h2 id="checkout-payment" className="sr-only">
            <Trans>Payment</Trans>
          </h2>
          <PaymentMethodPicker
            methods={context.paymentMethods}
            value={method}
            onChange={(next) => send({ type: 'checkout.payment.select', method: next })}
          />
          <TextArea
            label={t`Note for the shop (optional)`}
            value={context.note}
            onChange={(note) => send({ type: 'checkout.note.change', note })}
            maxLength={1000}
            rows={3}
          />
        </section>
      </div>
      <aside
        aria-labelledby="checkout-summary"
        className="flex flex-col gap-6 self-start rounded-lg border border-gray-200 p-5 lg:sticky lg:top-40"
      >
        <h2 id="checkout-summary" className="font-semibold text-gray-900 text-lg">
          <Trans>Order Summary</Trans>
        </h2>
        <CheckoutFiguresPanel
          figures={context.figures}
          isLoading={isLoadingFigures}
          error={context.figuresError}
          onRetry={() => send({ type: 'checkout.figures.retry' })}
        />
        <CouponSection
          shopIds={context.shopIds}
          appliedCode={context.couponCode}
          isApplied={context.figures?.couponApplied ?? false}
          message={context.figures?.message ?? null}
          isChecking={(context.figures?.couponCode ?? null) !== context.couponCode}
          onApply={(code) => send({ type: 'checkout.coupon.apply', code })}
          onRemove={() => send({ type: 'checkout.coupon.remove' })}
        />
        <Button size="lg" onPress={() => send({ type: 'checkout.review' })}>
          <Trans>Place Order</Trans>
        </Button>
      </aside>
      {context.figures && (
        <OrderConfirmDialog
          isOpen={isConfirming}
          figures={context.figures}
          paymentLabel={paymentLabel}
          address={address ? `${address.name}, ${address.address_line}` : ''}
          isPlacing={isPlacing}
          error={context.placeError}
          onConfirm={() => send({ type: 'checkout.place' })}
          onCancel={() => send({ type: 'checkout.confirm.cancel' })}
        />
      )}
    </div>
  );
}
