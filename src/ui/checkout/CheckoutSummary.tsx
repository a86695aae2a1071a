import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../kit/Button';
import { CheckoutFiguresPanel } from './CheckoutFiguresPanel';
import { CouponSection } from './CouponSection';
import type { CheckoutActor } from './use-checkout';

/** The order's summary beside the checkout: the figures, the coupon and Place Order. */
export function CheckoutSummary({ checkout }: { checkout: CheckoutActor }) {
  const figures = useSelector(checkout, (snapshot) => snapshot.context.figures);
  const figuresError = useSelector(checkout, (snapshot) => snapshot.context.figuresError);
  const shopIds = useSelector(checkout, (snapshot) => snapshot.context.shopIds);
  const couponCode = useSelector(checkout, (snapshot) => snapshot.context.couponCode);
  const isLoadingFigures = useSelector(checkout, (snapshot) => snapshot.hasTag('loadingFigures'));
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="flex flex-col gap-6 self-start rounded-lg border border-gray-200 p-5 @4xl:sticky @4xl:top-[calc(var(--pinned-header-height,0px)+1rem)]"
    >
      <h2 id="checkout-summary" className="font-semibold text-gray-900 text-lg">
        <Trans>Order Summary</Trans>
      </h2>
      <CheckoutFiguresPanel
        figures={figures}
        isLoading={isLoadingFigures}
        error={figuresError}
        onRetry={() => checkout.send({ type: 'checkout.figures.retry' })}
      />
      <CouponSection
        shopIds={shopIds}
        appliedCode={couponCode}
        isApplied={figures?.couponApplied ?? false}
        message={figures?.message ?? null}
        isChecking={(figures?.couponCode ?? null) !== couponCode}
        onApply={(code) => checkout.send({ type: 'checkout.coupon.apply', code })}
        onRemove={() => checkout.send({ type: 'checkout.coupon.remove' })}
      />
      <Button size="lg" onPress={() => checkout.send({ type: 'checkout.review' })}>
        <Trans>Place Order</Trans>
      </Button>
    </aside>
  );
}
