import { signInAsDemo } from './support/auth';
import { expect, test } from './support/fixtures';

/** An order prints as its invoice: the order's content alone, titled, without the site's frame or buttons. */
test('an order prints as its invoice', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/order-history');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^ORD-\d+/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();

  // The button asks the browser to print (counted here instead of a dialog opening).
  await page.evaluate(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print invoice' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/· Invoice$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(/· Invoice$/)).toBeHidden();
});
