import { CheckoutPage } from '../checkout/CheckoutPage';

/** `/buynow`: the checkout of the one product bought now, apart from the cart. */
export default function BuyNowPage() {
  return <CheckoutPage isBuyNow />;
}
