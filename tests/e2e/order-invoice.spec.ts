import { shopperWithPendingOrder, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { type Locale, storeLocale } from './support/locale';
import { navigateInApp } from './support/shell';

for (const locale of ['en', 'ar'] as Locale[]) {
  /** An order prints as its invoice: the order's content alone, titled, without the site's frame or buttons. */
  test(`an order prints as its invoice (${locale})`, async ({ page, request, expectNoAxeViolations }) => {
    const text = (english: string) => translated(locale, english);
    const { shopper, order } = await shopperWithPendingOrder(request);
    await storeLocale(page.context(), locale);
    await signIn(page, shopper, '/', locale);
    await navigateInApp(page, `/order-history/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: text('Order Details') })).toBeVisible();

    // The button asks the browser to print (counted here instead of a dialog opening).
    await page.evaluate(() => {
      Object.assign(window, { printed: 0 });
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: text('Print invoice') }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const invoiceTitle = new RegExp(`· ${text('Invoice')}$`);
    await expect(page.getByText(invoiceTitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text('Order Details') })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: text('Account') })).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('Status history') })).toBeVisible();
    // What prints is read as a page too (a saved PDF keeps its structure).
    await expectNoAxeViolations();

    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(invoiceTitle)).toBeHidden();
  });
}
