import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAuthDialogs } from '../../app/auth/AuthDialogsContext';
import { useCartSelector } from '../../app/cart/use-cart';
import { notify } from '../../app/notify';
import { selectBuyNow } from '../../machines/cart/cart.selectors';
import type { CheckoutEmitted } from '../../machines/checkout/checkout.types';
import { BuyNowLines } from './BuyNowLines';
import { CheckoutAddressSection } from './CheckoutAddressSection';
import { CheckoutConfirmation } from './CheckoutConfirmation';
import { CheckoutPaymentSection } from './CheckoutPaymentSection';
import { CheckoutStatusAnnouncer } from './CheckoutStatusAnnouncer';
import { CheckoutSummary } from './CheckoutSummary';
import { CHECKOUT_PROBLEMS } from './checkout-problems';
import { OrderPlacedView } from './OrderPlacedView';
import { ShopSelectionList } from './ShopSelectionList';
import { useCheckout } from './use-checkout';

/**
 * The checkout of the cart (`/checkout`) or of the buy-now product (`/buynow`), for a signed-in shopper.
 * `onPlaced` is told when the order is placed (the page then keeps this view, which shows the outcome).
 * Each section reads its own part of the checkout, so a shop's tick re-renders the summary and not the page.
 */
export function CheckoutView({ isBuyNow, onPlaced }: { isBuyNow: boolean; onPlaced?: () => void }) {
  const { i18n } = useLingui();
  const authDialogs = useAuthDialogs();
  const onEmitted = (event: CheckoutEmitted) => {
    if (event.type === 'checkout.blocked') notify.error(i18n._(CHECKOUT_PROBLEMS[event.problem]));
    if (event.type === 'checkout.placed') onPlaced?.();
    if (event.type === 'checkout.verificationRequired') authDialogs.open('verifyAccount');
  };
  const checkout = useCheckout(isBuyNow, onEmitted);
  const placed = useSelector(checkout, (snapshot) => snapshot.context.placed);
  const buyNow = useCartSelector(selectBuyNow);

  if (placed) {
    if (placed.paymentUrl) {
      return (
        <p role="status" className="py-12 text-center">
          <Trans>Taking you to the payment page…</Trans>
        </p>
      );
    }
    return <OrderPlacedView orders={placed.orders} />;
  }

  return (
    <div className="grid gap-8 @4xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-8">
        <section aria-labelledby="checkout-items" className="flex flex-col gap-4">
          <h2 id="checkout-items" className="font-semibold text-gray-900 text-lg">
            {isBuyNow ? <Trans>Your item</Trans> : <Trans>Your cart</Trans>}
          </h2>
          {isBuyNow ? buyNow && <BuyNowLines group={buyNow.group} /> : <ShopSelectionList />}
        </section>
        <CheckoutAddressSection checkout={checkout} />
        <CheckoutPaymentSection checkout={checkout} />
      </div>
      <CheckoutSummary checkout={checkout} />
      <CheckoutConfirmation checkout={checkout} />
      <CheckoutStatusAnnouncer checkout={checkout} />
    </div>
  );
}
