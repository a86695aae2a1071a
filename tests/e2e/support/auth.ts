import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../../server/db/seed/facts';
import { waitForShell } from './shell';

export { DEMO_CUSTOMER };

/** The Login button in the header (wide screens). */
export function loginButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
}

/** The open dialog with this name. */
export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** Opens the home page and the login dialog from the header. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForShell(page);
  await loginButton(page).click();
  const dialog = dialogNamed(page, 'Log In');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in through the dialog with the pre-filled demo customer. */
export async function signInAsDemo(page: Page): Promise<void> {
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page)).toBeVisible();
}

/** The signed-in user's menu button in the header (named after the user). */
export function userMenuButton(page: Page, name: string = DEMO_CUSTOMER.name): Locator {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(name) });
}

interface OutboxEntry {
  to: string;
  kind: string;
  code: string | null;
  text: string;
  time: string;
}

/** The newest one-time code the reference API "sent" to this e-mail or phone (its local dev outbox). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get('/dev/outbox');
  expect(response.ok(), 'the dev outbox is served in a local environment').toBe(true);
  const entries: OutboxEntry[] = await response.json();
  const entry = entries.find((candidate) => candidate.to.includes(to) && candidate.code);
  expect(entry, `a code was sent to ${to}`).toBeDefined();
  return entry?.code as string;
}

/** A new customer, unique per call, registered straight through the contract. */
export async function registerCustomer(request: APIRequestContext, password: string) {
  // Ten random digits: two test files run at once, so a clock reading could be shared.
  const unique = String(randomInt(1_000_000_000, 10_000_000_000));
  const customer = {
    name: 'Rana Reset',
    email: `rana.${unique}@example.com`,
    phone: unique,
    phone_code: '+1',
    country: 'United States',
    password,
  };
  const response = await request.post('/api/registration', {
    data: customer,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return customer;
}

/** Types a 4-digit code into the code dialog's boxes, as a person does. */
export async function typeCode(dialog: Locator, code: string, firstBoxName = 'Digit 1 of 4'): Promise<void> {
  await dialog.getByRole('textbox', { name: firstBoxName }).click();
  await dialog.page().keyboard.type(code);
}

/** A password input by its label (a password input has no role; the label may end with the required star). */
export function passwordField(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}
