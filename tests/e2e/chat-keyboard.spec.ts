import type { APIRequestContext } from '@playwright/test';
import { DEMO_REPLIES } from '../../server/chat/demo-replies';
import { PRODUCTS, SHOPS } from '../../server/db/seed/facts';
import { cartDrawer, headerCart, newShopper, putInCart, type Shopper, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { expectVisibleFocus, tabTo } from './support/keyboard';

// The chat with the keyboard alone, once signed in (the "Done when"): the e2e server's demo shops
// answer about a second after the shopper writes, through the realtime endpoint.
const product = PRODUCTS.plain;
const anyDemoReply = new RegExp(DEMO_REPLIES.map((reply) => reply.replace(/[.?!]/g, '\\$&')).join('|'));

/** The shopper writes to a shop through the contract (as another device of theirs would), to have a conversation. */
async function writeThroughApi(request: APIRequestContext, shopper: Shopper, shopId: number, message: string) {
  const response = await request.post('/api/send-message', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      Authorization: `Bearer ${shopper.token}`,
    },
    data: { shop_id: shopId, message, type: 'user' },
  });
  expect(response.ok(), `POST /send-message answered ${response.status()}`).toBe(true);
}

test.describe('the chat with the keyboard alone', () => {
  test('from a product: open, write, Shift+Enter, send, the reply arrives, Escape returns; and from the cart', async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request);
    await putInCart(request, shopper, product.id);
    await signIn(page, shopper, `/products/${product.id}/details`);

    const chatButton = page.getByRole('main').getByRole('button', { name: 'Chat with the shop' });
    await tabTo(page, chatButton, { max: 60 });
    await expectVisibleFocus(chatButton, 'Chat with the shop');
    await page.keyboard.press('Enter');

    const sidebar = page.getByRole('dialog', { name: 'Chat' });
    await expect(sidebar).toBeVisible();
    // The sidebar takes the focus as a dialog does (itself, so its heading and shop are read first); the
    // composer is a few Tabs away, past Close and the conversation.
    await expect(sidebar).toBeFocused();
    const log = sidebar.getByRole('log');
    await expect(log.getByRole('link', { name: /Honeycrisp/ })).toBeVisible();
    const box = sidebar.getByRole('textbox', { name: 'Write a message' });
    await tabTo(page, box, { max: 8 });
    await expectVisibleFocus(box, 'the composer');

    await page.keyboard.type('Are the apples crisp this week?');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('And are they organic?');
    await expect(box).toHaveValue('Are the apples crisp this week?\nAnd are they organic?');
    await expect(log.getByText('Are the apples crisp this week?')).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(log.getByText(/Are the apples crisp this week\?\s+And are they organic\?/)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    // The shop's answer arrives live: no reload, no key pressed.
    await expect(log.getByText(anyDemoReply)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(chatButton).toBeFocused();

    // Back up to the header's Cart; Enter opens the drawer, whose shop has its own chat button.
    const cart = headerCart(page);
    await tabTo(page, cart, { backwards: true, max: 60 });
    await expectVisibleFocus(cart, 'Cart');
    await page.keyboard.press('Enter');
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    const shopChat = drawer.getByRole('button', { name: `Chat with ${SHOPS.greenLeafGrocers.name}` });
    await tabTo(page, shopChat, { max: 15 });
    await expectVisibleFocus(shopChat, 'the shop’s chat button');
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: SHOPS.greenLeafGrocers.name })).toBeVisible();
    await expect(log.getByText(anyDemoReply)).toBeVisible();

    // Escape closes only the chat, back on the cart's button; a second Escape closes the cart.
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(shopChat).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cart).toBeFocused();
  });

  test('in Arabic on /massages: Tab into the sellers, arrows, Enter, write and send, the reply arrives', async ({
    page,
    request,
    openInLocale,
  }) => {
    const ar = (english: string) => translated('ar', english);
    const shopper = await newShopper(request);
    const first = SHOPS.greenLeafGrocers;
    const second = SHOPS.voltElectronics;
    // Two conversations, so the arrows have a row to move to.
    await writeThroughApi(request, shopper, first.id, 'Hello');
    await writeThroughApi(request, shopper, second.id, 'Hello');
    await signIn(page, shopper);
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/massages');
    await expect(page.getByRole('heading', { level: 1, name: ar('Messages') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const sellers = page.getByRole('region', { name: ar('Sellers') });
    const rows = sellers.getByRole('option');
    await expect(rows).toHaveCount(2);
    const search = sellers.getByRole('searchbox', { name: ar('Search Seller') });
    await tabTo(page, search, { max: 80 });
    await expectVisibleFocus(search, 'Search Seller');

    // Tab enters the list on its first row; the arrows move down and up, in RTL as in LTR.
    const row = (name: string) => sellers.getByRole('option', { name: new RegExp(`^${name}`) });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(rows.first(), 'the first seller');
    const top = (await rows.first().textContent())?.includes(second.name) ? second : first;
    const other = top === second ? first : second;
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(row(other.name), 'the second seller');
    await page.keyboard.press('ArrowUp');
    await expectVisibleFocus(row(top.name), 'the first seller again');
    await page.keyboard.press('ArrowDown');

    await page.keyboard.press('Enter');
    await expect(row(other.name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: other.name })).toBeVisible();
    const log = page.getByRole('log', { name: new RegExp(other.name) });
    await expect(log.getByText(anyDemoReply)).toHaveCount(1);

    const box = page.getByRole('textbox', { name: ar('Write a message') });
    await tabTo(page, box, { max: 10 });
    await expectVisibleFocus(box, 'the composer');
    await page.keyboard.type('هل يصل الطلب غدًا؟');
    await page.keyboard.press('Enter');
    await expect(log.getByText('هل يصل الطلب غدًا؟')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(log.getByText(anyDemoReply)).toHaveCount(2);
  });
});
