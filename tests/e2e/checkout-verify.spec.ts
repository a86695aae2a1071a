import type { Page } from '@playwright/test';
import { PRODUCTS, SHOPS } from '../../server/db/seed/facts';
import { FIRST_SCREEN_ANSWERS_ID, type FirstScreenAnswers } from '../../src/api/first-screen-answers';
import type { Answer } from '../../src/api/types';
import { dialogNamed, latestCode, typeCode } from './support/auth';
import { newShopper, orderSummary, ordersOf, putInCart, shopTick, signIn } from './support/cart';
import { expect, test } from './support/fixtures';

/** The settings with order_place_account_verify on. */
function verifying(master: Answer<'getMaster'>): Answer<'getMaster'> {
  return { ...master, data: { ...master.data, order_place_account_verify: true } };
}

/**
 * The shop asks accounts to be verified before they order (order_place_account_verify). The seed leaves the
 * setting off, so the page is given settings with it on, both where the page carries them for its first screen
 * and where the client asks for them; the code is sent, read and checked by the real server.
 */
async function withAccountVerificationRequired(page: Page) {
  await page.route('**/api/master', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: verifying((await response.json()) as Answer<'getMaster'>) });
  });
  const block = new RegExp(`(<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">)([^<]*)(</script>)`);
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/build/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(block, (_whole, open: string, json: string, close: string) => {
        const carried = JSON.parse(json) as FirstScreenAnswers;
        const master = carried.answers['/master'] as Answer<'getMaster'> | undefined;
        if (master) carried.answers['/master'] = verifying(master);
        return `${open}${JSON.stringify(carried).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body: html });
    },
  );
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
