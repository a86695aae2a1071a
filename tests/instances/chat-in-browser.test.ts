import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium-flags';
import { demoReplyTo } from '../../server/chat/demo-replies';
import { DEMO_CHATS, DEMO_CUSTOMER, SHOPS } from '../../server/db/seed/facts';
import { chatChannel } from '../../server/realtime/channels';
import { isMarkedDocument, markDocument, STEP_TIMEOUT_MS, signInAsDemo, subscriptionOf } from './browser-page';
import { buildStorefrontIfStale } from './built-storefront';
import { type Instance, startTwoInstances, type TwoInstances } from './two-servers';

/**
 * The storefront in a real browser, served by instance B with its socket on B, shows live a shop's answer that
 * instance A wrote and published: the event crosses from A to B through the database (realtime/database-fanout.ts).
 */

const shop = Object.values(SHOPS).find((candidate) => candidate.id === DEMO_CHATS.withProduct.shopId);
if (!shop) throw new Error('the seeded conversation with a product card names a shop of the seed');

let instances: TwoInstances;
let a: Instance;
let b: Instance;
let browser: Browser;

beforeAll(async () => {
  await buildStorefrontIfStale();
  // The shortest answer delay the settings allow, so the test does not wait long for the shop.
  instances = await startTwoInstances({ demoReplyDelaySeconds: 1 });
  ({ a, b } = instances);
  // B runs no jobs here: the shop's answer is written, and its event published, by A alone.
  await b.jobs.stop();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await instances?.stop();
});

it('shows live, in a page whose API and socket are on B, the answer to a message sent through A', async () => {
  const page = await browser.newPage({ locale: 'en-US', timezoneId: 'UTC' });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const subscribed = subscriptionOf(page, chatChannel(DEMO_CUSTOMER.id));
  await signInAsDemo(page, b.directUrl);
  await page.goto(`${b.directUrl}/massages`);
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await page
    .getByRole('region', { name: 'Sellers' })
    .getByRole('option', { name: new RegExp(`^${shop.name}`) })
    .click();
  const conversation = page.getByRole('log', { name: `Conversation with ${shop.name}` });
  await conversation.waitFor();
  expect(new URL(await subscribed).port, 'the page listens on B').toBe(new URL(b.directUrl).port);
  await markDocument(page);

  // The shopper writes from another device, through A; A's job runner answers for the demo shop.
  const otherDevice = a.api(await a.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
  const question = 'Do these earbuds come in white as well?';
  const sent = await otherDevice.chat.sendChatMessage({ shop_id: shop.id, message: question, type: 'user' });

  await conversation.getByText(demoReplyTo(sent.data.message.id)).waitFor();
  await conversation.getByText(question).waitFor();
  expect(await isMarkedDocument(page), 'the page was not reloaded').toBe(true);
}, 45_000);
