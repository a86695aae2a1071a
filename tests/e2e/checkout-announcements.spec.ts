import { listenToLiveRegions, liveRegionsSaid } from './support/announcements';
import {
  dollars,
  newShopper,
  OLIVE_OIL,
  orderSummary,
  payableFor,
  productFacts,
  putInCart,
  SKILLET,
  shopTick,
  signIn,
} from './support/cart';
import { expect, test } from './support/fixtures';

test.describe('the checkout says what a change did', () => {
  test('a tick, plus and minus announce the new quantity and the payable amount through a live region', async ({
    page,
    request,
  }) => {
    const oil = await productFacts(request, OLIVE_OIL.id);
    const shopper = await newShopper(request);
    await putInCart(request, shopper, OLIVE_OIL.id, 1);
    await putInCart(request, shopper, SKILLET.id, 1);
    const one = await payableFor(request, shopper, [OLIVE_OIL.shop.id]);
    // What two bottles cost, asked for another shopper's cart so that this one stays as the page has it.
    const other = await newShopper(request);
    await putInCart(request, other, OLIVE_OIL.id, 2);
    const two = await payableFor(request, other, [OLIVE_OIL.shop.id]);

    await signIn(page, shopper, '/checkout');
    const summary = orderSummary(page);
    await expect(summary).toContainText('Select a shop to see what you will pay.');
    await listenToLiveRegions(page);

    await shopTick(page, OLIVE_OIL.shop.name).label.click();
    await expect.poll(() => liveRegionsSaid(page)).toContain(`Payable amount ${dollars(one.payable_amount)}.`);

    await page.getByRole('button', { name: `Increase quantity of ${oil.name}` }).click();
    await expect
      .poll(() => liveRegionsSaid(page))
      .toContain(`Quantity 2. Payable amount ${dollars(two.payable_amount)}.`);

    await page.getByRole('button', { name: `Decrease quantity of ${oil.name}` }).click();
    await expect
      .poll(() => liveRegionsSaid(page))
      .toContain(`Quantity 1. Payable amount ${dollars(one.payable_amount)}.`);

    await shopTick(page, OLIVE_OIL.shop.name).label.click();
    await expect.poll(() => liveRegionsSaid(page)).toContain('Select a shop to see what you will pay.');
  });
});
