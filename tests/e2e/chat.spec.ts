import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_REPLIES } from '../../server/chat/demo-replies';
import { DEMO_CHATS, PRODUCTS, SHOPS } from '../../server/db/seed/facts';
import { signInAsDemo } from './support/auth';
import { newShopper, type Shopper, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { navigateInApp } from './support/shell';

// The e2e server answers for a demo shop a second or two after the shopper writes (DEMO_REPLY_DELAY_SECONDS=1, then
// the job runner's next poll, server/jobs/job-runner.ts), and tells the storefront through its realtime endpoint.
const product = PRODUCTS.plain;
const shopName = Object.values(SHOPS).find((shop) => shop.id === product.shopId)?.name ?? '';
const anyDemoReply = new RegExp(DEMO_REPLIES.map((reply) => reply.replace(/[.?!]/g, '\\$&')).join('|'));

/** The shopper writes to a shop through the contract, as another device of theirs would. */
async function sendThroughApi(request: APIRequestContext, shopper: Shopper, shopId: number, message: string) {
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

/** Opens the chat sidebar from the product page's "Chat with the shop"; returns the sidebar and the button. */
async function openSidebarFromProduct(page: Page, locale: Locale) {
  const button = page.getByRole('button', { name: translated(locale, 'Chat with the shop') });
  await button.click();
  const sidebar = page.getByRole('dialog', { name: translated(locale, 'Chat') });
  await expect(sidebar).toBeVisible();
  // /store-message shared the product: it is the conversation's first message, as a card.
  const log = sidebar.getByRole('log');
  await expect(log.locator(`a[href="/products/${product.id}/details"]`)).toBeVisible();
  return { sidebar, log, button };
}

/** The first message of the seeded long conversation. */
const FIRST_LONG_MESSAGE = 'Hi! Do you deliver to Evergreen Terrace?';
/** Less than the height of any message: a view that jumped moves by more. */
const MESSAGE_HEIGHT_AT_LEAST = 30;

/** How far below the top of its conversation log a message is drawn, in px. */
function offsetInLog(message: Locator) {
  return message.evaluate((element) => {
    const log = element.closest('[role="log"]');
    return element.getBoundingClientRect().top - (log?.getBoundingClientRect().top ?? 0);
  });
}

/** Scrolls the conversation to its top, as a shopper reading back would; answers where its first message then is. */
function scrollLogToTop(log: Locator) {
  return log.evaluate((element) => {
    element.scrollTop = 0;
    const first = element.querySelector('li');
    return (first?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top;
  });
}

test.describe('chat', () => {
  test('a shopper chats with a shop from a product, sees the reply live, and the unread badge rise elsewhere', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const shopper = await newShopper(request);
    await signIn(page, shopper, `/products/${product.id}/details`);
    const { sidebar, log, button } = await openSidebarFromProduct(page, 'en');
    await expect(sidebar.getByRole('heading', { level: 3, name: shopName })).toBeVisible();

    const box = sidebar.getByRole('textbox', { name: 'Write a message' });
    await box.fill('Are the apples crisp this week?');
    await box.press('Enter');
    await expect(log.getByText('Are the apples crisp this week?')).toBeVisible();
    await expect(box).toHaveValue('');
    // The shop's answer arrives through the realtime endpoint: no reload, no action.
    await expect(log.getByText(anyDemoReply)).toBeVisible();
    await expect(sidebar.getByText('Online', { exact: true })).toBeVisible();
    await expectNoAxeViolations({ include: '[role="dialog"]' });

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(button).toBeFocused();

    // On another page, a new answer counts as unread in the account menu.
    await navigateInApp(page, '/order-history');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Message', exact: true })).toBeVisible();
    await sendThroughApi(request, shopper, product.shopId, 'Do you deliver on Sundays?');
    await expect(menu.getByRole('link', { name: 'Message, 1 unread message' })).toBeVisible();
  });

  test('the demo customer finds a seller and pages back through a long conversation', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const longWith = Object.values(SHOPS).find((shop) => shop.id === DEMO_CHATS.long.shopId)?.name ?? '';
    await signInAsDemo(page);
    await navigateInApp(page, '/massages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const sellers = page.getByRole('region', { name: 'Sellers' });
    const rows = sellers.getByRole('option');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'No User Selected' })).toBeVisible();

    const search = sellers.getByRole('searchbox', { name: 'Search Seller' });
    await search.fill('Volt');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAccessibleName(/^Volt Electronics/);
    await search.fill('');
    await expect(rows).toHaveCount(3);

    await sellers.getByRole('option', { name: new RegExp(`^${longWith}`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: longWith })).toBeVisible();
    const log = page.getByRole('log', { name: `Conversation with ${longWith}` });
    const messages = log.getByRole('listitem');
    await expect(messages).toHaveCount(20);

    // Scrolled to the top, the page before appears above, and the view stays where it was: the message that
    // was at the top is still where the shopper saw it, not pushed down by the older page.
    const topBefore = await scrollLogToTop(log);
    await expect(messages).toHaveCount(40);
    const topAfter = await offsetInLog(messages.nth(20));
    expect(Math.abs(topAfter - topBefore), 'the view does not jump').toBeLessThan(MESSAGE_HEIGHT_AT_LEAST);
    await expectNoAxeViolations();

    // On to the very first message; then there is nothing older to load.
    await scrollLogToTop(log);
    await expect(messages).toHaveCount(DEMO_CHATS.long.messages);
    await expect(messages.first()).toContainText(FIRST_LONG_MESSAGE);
    await scrollLogToTop(log);
    await expect(log.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
    await expect(messages).toHaveCount(DEMO_CHATS.long.messages);
  });

  test('in the Arabic shop, an English message and its preview read from their start', async ({
    page,
    request,
    openInLocale,
  }) => {
    const shopper = await newShopper(request);
    const english = 'Thank you for shopping with us, this sentence is far too long to fit in one row of the list';
    await sendThroughApi(request, shopper, product.shopId, english);
    await signIn(page, shopper);
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/massages');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sellers = page.getByRole('region', { name: translated('ar', 'Sellers') });
    // The last message: the shopper's, or the demo shop's English answer once it has come.
    const preview = sellers.getByText(new RegExp(`^(${english}|${anyDemoReply.source})`));
    await expect(preview).toBeVisible();
    // Laid out left to right, an English text cut for room loses its end, not its start.
    expect(await preview.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await sellers.getByRole('option').first().click();
    const message = page.getByRole('log').getByText(english);
    expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  });

  test('the sidebar and /massages pass axe in Arabic', async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const shopper = await newShopper(request);
    await signIn(page, shopper);
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', `/products/${product.id}/details`);
    await openSidebarFromProduct(page, 'ar');
    await expectNoAxeViolations({ include: '[role="dialog"]' });
    await page.keyboard.press('Escape');

    await navigateInApp(page, '/massages');
    await expect(page.getByRole('heading', { level: 1, name: translated('ar', 'Messages') })).toBeVisible();
    await page
      .getByRole('region', { name: translated('ar', 'Sellers') })
      .getByRole('option')
      .first()
      .click();
    await expect(page.getByRole('log', { name: new RegExp(shopName) })).toBeVisible();
    await expectNoAxeViolations();
  });
});
