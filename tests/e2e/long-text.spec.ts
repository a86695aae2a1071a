import { expect, test } from './support/fixtures';
import { navigateInApp, waitForShell } from './support/shell';

/** Text a seller or shopper writes, however long and without spaces, never makes the page wider than the screen. */
test('a product named with 3,000 letters and no space keeps the page within the screen', async ({ page }) => {
  const longName = 'A'.repeat(3000);
  // The API's own answer, with the product's name and description made as long as a careless seller could.
  await page.route('**/api/product-details?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.product.name = longName;
    body.data.product.short_description = 'B'.repeat(3000);
    await route.fulfill({ response, json: body });
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // Opened from within the app, so the page asks the API (the first document carries its own answer).
    await page.goto('/');
    await waitForShell(page);
    await navigateInApp(page, '/products/1/details');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AAAA');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `at ${width} px`).toBeLessThanOrEqual(width);
  }
});
