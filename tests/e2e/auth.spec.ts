import {
  DEMO_CUSTOMER,
  dialogNamed,
  latestCode,
  loginButton,
  openLoginDialog,
  passwordField,
  registerCustomer,
  signInAsDemo,
  typeCode,
  userMenuButton,
} from './support/auth';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { storeLocale } from './support/locale';
import { waitForShell } from './support/shell';

/** A toast's text, wherever the notifications region shows it. */
const toast = (page: import('@playwright/test').Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

test.describe('signing in and out', () => {
  test('the demo customer signs in from the pre-filled login dialog, and stays signed in after a reload', async ({
    page,
  }) => {
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Email or Phone' })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(passwordField(dialog, 'Password')).toHaveValue(DEMO_CUSTOMER.password);
    await expect(dialog.getByRole('textbox', { name: 'Email or Phone' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Login successfully')).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
    await expect(loginButton(page)).toBeHidden();

    await page.reload();
    await waitForShell(page);
    await expect(userMenuButton(page)).toBeVisible();
  });

  test('a wrong password shows the server message as a toast and keeps the dialog open', async ({
    page,
    collectConsoleErrors,
  }) => {
    collectConsoleErrors.allowConsoleError(/status of 401|status of 422/);
    const dialog = await openLoginDialog(page);
    const password = passwordField(dialog, 'Password');
    await password.fill('not-the-password');
    await password.press('Enter');

    await expect(toast(page, /credentials|incorrect|match/i)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email or Phone' })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(loginButton(page)).toBeVisible();
  });

  test('in the Arabic shop, the server answers in Arabic: a wrong password, then signing in', async ({
    page,
    collectConsoleErrors,
  }) => {
    collectConsoleErrors.allowConsoleError(/status of 401|status of 422/);
    await storeLocale(page.context(), 'ar');
    await page.goto('/');
    await waitForShell(page, 'ar');
    await page
      .getByRole('banner')
      .getByRole('button', { name: translated('ar', 'Login'), exact: true })
      .click();
    const dialog = dialogNamed(page, translated('ar', 'Log In'));
    const password = passwordField(dialog, translated('ar', 'Password'));
    await password.fill('not-the-password');
    await password.press('Enter');
    const notifications = page.getByRole('region', { name: translated('ar', 'Notifications') });
    // server/i18n/messages-ar.ts: the server's own words, not the storefront's.
    await expect(notifications.getByText('بيانات الدخول هذه لا تطابق سجلاتنا.')).toBeVisible();
    await expect(page.getByText('These credentials do not match our records.')).toHaveCount(0);

    await password.fill(DEMO_CUSTOMER.password);
    await password.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(notifications.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
  });

  test('Log Out asks first; Yes signs out everywhere and says so', async ({ page }) => {
    await signInAsDemo(page);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Log Out!' });
    await expect(confirm).toContainText('Logout Confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(userMenuButton(page)).toBeVisible();

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('alertdialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Logout successfully')).toBeVisible();
    await expect(loginButton(page)).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('account pages send a visitor to the home page, and open for a signed-in shopper', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');

    await signInAsDemo(page);
    await page.goto('/order-history');
    await expect(page).toHaveURL('/order-history');
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  });

  test("a visitor's wishlist button opens the login dialog", async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Wishlist/ })
      .click();
    await expect(dialogNamed(page, 'Log In')).toBeVisible();
  });
});

test.describe('new accounts and forgotten passwords', () => {
  test('a new customer signs up and confirms the code sent by e-mail', async ({ page, request }) => {
    const unique = `${Date.now()}`;
    const email = `new.${unique}@example.com`;
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: 'Sign Up' }).click();

    const signUp = dialogNamed(page, 'Sign Up');
    await expect(signUp).toBeVisible();
    await signUp.getByRole('textbox', { name: 'Full Name' }).fill('Nadia New');
    await signUp.getByRole('combobox', { name: 'Country' }).fill('United St');
    await page.getByRole('option', { name: /United States/ }).click();
    await signUp.getByRole('textbox', { name: 'Phone' }).fill(unique.slice(-10));
    await signUp.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordField(signUp, 'Password').fill('a-new-password-1');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();

    const code = dialogNamed(page, 'Verification Code');
    await expect(code).toBeVisible();
    await expect(code).toContainText(/we have sent a code/);
    await typeCode(code, await latestCode(request, email));
    await code.getByRole('button', { name: 'Confirm' }).click();
    await expect(code).toBeHidden();
    await expect(toast(page, 'Your account is verified.')).toBeVisible();
    await expect(userMenuButton(page, 'Nadia New')).toBeVisible();
  });

  test('forgot password: request, code, new password, then sign in with it', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'old-password-1');
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: 'Forgot Password' }).click();

    const forgot = dialogNamed(page, 'Forgot Password');
    await forgot.getByRole('button', { name: 'Send Code' }).click();
    await expect(forgot.getByText('The country field is required')).toBeVisible();
    await expect(forgot.getByText('The phone or email field is required')).toBeVisible();

    await forgot.getByRole('combobox', { name: 'Country' }).fill('United St');
    await page.getByRole('option', { name: /United States/ }).click();
    await forgot.getByRole('textbox', { name: 'Email or Phone' }).fill(customer.email);
    await forgot.getByRole('button', { name: 'Send Code' }).click();

    const code = dialogNamed(page, 'Verification Code');
    await expect(code).toBeVisible();
    await typeCode(code, await latestCode(request, customer.email));
    await code.getByRole('button', { name: 'Confirm' }).click();

    const reset = dialogNamed(page, 'Reset Password');
    await expect(reset).toBeVisible();
    await passwordField(reset, 'New Password').fill('brand-new-password-2');
    await passwordField(reset, 'Confirm Password').fill('something-else');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText('Confirm Password does not match.')).toBeVisible();
    await passwordField(reset, 'Confirm Password').fill('brand-new-password-2');
    await reset.getByRole('button', { name: 'Reset Password' }).click();

    await expect(toast(page, 'Password reset successfully. Please log in.')).toBeVisible();
    const again = dialogNamed(page, 'Log In');
    await expect(again).toBeVisible();
    await again.getByRole('textbox', { name: 'Email or Phone' }).fill(customer.email);
    await passwordField(again, 'Password').fill('brand-new-password-2');
    await again.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(userMenuButton(page, customer.name)).toBeVisible();
  });
});
