import type { Locator, Page } from '@playwright/test';
import { PRODUCTS } from '../../server/db/seed/facts';
import { dialogNamed, passwordField, userMenuButton } from './support/auth';
import {
  cartDrawer,
  cartLine,
  cartOf,
  headerCart,
  newShopper,
  notifications,
  orderSummary,
  ordersOf,
  productFacts,
  type Shopper,
  shopTick,
  signIn,
} from './support/cart';
import { expect, test } from './support/fixtures';
import { waitForShell } from './support/shell';

/** Presses `key` until `target` has the focus; fails after `limit` presses. */
async function pressUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${limit} presses of ${key} did not reach ${target}`);
}

/** Signs in through the login dialog with the keyboard alone: Login in the header, both fields typed over, Enter. */
async function signInWithKeyboard(page: Page, shopper: Shopper) {
  await page.goto('/');
  await waitForShell(page);
  const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  await pressUntilFocused(page, login);
  await page.keyboard.press('Enter');
  const dialog = dialogNamed(page, 'Log In');
  const email = dialog.getByRole('textbox', { name: 'Email or Phone' });
  await expect(email).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(shopper.email);
  await pressUntilFocused(page, passwordField(dialog, 'Password'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(shopper.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page, shopper.name)).toBeVisible();
}

test.describe('the cart', () => {
  test('a product added from its page is changed in the drawer, removed, added again, and taken to checkout', async ({
    page,
    request,
  }) => {
    const product = await productFacts(request, PRODUCTS.withColorsAndSizes.id);
    const [color, size] = [product.colors[1], product.sizes[1]];
    if (!color || !size || size.price) throw new Error('the product has a second colour and a second size at no extra');
    const shopper = await newShopper(request);
    await signIn(page, shopper, `/products/${product.id}/details`);
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(0));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Color' }).getByText(color.name, { exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Size' }).getByText(size.name, { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    const added = notifications(page).getByRole('listitem').filter({ hasText: 'has been added to cart' });
    await expect(added).toContainText(`${product.name} has been added to cart`);
    // The pointer rests on the toast, which keeps it (a cart toast otherwise goes after 3 s).
    await added.hover();
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(1));
    await added.getByRole('button', { name: 'View In Cart' }).click();

    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await expect(drawer).toContainText(`Size: ${size.name} · Color: ${color.name}`);
    const quantity = drawer.getByRole('group', { name: `Quantity of ${product.name}` });
    const shown = (count: number) => quantity.getByText(String(count), { exact: true });
    await expect(shown(1)).toBeVisible();

    await quantity.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(shown(2)).toBeVisible();
    await expect(drawer.getByText('2 items', { exact: true })).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(2));
    await expect.poll(async () => (await cartLine(request, shopper, product.id))?.quantity).toBe(2);

    const decrease = quantity.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    await decrease.click();
    await expect(shown(1)).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(1));
    await expect.poll(async () => (await cartLine(request, shopper, product.id))?.quantity).toBe(1);

    // Minus on the last unit takes the line out; the toast offers to put one unit back.
    await decrease.click();
    const removed = notifications(page).getByRole('listitem').filter({ hasText: 'has been remove to cart' });
    await expect(removed).toContainText(`${product.name} has been remove to cart`);
    await removed.hover();
    await expect(drawer.getByRole('heading', { name: 'Cart is empty' })).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(0));
    await expect.poll(() => cartLine(request, shopper, product.id)).toBeUndefined();

    await removed.getByRole('button', { name: 'Again Add to Cart' }).click();
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await expect(shown(1)).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(1));
    const again = await cartLine(request, shopper, product.id);
    expect(again?.quantity, 'one unit is back, with the colour and size chosen before').toBe(1);
    expect([again?.color?.name, again?.size?.name]).toEqual([color.name, size.name]);

    await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your cart' }).getByRole('link', { name: product.name }),
    ).toBeVisible();
  });

  test('the whole way from a product page to the order history with the keyboard alone', async ({ page, request }) => {
    // Some forty key presses, each waiting for the page's answer: more than the usual time on a slow machine.
    test.slow();
    const product = await productFacts(request, PRODUCTS.plain.id);
    const shopper = await newShopper(request);
    await signInWithKeyboard(page, shopper);

    await page.goto(`/products/${product.id}/details`);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The first stop, Skip to content, goes past the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');
    const added = notifications(page).getByRole('listitem').filter({ hasText: 'has been added to cart' });
    await expect(added).toContainText(`${product.name} has been added to cart`);
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(1));

    // Back up to the header's cart button, which opens the drawer.
    await pressUntilFocused(page, headerCart(page), 'Shift+Tab');
    await page.keyboard.press('Enter');
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await pressUntilFocused(page, drawer.getByRole('link', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/checkout');

    const { box } = shopTick(page, product.shop.name);
    await pressUntilFocused(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    const summary = orderSummary(page);
    await expect(summary).toContainText('Payable Amount');
    await pressUntilFocused(page, summary.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');

    const confirm = dialogNamed(page, 'Confirm your order');
    await expect(confirm).toContainText(`${product.name} × 1`);
    await pressUntilFocused(page, confirm.getByRole('button', { name: 'Confirm Order' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeFocused();

    const [order] = await ordersOf(request, shopper);
    expect(order, 'the order was placed').toBeDefined();
    const code = order?.order_code ?? '';
    await pressUntilFocused(page, page.getByRole('link', { name: 'View Order History' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/order-history');
    await expect(page.getByRole('main').getByRole('link', { name: code, exact: true })).toBeVisible();
  });
});
