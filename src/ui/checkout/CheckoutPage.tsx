import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useAuthDialogs } from '../../app/auth/AuthDialogsContext';
import { useCartSelector } from '../../app/cart/use-cart';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { selectBuyNow, selectCartCount, selectIsCartLoading } from '../../machines/cart/cart.selectors';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { Button, buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';
import { Skeleton } from '../kit/Skeleton';
import { CheckoutView } from './CheckoutView';

const continueShopping = (
  <Link href="/products" variant="plain" className={buttonStyles({ variant: 'primary' })}>
    <Trans>Continue Shopping</Trans>
  </Link>
);

/**
 * `/checkout` and `/buynow`: a visitor is asked to log in; an empty cart (or no product bought now) says so
 * and leads back to the products; otherwise the checkout.
 */
export function CheckoutPage({ isBuyNow }: { isBuyNow: boolean }) {
  const { t } = useLingui();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const authDialogs = useAuthDialogs();
  const isLoading = useCartSelector(selectIsCartLoading);
  const count = useCartSelector(selectCartCount);
  const buyNow = useCartSelector(selectBuyNow);
  // A placed order empties (part of) the cart: its success screen stays rather than giving way to 'Cart is empty'.
  const [hasPlaced, setHasPlaced] = useState(false);

  let shows: 'signIn' | 'nothingToBuy' | 'loading' | 'empty' | 'checkout';
  if (!isSignedIn) shows = 'signIn';
  else if (isBuyNow && !buyNow) shows = 'nothingToBuy';
  else if (!isBuyNow && !hasPlaced && isLoading && count === 0) shows = 'loading';
  else if (!isBuyNow && !hasPlaced && count === 0) shows = 'empty';
  else shows = 'checkout';
  // The checkout is a large first drawing: it is rendered in the background, in slices a slow phone can answer a
  // tap between, while the skeleton stays; on the page's first render too (a cart already loaded), hence the
  // skeleton as the value to start from.
  const shown = useDeferredValue(shows, 'loading');

  let body: ReactNode;
  if (shown === 'signIn') {
    body = (
      <EmptyState
        title={t`Log in to check out`}
        action={<Button onPress={() => authDialogs.open('login')}>{t`Log In`}</Button>}
      >
        <Trans>Your cart is kept with your account.</Trans>
      </EmptyState>
    );
  } else if (shown === 'nothingToBuy') {
    body = (
      <EmptyState title={t`Nothing to buy now`} action={continueShopping}>
        <Trans>Choose a product and press Buy Now.</Trans>
      </EmptyState>
    );
  } else if (shown === 'loading') {
    body = <Skeleton className="h-96 w-full" />;
  } else if (shown === 'empty') {
    body = <EmptyState title={t`Cart is empty`} action={continueShopping} />;
  } else {
    body = <CheckoutView isBuyNow={isBuyNow} onPlaced={() => setHasPlaced(true)} />;
  }

  return (
    // Laid out by its own width rather than the screen's (src/ui/checkout/CheckoutView.tsx): text may be enlarged.
    <div className="@container mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-2xl text-gray-900">
        {isBuyNow ? <Trans>Buy Now</Trans> : <Trans>Checkout</Trans>}
      </h1>
      {body}
    </div>
  );
}
