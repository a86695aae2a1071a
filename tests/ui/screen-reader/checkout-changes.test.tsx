import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutPage } from '../../../src/ui/checkout/CheckoutPage';
import { earbuds, fakeCartServer, group, voltElectronics } from '../../machines/cart.fakes';
import { figuresAnswer, summary, voltFigures } from '../../machines/checkout.fakes';
import { fakeApi, renderCheckoutPage } from '../checkout/support';

afterEach(async () => {
  await virtual.stop();
});

/** The earbuds' shop over the reference API's rule: 59.99 a pair, 5.00 delivery, 5 % VAT. */
function figuresFor(quantity: number) {
  const total = Math.round(5999 * quantity) / 100;
  const vat = Math.round(total * 5) / 100;
  const payable = Math.round((total + 5 + vat) * 100) / 100;
  return figuresAnswer({
    items: [voltFigures({ subtotal: total, products: [{ ...earbuds, quantity }] })],
    checkout: summary({
      total_amount: total,
      order_tax_amount: vat,
      all_vat_taxes: [{ name: 'VAT', percentage: 5, amount: vat }],
      payable_amount: payable,
    }),
  });
}

/** A checkout of one shop whose cart and figures follow the plus and minus pressed. */
function checkoutOfOneShop() {
  const server = fakeCartServer([group(voltElectronics, earbuds)]);
  const quantity = () => server.groups()[0]?.products[0]?.quantity ?? 0;
  // The figures are worked out after the change sent before them, as one server answering in turn does.
  let lastChange: Promise<unknown> = Promise.resolve();
  const changed = (kind: 'increment' | 'decrement') => (_url: URL, request: Request) => {
    lastChange = request.json().then(({ product_id: productId }) => server.apply({ kind, productId }));
    return lastChange;
  };
  return fakeApi({
    'GET /carts': () => server.load(),
    'GET /get-collected-vouchers': () => ({ message: 'Vouchers', data: { coupons: [] } }),
    'POST /cart/increment': changed('increment'),
    'POST /cart/decrement': changed('decrement'),
    'POST /cart/checkout': () => lastChange.then(() => figuresFor(quantity())),
  });
}

/** What the virtual screen reader's live regions said, without the polite/assertive prefix. */
const politeSaid = async () =>
  (await virtual.spokenPhraseLog()).filter((phrase) => phrase.startsWith('polite: ')).map((phrase) => phrase.slice(8));

describe('what a screen reader says as the checkout changes', () => {
  it('plus and minus announce the new quantity and, once worked out, the payable amount', async () => {
    const { user } = renderCheckoutPage(<CheckoutPage isBuyNow={false} />, {
      settings: { multi_vendor: false },
      api: checkoutOfOneShop(),
    });
    await screen.findByText('$67.99');
    await virtual.start({ container: document.body });

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Wireless Earbuds Pro' }));
    await waitFor(async () => expect(await politeSaid()).toContain('Quantity 2. Payable amount $130.98.'));

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Wireless Earbuds Pro' }));
    await waitFor(async () => expect(await politeSaid()).toContain('Quantity 1. Payable amount $67.99.'));
    // Nothing was said of the figures the page opened with, and each change was said once, when worked out.
    expect(await politeSaid()).toEqual(['Quantity 2. Payable amount $130.98.', 'Quantity 1. Payable amount $67.99.']);
  });
});
