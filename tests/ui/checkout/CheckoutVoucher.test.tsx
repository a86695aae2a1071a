import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutPage } from '../../../src/ui/checkout/CheckoutPage';
import { cartAnswer, earbuds, group, voltElectronics } from '../../machines/cart.fakes';
import { figuresAnswer, summary } from '../../machines/checkout.fakes';
import { fakeApi, renderCheckoutPage } from './support';

/**
 * The checkout's contract for a cart of one shop: POST /cart/checkout answers at once, or, after `hold()`,
 * when the test gives the answer to `release`.
 */
function checkoutApi() {
  let held: ((answer: unknown) => void) | null = null;
  let holding = false;
  const api = fakeApi({
    'GET /carts': () => cartAnswer([group(voltElectronics, earbuds)]),
    'GET /get-collected-vouchers': () => ({ message: 'Vouchers', data: { coupons: [] } }),
    'POST /cart/checkout': () =>
      holding
        ? new Promise((resolve) => {
            held = resolve;
          })
        : figuresAnswer(),
  });
  return {
    api,
    hold: () => {
      holding = true;
    },
    release: (answer: unknown) => held?.(answer),
    /** The bodies sent to POST /cart/checkout, in order (`bodies` holds those of every call but a GET). */
    checkoutBodies: () =>
      api.calls
        .filter((call) => !call.startsWith('GET '))
        .flatMap((call, index) => (call === 'POST /cart/checkout' ? [api.bodies[index]] : [])),
  };
}

const voucherSection = () => screen.getByRole('region', { name: 'Voucher' });

describe('the checkout’s voucher', () => {
  it('is checked with the figures: no verdict until they come, then the server’s reason', async () => {
    const { api, hold, release, checkoutBodies } = checkoutApi();
    const { user } = renderCheckoutPage(<CheckoutPage isBuyNow={false} />, {
      settings: { multi_vendor: false },
      api,
    });
    await screen.findByText('Payable Amount');
    expect(checkoutBodies()).toEqual([{ shop_ids: [3], coupon_code: null, is_buy_now: false }]);

    hold();
    await user.type(within(voucherSection()).getByRole('textbox', { name: 'Coupon Code' }), 'OLD5');
    await user.click(within(voucherSection()).getByRole('button', { name: 'Apply' }));
    const status = await within(voucherSection()).findByRole('status');
    expect(status).toHaveTextContent('Checking voucher OLD5…');
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [3], coupon_code: 'OLD5', is_buy_now: false });

    release(figuresAnswer({ couponApplied: false, message: 'This voucher has expired.' }));
    expect(await within(voucherSection()).findByText('This voucher has expired.')).toBeInTheDocument();
  });

  it('says the code applies once the figures with its discount come', async () => {
    const { api, hold, release } = checkoutApi();
    const { user } = renderCheckoutPage(<CheckoutPage isBuyNow={false} />, {
      settings: { multi_vendor: false },
      api,
    });
    await screen.findByText('Payable Amount');

    hold();
    await user.type(within(voucherSection()).getByRole('textbox', { name: 'Coupon Code' }), 'VOLT10');
    await user.click(within(voucherSection()).getByRole('button', { name: 'Apply' }));
    expect(await within(voucherSection()).findByRole('status')).toHaveTextContent('Checking voucher VOLT10…');

    release(
      figuresAnswer({
        couponApplied: true,
        message: 'Voucher applied',
        checkout: summary({ coupon_discount: 6, payable_amount: 61.99 }),
      }),
    );
    expect(await within(voucherSection()).findByText('Voucher VOLT10 applied.')).toBeInTheDocument();
    expect(screen.getByText('−$6.00')).toBeInTheDocument();
  });
});
