// npm run screenshots: the demo shop as a shopper sees it, for docs/screenshots/: the home page, a product page, the
// cart and the checkout, in English on a desktop and in Arabic on a phone. It builds when stale, starts the reference
// API over a fresh seeded database on a free loopback port, signs a new customer in with two shops' products in the
// cart, and stops everything it started. Bounded: each step gives up after 60 s.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort, startServer, stopServer } from '../bench/server.mts';
import { addToCart, registerCustomer, saveAddress } from '../bench/shopper.mts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { buildIfStale } from './build-if-stale.mjs';

const OUT = join('docs', 'screenshots');
/** A product without choices from Green Leaf Grocers and one from Volt Electronics, as the bench's cart. */
const CART_PRODUCTS = [1, 17];
const PRODUCT_PAGE = '/products/14/details';

const LOOKS = [
  { name: 'en-desktop', locale: 'en', viewport: { width: 1366, height: 900 }, scale: 1, cart: /^Cart/ },
  { name: 'ar-phone', locale: 'ar', viewport: { width: 412, height: 915 }, scale: 2, cart: /^السلة/ },
] as const;

/** Waits until the page's pictures in view have loaded, so no shot shows a grey box. */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy')
        .every((image) => image.complete),
    undefined,
    { timeout: 60_000 },
  );
}

async function shoot(page: Page, file: string): Promise<void> {
  await picturesLoaded(page);
  await page.screenshot({ path: join(OUT, file), type: 'jpeg', quality: 80, timeout: 60_000 });
  console.log(`docs/screenshots/${file}`);
}

buildIfStale();
mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-screenshots-'));
const port = await freePort();
const server = await startServer(dataDir, port, { env: { APP_ENV: 'local' } });
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const customer = await registerCustomer(origin);
  await saveAddress(origin, customer);
  for (const productId of CART_PRODUCTS) await addToCart(origin, customer.token, productId);
  for (const look of LOOKS) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: look.viewport,
      deviceScaleFactor: look.scale,
      isMobile: look.name.endsWith('phone'),
      hasTouch: look.name.endsWith('phone'),
      reducedMotion: 'reduce',
    });
    await context.addInitScript(
      ({ token, user, locale }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('locale', locale);
      },
      { token: customer.token, user: JSON.stringify(customer.user), locale: look.locale },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/');
    await shoot(page, `${look.name}-home.jpg`);
    await page.goto(PRODUCT_PAGE);
    await shoot(page, `${look.name}-product.jpg`);
    await page.getByRole('banner').getByRole('button', { name: look.cart }).first().click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, `${look.name}-cart.jpg`);
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, `${look.name}-checkout.jpg`);
    await context.close();
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
