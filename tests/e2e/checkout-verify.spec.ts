import type { Page } from '@playwright/test';
import { FIRST_SCREEN_ANSWERS_ID } from '../../common/first-screen-answers-format';
import { PRODUCTS, SHOPS } from '../../server/db/seed/facts';
import type { Answer } from '../../src/api/types';
import { dialogNamed, latestCode, typeCode } from './support/auth';
import { newShopper, orderSummary, ordersOf, putInCart, shopTick, signIn } from './support/cart';
import { expect, test } from './support/fixtures';

/**
 * The shop asks accounts to be verified before they order (order_place_account_verify). The seed leaves the
 * setting off, so the page is given settings with it on, both where the page carries them for its first screen
 * and where the client asks for them; the code is sent, read and checked by the real server.
 */
async function withAccountVerificationRequired(page: Page) {
  await page.route('**/api/master', async (route) => {
    const response = await route.fetch();
    const master = (await response.json()) as Answer<'getMaster'>;
    await route.fulfill({ response, json: { ...master, data: { ...master.data, order_place_account_verify: true } } });
  });
  // The page's own copy is changed as the parser writes it, before the app reads it.
  await page.addInitScript((id: string) => {
    new MutationObserver((_records, observer) => {
      const block = document.getElementById(id);
      if (!block?.textContent) return;
      try {
        const carried = JSON.parse(block.textContent) as { answers: Record<string, { data: object } | undefined> };
        const master = carried.answers['/master'];
        if (master) master.data = { ...master.data, order_place_account_verify: true };
        block.textContent = JSON.stringify(carried);
        observer.disconnect();
      } catch {
        // Not all of it is parsed yet: the next change brings the rest.
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, FIRST_SCREEN_ANSWERS_ID);
}

test('an unverified account confirms the code sent to it, then the order is confirmed and placed', async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request);
  await putInCart(request, shopper, PRODUCTS.plain.id);
  await withAccountVerificationRequired(page);
  await signIn(page, shopper);
  await page.goto('/checkout');
  await shopTick(page, SHOPS.greenLeafGrocers.name).label.click();
  const summary = orderSummary(page);
  await expect(summary).toContainText('Payable Amount');

  await summary.getByRole('button', { name: 'Place Order' }).click();
  const code = dialogNamed(page, 'Verification Code');
  await expect(code).toBeVisible();
  await expect(dialogNamed(page, 'Confirm your order')).toHaveCount(0);
  await typeCode(code, await latestCode(request, shopper.email));
  await code.getByRole('button', { name: 'Confirm' }).click();
  await expect(code).toBeHidden();

  const confirm = dialogNamed(page, 'Confirm your order');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  expect(await ordersOf(request, shopper)).toHaveLength(1);

  // Verified once, the account is not asked again (the session keeps it across a reload).
  await putInCart(request, shopper, PRODUCTS.plain.id);
  await page.goto('/checkout');
  await shopTick(page, SHOPS.greenLeafGrocers.name).label.click();
  await expect(orderSummary(page)).toContainText('Payable Amount');
  await orderSummary(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(dialogNamed(page, 'Confirm your order')).toBeVisible();
  await expect(dialogNamed(page, 'Verification Code')).toHaveCount(0);
});
