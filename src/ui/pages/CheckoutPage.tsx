import { CheckoutPage as Checkout } from '../checkout/CheckoutPage';

/** `/checkout`: the cart's checkout. */
export default function CheckoutPage() {
  return <Checkout isBuyNow={false} />;
}
