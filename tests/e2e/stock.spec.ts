import { PRODUCTS } from '../../server/db/seed/facts';
import { cartLines, newShopper, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { type Locale, storeLocale } from './support/locale';
import { waitForShell } from './support/shell';

const [SOLD_OUT] = PRODUCTS.outOfStock;
// Two left: enough to show the quantity's limit, and that the cart cannot hold a third.
const TWO_LEFT = PRODUCTS.lowStock.find((product) => product.stock === 2);

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`stock on the product page (${locale})`, () => {
    const text = (english: string) => translated(locale, english);

    test('a product with none left says Out of stock and cannot be added or bought', async ({
      page,
      openInLocale,
      expectNoAxeViolations,
    }) => {
      await openInLocale(locale, `/products/${SOLD_OUT?.id}/details`);
      await waitForShell(page, locale);
      const main = page.getByRole('main');
      await expect(main.getByText(text('Out of stock'), { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: text('Add to Cart') })).toBeDisabled();
      await expect(main.getByRole('button', { name: text('Buy Now') })).toBeDisabled();
      await expect(main.getByRole('group', { name: text('Quantity') })).toHaveCount(0);
      await expectNoAxeViolations();
    });

    test('a product with few left says how many, and the cart takes no more than that', async ({
      page,
      request,
      expectNoAxeViolations,
    }) => {
      const shopper = await newShopper(request, 0);
      await storeLocale(page.context(), locale);
      await signIn(page, shopper, `/products/${TWO_LEFT?.id}/details`, locale);
      const main = page.getByRole('main');
      await expect(main.getByText(text('Only {0} left').replace('{0}', '2'), { exact: true })).toBeVisible();

      // The quantity stops at what is left.
      const increase = main.getByRole('button', { name: text('Increase quantity') });
      await increase.click();
      await expect(increase).toBeDisabled();
      await main.getByRole('button', { name: text('Add to Cart') }).click();
      await expect.poll(() => cartLines(request, shopper)).toEqual({ [TWO_LEFT?.id ?? 0]: 2 });

      // With all of it in the cart, the page says so and adds nothing more.
      await expect(
        main.getByText(text('Your cart holds all {0} in stock.').replace('{0}', '2'), { exact: true }),
      ).toBeVisible();
      await expect(main.getByRole('button', { name: text('Add to Cart') })).toBeDisabled();
      await expectNoAxeViolations();
    });
  });
}
