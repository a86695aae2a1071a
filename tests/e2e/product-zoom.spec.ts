import type { APIRequestContext } from '@playwright/test';
import type { Schema } from '../../src/api/types';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

type ProductDetails = Schema<'ProductDetails'>;

/** A seeded product with three pictures or more, as the API gives it in `locale`. */
async function productWithPictures(request: APIRequestContext, locale: Locale): Promise<ProductDetails> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Accept-Language': locale };
  const listing = await request.get('/api/products?page=1&per_page=20', { headers });
  const { products } = ((await listing.json()) as { data: { products: { id: number }[] } }).data;
  for (const card of products) {
    const answer = await request.get(`/api/product-details?product_id=${card.id}`, { headers });
    const { product } = ((await answer.json()) as { data: { product: ProductDetails } }).data;
    if (product.thumbnails.length >= 3) return product;
  }
  throw new Error('the seed has a product with three pictures');
}

/** The path of a picture's URL, without the size or format asked. */
const pathOf = (url: string | null) => new URL(url ?? '', 'http://host').pathname;

for (const locale of ['en', 'ar'] as const) {
  test(`opens the pictures large from the keyboard, moves with the arrows and gives focus back (${locale})`, async ({
    page,
    request,
    openInLocale,
  }) => {
    const product = await productWithPictures(request, locale);
    const fullSize: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).searchParams.get('w') === '2048') fullSize.push(sent.url());
    });
    await openInLocale(locale, `/products/${product.id}/details`);
    await waitForShell(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const zoomWord = translated(locale, 'Zoom');
    const open = page.getByRole('button', { name: new RegExp(`^${zoomWord}:`) });
    await expect(open).toContainText(zoomWord);
    // The full-size file is asked for only once the shopper opens the picture.
    expect(fullSize).toEqual([]);

    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole('group').locator('img');
    const urls = product.thumbnails.map((image) => image.url);
    await expect.poll(async () => pathOf(await large.getAttribute('src'))).toBe(urls[0]);
    if (/\.(jpe?g|png)$/i.test(urls[0] ?? '')) await expect.poll(() => fullSize.length).toBeGreaterThan(0);

    // The arrow towards the end of the line shows the next picture: Right in English, Left in Arabic.
    const [next, previous] = locale === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    await page.keyboard.press(next);
    await expect.poll(async () => pathOf(await large.getAttribute('src'))).toBe(urls[1]);
    await page.keyboard.press(next);
    await expect.poll(async () => pathOf(await large.getAttribute('src'))).toBe(urls[2]);
    await page.keyboard.press(previous);
    await expect.poll(async () => pathOf(await large.getAttribute('src'))).toBe(urls[1]);

    // Zoomed in, the picture is drawn wider than its box, which scrolls.
    await dialog.getByRole('button', { name: translated(locale, 'Zoom in') }).click();
    await expect(dialog.getByRole('button', { name: translated(locale, 'Zoom out') })).toBeVisible();
    const box = dialog.getByRole('group');
    await expect.poll(() => box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on the picture, which now shows the one last seen.
    await expect(open).toBeFocused();
    await expect.poll(async () => pathOf(await open.locator('img').getAttribute('src'))).toBe(urls[1]);
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`the open zoom passes axe (${locale})`, async ({ page, request, openInLocale, expectNoAxeViolations }) => {
    const product = await productWithPictures(request, locale);
    await openInLocale(locale, `/products/${product.id}/details`);
    await waitForShell(page, locale);
    await page.getByRole('button', { name: new RegExp(`^${translated(locale, 'Zoom')}:`) }).click();
    await expect(page.getByRole('dialog', { name: product.name })).toBeVisible();
    await expectNoAxeViolations();
  });
}
