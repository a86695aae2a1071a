import type { APIRequestContext, Page } from '@playwright/test';
import type { Answer } from '../../src/api/types';
import { DEMO_CUSTOMER, dialogNamed, signInAsDemo } from './support/auth';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { waitForShell } from './support/shell';

const HEADERS = { 'Accept-Language': 'en', 'X-Requested-With': 'XMLHttpRequest' };

/** The demo customer's wishlist now, read through the contract with a session of its own. */
async function demoFavoriteIds(request: APIRequestContext): Promise<Set<number>> {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: { phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as Answer<'login'>).data.access.token;
  const list = await request.get('/api/favorite-products', {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
  });
  const { products } = ((await list.json()) as Answer<'listFavorites'>).data;
  return new Set(products.map((product) => product.id));
}

/** The popular products of the home page, as the API lists them. */
async function popularProducts(request: APIRequestContext) {
  const response = await request.get('/api/home?page=1&per_page=10', { headers: HEADERS });
  return ((await response.json()) as Answer<'getHome'>).data.popular_products;
}

const wishlistOf = (count: number) => `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The navbar's wishlist button (its name carries the count). */
function wishlistButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Wishlist, \d+ items?$/ });
}

test.describe('the wishlist', () => {
  test("a visitor's heart opens the login dialog", async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const popular = page.getByRole('region', { name: 'Most Popular' });
    await popular
      .getByRole('button', { name: /^Add .+ to wishlist$/ })
      .first()
      .click();
    await expect(dialogNamed(page, 'Log In')).toBeVisible();
  });

  test('a customer adds a product from its card, finds it on /wishlist and removes it after confirming', async ({
    page,
    request,
  }) => {
    const favorites = await demoFavoriteIds(request);
    const product = (await popularProducts(request)).find((candidate) => !favorites.has(candidate.id));
    expect(product, 'a popular product is not in the wishlist yet').toBeDefined();
    const name = product?.name ?? '';

    await signInAsDemo(page);
    await expect(wishlistButton(page)).toHaveAccessibleName(wishlistOf(favorites.size));
    const popular = page.getByRole('region', { name: 'Most Popular' });
    const add = popular.getByRole('button', { name: `Add ${name} to wishlist` });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();

    const remove = popular.getByRole('button', { name: `Remove ${name} from wishlist` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistButton(page)).toHaveAccessibleName(wishlistOf(favorites.size + 1));

    await wishlistButton(page).click();
    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(favorites.size + 1);

    await card.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove from wishlist?' });
    await expect(confirm).toContainText(`${name} will be removed from your wishlist.`);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();

    await expect(card).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(favorites.size);
    await expect(wishlistButton(page)).toHaveAccessibleName(wishlistOf(favorites.size));
    expect(await demoFavoriteIds(request)).toEqual(favorites);
  });

  test('the wishlist and its confirmation pass axe; Cancel keeps the product and returns focus', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const favorites = await demoFavoriteIds(request);
    await signInAsDemo(page);
    await page.goto('/wishlist');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(favorites.size);
    await expectNoAxeViolations();

    const heart = cards.first().getByRole('button', { name: /^Remove .+ from wishlist$/ });
    await heart.click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove from wishlist?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations({ include: '[role="alertdialog"]' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(heart).toBeFocused();
    await expect(cards).toHaveCount(favorites.size);
  });

  test('the wishlist passes axe in Arabic', async ({ page, openInLocale, expectNoAxeViolations }) => {
    await signInAsDemo(page);
    // Signed in, the shopper chooses Arabic (the session is kept across the reload).
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: translated('ar', 'Wishlist') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations();
  });
});
