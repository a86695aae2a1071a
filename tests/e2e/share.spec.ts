import { PRODUCTS } from '../../server/db/seed/facts';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

const PRODUCT_PATH = `/products/${PRODUCTS.plain.id}/details`;

interface SharedData {
  title?: string;
  url?: string;
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`sharing a product (${locale})`, () => {
    const text = (english: string) => translated(locale, english);

    test('without a share sheet, Share copies the page link and says so', async ({
      page,
      context,
      openInLocale,
      expectNoAxeViolations,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The browser under test may have a share sheet of its own: this shopper's has none.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      await openInLocale(locale, PRODUCT_PATH);
      await waitForShell(page, locale);
      await page
        .getByRole('main')
        .getByRole('button', { name: text('Share') })
        .click();

      await expect(page.getByRole('region', { name: text('Notifications') })).toContainText(text('Link copied'));
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).pathname).toBe(PRODUCT_PATH);
      await expectNoAxeViolations();
    });

    test("with a share sheet, Share hands it the product's name and link", async ({ page, openInLocale }) => {
      await page.addInitScript(() => {
        const shared: SharedData[] = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, 'share', {
          value: async (data: SharedData) => void shared.push(data),
          configurable: true,
        });
      });
      await openInLocale(locale, PRODUCT_PATH);
      await waitForShell(page, locale);
      const name = await page.getByRole('heading', { level: 1 }).textContent();
      await page
        .getByRole('main')
        .getByRole('button', { name: text('Share') })
        .click();

      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: SharedData[] }).shared))
        .toEqual([{ title: name, url: expect.stringContaining(PRODUCT_PATH) }]);
      await expect(page.getByRole('region', { name: text('Notifications') })).not.toContainText(text('Link copied'));
    });
  });
}
