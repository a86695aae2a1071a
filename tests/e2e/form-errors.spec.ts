import type { Page } from '@playwright/test';
import { dialogNamed, openLoginDialog, passwordField, signInAsDemo } from './support/auth';
import { expect, test } from './support/fixtures';
import { waitForShell } from './support/shell';

test.describe('a refused form says what is wrong, field by field', () => {
  test('an empty registration marks every field with its error and focuses the first', async ({ page }) => {
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: 'Sign Up' }).click();
    const signUp = dialogNamed(page, 'Sign Up');
    const name = signUp.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toBeFocused();

    await signUp.getByRole('button', { name: 'Sign Up' }).click();

    await expect(name).toBeFocused();
    const fields = [
      [name, 'The name field is required.'],
      [signUp.getByRole('combobox', { name: 'Country' }), 'The country field is required.'],
      [signUp.getByRole('textbox', { name: 'Phone' }), 'The phone field is required.'],
      [signUp.getByRole('textbox', { name: 'Email' }), 'The email field is required.'],
      [passwordField(signUp, 'Password'), 'The password field is required.'],
    ] as const;
    for (const [field, error] of fields) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(error.replace('.', '\\.')));
    }
  });

  test('a refused log-in moves focus to the field the server names', async ({ page, collectConsoleErrors }) => {
    // The browser logs the server's refusal: that answer is what this test is about.
    collectConsoleErrors.allowConsoleError(/status of 422/);
    const login = await openLoginDialog(page);
    const phone = login.getByRole('textbox', { name: 'Email or Phone' });
    await phone.fill('');
    await passwordField(login, 'Password').fill('');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();

    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
  });

  test('a forgotten password asked for with nothing filled in focuses the country', async ({ page }) => {
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: 'Forgot Password' }).click();
    const forgot = dialogNamed(page, 'Forgot Password');
    await forgot.getByRole('textbox', { name: 'Email or Phone' }).focus();
    await forgot.getByRole('button', { name: 'Send Code' }).click();

    const country = forgot.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveAccessibleDescription('The country field is required');
    await expect(country).toBeFocused();
  });
});

/** Whether focus is on a field marked in error (an input, or the button of a picker in error). */
function isFocusOnFieldInError(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(active?.matches('[aria-invalid="true"]') || active?.closest('[data-invalid]'));
  });
}

test.describe('every form refused with nothing filled in focuses its first field in error', () => {
  for (const { path, submit } of [
    { path: '/shop/register', submit: 'Send Application' },
    { path: '/contact-us', submit: 'Send Message' },
  ]) {
    test(`${path} (${submit})`, async ({ page, collectConsoleErrors }) => {
      collectConsoleErrors.allowConsoleError(/status of 422/);
      await page.goto(path);
      await waitForShell(page);
      await page.getByRole('main').getByRole('button', { name: submit }).click();
      await expect.poll(() => isFocusOnFieldInError(page)).toBe(true);
    });
  }

  test('the account’s address, password and ticket forms', async ({ page, collectConsoleErrors }) => {
    collectConsoleErrors.allowConsoleError(/status of 422/);
    await signInAsDemo(page);
    for (const { path, submit } of [
      { path: '/manage-address/new', submit: 'Save Address' },
      { path: '/change-password', submit: 'Update Password' },
    ]) {
      await page.goto(path);
      await page.getByRole('main').getByRole('button', { name: submit }).click();
      await expect.poll(() => isFocusOnFieldInError(page), `${path}`).toBe(true);
    }

    await page.goto('/support-tickets');
    await page.getByRole('main').getByRole('button', { name: 'New ticket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit ticket' }).click();
    await expect.poll(() => isFocusOnFieldInError(page), 'the new ticket').toBe(true);
  });
});
