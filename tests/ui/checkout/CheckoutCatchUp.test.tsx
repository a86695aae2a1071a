import { waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useCartActorRef } from '../../../src/app/cart/CartProvider';
import { useCartSelector } from '../../../src/app/cart/use-cart';
import { selectCartCount } from '../../../src/machines/cart/cart.selectors';
import { CheckoutView } from '../../../src/ui/checkout/CheckoutView';
import { cartAnswer, twoShops, voltElectronics } from '../../machines/cart.fakes';
import { figuresAnswer } from '../../machines/checkout.fakes';
import { fakeApi, renderCheckoutPage } from './support';

/** What the cart held last when the shop was ticked off, read where the tick happened. */
let selectedAfterTick: number[] = [];

/**
 * Unticks a shop in the commit that mounts the checkout, after the checkout's render and before its effects:
 * what a slow phone sees when React renders the checkout in slices and the shopper ticks meanwhile.
 */
function TickBetweenRenderAndEffects({ shopId }: { shopId: number }) {
  const cart = useCartActorRef();
  useLayoutEffect(() => {
    cart.send({ type: 'cart.shop.toggle', shopId });
    selectedAfterTick = cart.getSnapshot().context.selectedShopIds;
  }, [cart, shopId]);
  return null;
}

function CheckoutOnceTheCartIsIn() {
  const count = useCartSelector(selectCartCount);
  if (count === 0) return null;
  return (
    <>
      <CheckoutView isBuyNow={false} />
      <TickBetweenRenderAndEffects shopId={voltElectronics.shop_id} />
    </>
  );
}

describe('the checkout started a while before its effects', () => {
  it('catches up with a shop ticked in between: the figures are asked for the shops now ticked', async () => {
    const api = fakeApi({
      'GET /carts': () => cartAnswer(twoShops()),
      'GET /get-collected-vouchers': () => ({ message: 'Vouchers', data: { coupons: [] } }),
      'POST /cart/checkout': () => figuresAnswer(),
    });
    renderCheckoutPage(<CheckoutOnceTheCartIsIn />, { api });
    const checkoutBodies = () =>
      api.calls
        .filter((call) => !call.startsWith('GET '))
        .flatMap((call, index) => (call === 'POST /cart/checkout' ? [api.bodies[index]] : []));

    await waitFor(() => expect(selectedAfterTick).not.toContain(voltElectronics.shop_id));
    await waitFor(() =>
      expect(checkoutBodies().at(-1)).toEqual(expect.objectContaining({ shop_ids: selectedAfterTick })),
    );
  });
});
