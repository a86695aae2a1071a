import type { JSHandle, Page } from '@playwright/test';
import { PRODUCTS } from '../../server/db/seed/facts';
import {
  cartDrawer,
  cartLine,
  cartOf,
  headerCart,
  newShopper,
  notifications,
  productFacts,
  putInCart,
  signIn,
} from './support/cart';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

/** A product without colours or sizes, of another shop than PRODUCTS.plain. */
const CAST_IRON_SKILLET_ID = 32;

interface Said {
  text: string;
  /** The live region was hidden from assistive technology (behind a modal) when the text came. */
  hidden: boolean;
}

/**
 * Listens as a screen reader does: text added inside a live region that is already in the page is said; a
 * region that arrives together with its text is a change to its parent, which is not live, and says nothing.
 */
async function listenToLiveRegions(page: Page): Promise<() => Promise<Said[]>> {
  await page.addInitScript(() => {
    const said: Said[] = [];
    Object.assign(window, { liveRegionsSaid: said });
    const live = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest(live);
        if (!region) continue;
        const hidden = region.closest('[aria-hidden="true"], [inert]') !== null;
        const texts =
          record.type === 'characterData'
            ? [record.target.textContent]
            : [...record.addedNodes].map((node) => node.textContent);
        for (const text of texts) if (text?.trim()) said.push({ text: text.trim(), hidden });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { liveRegionsSaid: Said[] }).liveRegionsSaid);
}

/** Whether focus is on the very element `handle` points at. */
const hasFocus = (page: Page, handle: JSHandle) =>
  page.evaluate((element) => element === document.activeElement, handle);

test.describe('toasts with the keyboard alone', () => {
  test('View In Cart is reached at once with F6, holds while focused, and focus goes back to Add to Cart', async ({
    page,
    request,
  }) => {
    const product = await productFacts(request, PRODUCTS.plain.id);
    const shopper = await newShopper(request);
    const said = await listenToLiveRegions(page);
    // The toasts' own timers run on this clock, which the test moves on instead of waiting.
    await page.clock.install();
    await signIn(page, shopper, `/products/${product.id}/details`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    await expect(notifications(page)).toContainText(`${product.name} has been added to cart`);
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(1));

    // Heard through a live region that was in the page before, with the key that reaches the action.
    await expect
      .poll(async () => (await said()).map((entry) => entry.text))
      .toContain(`${product.name} has been added to cart. Press F6 to reach View In Cart.`);

    const viewInCart = notifications(page).getByRole('button', { name: 'View In Cart' });
    await page.keyboard.press('F6');
    await expect(viewInCart).toBeFocused();
    // Long past the cart toast's 3 s: it stays while focus is in it.
    await page.clock.fastForward(10_000);
    await expect(viewInCart).toBeVisible();
    await expect(viewInCart).toBeFocused();

    // F6 again goes back; Escape in the toast closes it and focus is back where it came from.
    await page.keyboard.press('F6');
    await expect(addToCart).toBeFocused();
    await page.keyboard.press('F6');
    await expect(viewInCart).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(viewInCart).toHaveCount(0);
    await expect(addToCart).toBeFocused();

    // Pressed, View In Cart opens the drawer, which gives focus back to Add to Cart when it closes.
    await page.keyboard.press('Enter');
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(2));
    await expect(viewInCart).toBeVisible();
    await page.keyboard.press('F6');
    await expect(viewInCart).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(addToCart).toBeFocused();
  });

  test('in the cart drawer, Again Add to Cart is within reach, holds while focused, and puts the line back', async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([
      productFacts(request, PRODUCTS.plain.id),
      productFacts(request, CAST_IRON_SKILLET_ID),
    ]);
    const shopper = await newShopper(request);
    await putInCart(request, shopper, first.id);
    await putInCart(request, shopper, second.id);
    const said = await listenToLiveRegions(page);
    await page.clock.install();
    await signIn(page, shopper);
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(2));

    await tabTo(page, headerCart(page), { max: 60 });
    await page.keyboard.press('Enter');
    const drawer = cartDrawer(page);
    const remove = drawer.getByRole('button', { name: `Remove ${first.name}` });
    await tabTo(page, remove, { max: 40 });
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('link', { name: first.name })).toHaveCount(0);
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(1));
    // The drawer keeps focus on a control left in it: where the undo gives it back.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    const origin = await page.evaluateHandle(() => document.activeElement);

    // The toast is inside the drawer, so within the dialog's reach; it is heard although the page behind is hidden.
    const undo = drawer.getByRole('button', { name: 'Again Add to Cart' });
    await expect(undo).toBeVisible();
    await expect
      .poll(async () => (await said()).filter((entry) => entry.text.includes('has been remove to cart')))
      .toEqual([
        { text: `${first.name} has been remove to cart. Press F6 to reach Again Add to Cart.`, hidden: false },
      ]);

    await page.keyboard.press('F6');
    await expect(undo).toBeFocused();
    await page.clock.fastForward(10_000);
    await expect(undo).toBeVisible();
    await expect(undo).toBeFocused();
    await page.keyboard.press('F6');
    await expect.poll(() => hasFocus(page, origin)).toBe(true);
    // Tab reaches it too: it is one of the drawer's own stops.
    await tabTo(page, undo, { max: 40 });
    await page.keyboard.press('Shift+Tab');
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('Tab');
    await expect(undo).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('link', { name: first.name })).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(2));
    await expect.poll(async () => (await cartLine(request, shopper, first.id))?.quantity).toBe(1);
    await expect(drawer).toBeVisible();
    await expect.poll(() => hasFocus(page, before)).toBe(true);
  });
});
