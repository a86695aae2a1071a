import { afterAll, beforeAll, expect, it } from 'vitest';
import { refreshCatalogUpkeep } from '../../server/catalog/catalog-upkeep';
import { flashSaleProducts } from '../../server/db/schema';
import { FLASH_SALES, PRODUCTS, VOUCHERS } from '../../server/db/seed/facts';
import { colorId, fillCart, newShopper, sizeId } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/**
 * One price for a line, wherever it is worked out: the product page's price plus the chosen size's extra is what
 * the cart, /cart/checkout and /apply-voucher count, a running flash sale included.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The bed sheet (sizes with extra prices) joins the running sale, so the offer and the extra meet.
  await server.deps.db
    .insert(flashSaleProducts)
    .values({ flashSaleId: FLASH_SALES.running.id, productId: PRODUCTS.withSizePrices.id });
  await refreshCatalogUpkeep(server.deps.db, server.deps.now());
  server.deps.catalog.clear();
});

afterAll(async () => {
  await server?.stop();
});

it("adds the size's extra to the price the product page shows, in the cart, the checkout and the voucher", async () => {
  const sheet = PRODUCTS.withSizePrices;
  const { data: page } = await server.api().catalog.getProductDetails({ product_id: sheet.id });
  const king = page.product.sizes.find((size) => size.name === 'King');
  expect(king?.price).toBe(25);
  expect(page.product.discount_price).toBeGreaterThan(0);
  const shown = Math.round((page.product.discount_price + 25) * 100) / 100;

  const { token } = await newShopper(server);
  const cart = await fillCart(server, token, [
    { product_id: sheet.id, color: await colorId(server, 'White'), size: await sizeId(server, 'King'), quantity: 2 },
  ]);
  const line = cart.cart_items[0]?.products[0];
  expect(line).toMatchObject({ price: page.product.price + 25, discount_price: shown });

  const api = server.api(token);
  const code = VOUCHERS.nordic15.code;
  const { data } = await api.cart.checkoutCart({ shop_ids: [sheet.shopId], coupon_code: code });
  const twice = Math.round(shown * 2 * 100) / 100;
  expect(data.checkout.total_amount).toBe(twice);
  const voucher = await api.vouchers.applyVoucher({
    coupon_code: code,
    products: [{ id: sheet.id, quantity: 2, shop_id: sheet.shopId, size: king?.id ?? null }],
  });
  expect(voucher.data.total_order_amount).toBe(twice);
  expect(voucher.data.total_discount_amount).toBe(data.checkout.coupon_discount);
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
